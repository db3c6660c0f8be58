import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** A page as it goes out: its HTML, status and ETag, and its compressed forms, each made once when first asked. */
export interface FinishedPage {
  status: 200 | 404;
  html: string;
  etag: string;
  encodedAs(encoding: Encoding): Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function finishedPage(html: string, status: 200 | 404): FinishedPage {
  const encoded = new Map<Encoding, Promise<Buffer>>();
  return {
    status,
    html,
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    encodedAs(encoding) {
      let made = encoded.get(encoding);
      if (!made) {
        // Brotli's quality 5, as for the API's answers (server/app.ts): measured on the home page (134 KB),
        // 13 ms and 16.5 KB; quality 9 took 134 ms for 3 % less, and a cold start compresses every page at once.
        made =
          encoding === 'br'
            ? brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipped(html, { level: 6 });
        encoded.set(encoding, made);
      }
      return made;
    },
  };
}

/** The encoding to send to a client whose `Accept-Encoding` is `header`: brotli, else gzip, else none. */
export function pickEncoding(header: string | undefined): Encoding | null {
  const accepted = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return [name, q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const ok = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}
