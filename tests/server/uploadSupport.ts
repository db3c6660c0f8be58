import { createHash } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { request as httpRequest, type Agent } from 'node:http';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { UPLOAD_PATH } from '../../server/uploads/multipart';

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

/** POST /api/science/upload of one file (field `file`) through `inject`, as `token`'s user. */
export function postMultipart(
  app: { inject: (opts: InjectOptions) => Promise<LightMyRequestResponse> },
  name: string,
  content: Buffer,
  token: string,
) {
  const { payload, contentType } = multipartBody(name, content);
  return app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
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

/** A zip archive of `entries` (deflated, with its central directory), as Office writes its files. */
export function zipOf(entries: ReadonlyArray<[name: string, content: string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const raw = Buffer.from(content);
    const data = deflateRawSync(raw);
    const fileName = Buffer.from(name);
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/${main}" ContentType="${
    main.startsWith('ppt/')
      ? 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'
      : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'
  }"/></Types>`;
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>';

/** A minimal .pptx: [Content_Types].xml first (as PowerPoint writes it), then the presentation part. */
export const PPTX_BYTES = zipOf([
  ['[Content_Types].xml', contentTypes('ppt/presentation.xml')],
  ['_rels/.rels', RELS],
  [
    'ppt/presentation.xml',
    '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
  ],
]);
/** A minimal .docx (a Word document, not slides). */
export const DOCX_BYTES = zipOf([
  ['[Content_Types].xml', contentTypes('word/document.xml')],
  ['_rels/.rels', RELS],
  [
    'word/document.xml',
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  ],
]);
/** A plain zip archive (no Office parts). */
export const ZIP_BYTES = zipOf([['readme.txt', '只是一个压缩包']]);
/** A legacy .ppt's start: the OLE compound file signature and header (sector size 512), then zeros. */
export const PPT_BYTES = (() => {
  const b = Buffer.alloc(1536);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(b, 0);
  b.writeUInt16LE(0x003e, 0x18);
  b.writeUInt16LE(0x0003, 0x1a);
  b.writeUInt16LE(0xfffe, 0x1c);
  b.writeUInt16LE(9, 0x1e);
  b.writeUInt16LE(6, 0x20);
  return b;
})();
