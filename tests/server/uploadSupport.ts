import { createHash } from 'node:crypto';
import { request as httpRequest, type Agent } from 'node:http';

/** A real MP4 file's first box: `ftyp` with major brand isom (what file-type reads). */
export const MP4_HEAD = Buffer.from([
  0x00, 0x00, 0x00, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73,
  0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32, 0x61, 0x76, 0x63, 0x31, 0x6d, 0x70, 0x34, 0x31,
]);
/** A PNG's signature and IHDR chunk (1×1). */
export const PNG_HEAD = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000a49444154789c6300010000050001',
  'hex',
);
export const PDF_HEAD = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');

/** A prime period, so a resume at a wrong offset cannot line the pattern up again. */
const PERIOD = 1_000_003;
const pattern = (() => {
  const b = Buffer.alloc(PERIOD);
  let x = 0x2545f491;
  for (let i = 0; i < PERIOD; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    b[i] = x & 0xff;
  }
  return b;
})();

/**
 * Bytes [start, end) of a deterministic "MP4" of any length: the ftyp head, then a pseudo-random pattern
 * of prime period (nothing is ever held whole: slices are made on demand).
 */
export function patternSlice(start: number, end: number): Buffer {
  const out = Buffer.allocUnsafe(end - start);
  let o = 0;
  let i = start;
  while (i < end) {
    if (i < MP4_HEAD.length) {
      out[o++] = MP4_HEAD[i]!;
      i++;
      continue;
    }
    const p = i % PERIOD;
    const n = Math.min(end - i, PERIOD - p);
    pattern.copy(out, o, p, p + n);
    o += n;
    i += n;
  }
  return out;
}

/** Chunks of the pattern from `start` to `end`, `chunk` bytes at a time. */
export function* patternChunks(start: number, end: number, chunk = 1024 * 1024): Generator<Buffer> {
  for (let i = start; i < end; i += chunk) yield patternSlice(i, Math.min(end, i + chunk));
}

export function patternSha256(size: number): string {
  const h = createHash('sha256');
  for (const c of patternChunks(0, size, 8 * 1024 * 1024)) h.update(c);
  return h.digest('hex');
}

/** A multipart/form-data body with one file field. */
export function multipartBody(
  filename: string,
  content: Buffer,
  field = 'file',
  type = 'application/octet-stream',
) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** tus metadata header value. */
export const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request to a listening server, the body written from `chunks`; optionally dropped after `dropAfter` bytes. */
export function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string | number>,
  chunks: Iterable<Buffer> = [],
  dropAfter?: number,
  agent?: Agent,
): Promise<RawAnswer | 'dropped'> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, ...(agent ? { agent } : {}) }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString() }),
      );
      res.on('error', reject);
    });
    let dropped = false;
    req.on('error', (e) => (dropped ? resolve('dropped') : reject(e)));
    const it = chunks[Symbol.iterator]();
    let sent = 0;
    const pump = () => {
      for (;;) {
        if (dropAfter !== undefined && sent >= dropAfter) {
          dropped = true;
          req.destroy();
          // Give the server a moment to see the connection end.
          setTimeout(() => resolve('dropped'), 50);
          return;
        }
        const next = it.next();
        if (next.done) {
          req.end();
          return;
        }
        sent += next.value.length;
        if (!req.write(next.value)) {
          req.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}
