/**
 * A small S3 double for the tests of the S3 upload store (decision 0054): an in-process HTTP server,
 * path-style (`/<bucket>/<key>`), keeping objects and parts as files in a temporary directory (streamed,
 * so hundreds of MB cost no memory). It implements exactly what the portal and @tus/s3-store call —
 * PutObject, GetObject (Range), HeadObject, DeleteObject(s), CopyObject, CreateMultipartUpload,
 * UploadPart, ListParts, ListMultipartUploads, CompleteMultipartUpload, AbortMultipartUpload — with S3's
 * XML answers and error codes (NoSuchKey, NoSuchUpload, InvalidRange …, worded as S3 words them), and
 * refuses (403) a request without an AWS SigV4 Authorization header for the configured access key.
 * No S3 server exists on the test machine and the npm fakes lack ListParts, which resuming needs.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

interface StoredFile {
  file: string;
  size: number;
  etag: string;
}
interface S3Object extends StoredFile {
  contentType: string;
  meta: Record<string, string>;
  lastModified: Date;
}
interface MultipartUpload {
  key: string;
  initiated: Date;
  contentType: string;
  meta: Record<string, string>;
  parts: Map<number, StoredFile & { lastModified: Date }>;
}

/** One request the double answered (tests check what the server asked of S3). */
export interface S3Call {
  op: string;
  key: string;
  range?: string;
  status: number;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const tags = (body: string, tag: string) =>
  [...body.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) =>
    m[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );

/** S3's wording of the errors this double answers. */
const ERRORS: Record<string, [status: number, message: string]> = {
  NoSuchKey: [404, 'The specified key does not exist.'],
  NoSuchUpload: [
    404,
    'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
  ],
  NoSuchBucket: [404, 'The specified bucket does not exist'],
  InvalidRange: [416, 'The requested range is not satisfiable'],
  InvalidPart: [
    400,
    "One or more of the specified parts could not be found. The part may not have been uploaded, or the specified entity tag may not match the part's entity tag.",
  ],
  InvalidAccessKeyId: [403, 'The AWS Access Key Id you provided does not exist in our records.'],
  AccessDenied: [403, 'Access Denied'],
  SignatureDoesNotMatch: [
    403,
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  ],
  NotImplemented: [501, 'A header you provided implies functionality that is not implemented'],
};

/** RFC 3986 escaping as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const uriEscape = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

class S3Error extends Error {
  constructor(
    readonly code: keyof typeof ERRORS,
    readonly resource = '',
  ) {
    super(code);
  }
}

/** Counts and hashes a body on its way to a file. */
class Measure extends Transform {
  size = 0;
  private hash = createHash('md5');
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    this.hash.update(chunk);
    done(null, chunk);
  }
  etag() {
    return `"${this.hash.digest('hex')}"`;
  }
}

const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

export interface S3Double {
  /** `http://127.0.0.1:<port>`: the S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The keys of the objects in the bucket, sorted. */
  keys(): string[];
  /** The keys of the multipart uploads in progress. */
  pendingUploads(): string[];
  /** Makes the multipart upload at `key` look started `ms` earlier (the expiry clean-up's test). */
  backdate(key: string, ms: number): void;
  /** Every request answered so far. */
  calls: S3Call[];
  close(): Promise<void>;
}

export async function startS3Double(bucket = 'portal-uploads'): Promise<S3Double> {
  const dir = mkdtempSync(join(tmpdir(), 's3-double-'));
  const accessKeyId = `AKIA${randomBytes(8).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(20).toString('base64');
  const objects = new Map<string, S3Object>();
  const uploads = new Map<string, MultipartUpload>();
  const calls: S3Call[] = [];

  const newFile = () => join(dir, randomBytes(12).toString('hex'));
  /** Streams a request body to a new file (removed again if the body breaks off). */
  const receive = async (req: IncomingMessage): Promise<StoredFile> => {
    if (/aws-chunked/.test(String(req.headers['content-encoding'] ?? '')))
      throw new S3Error('NotImplemented');
    const file = newFile();
    const measure = new Measure();
    try {
      await pipeline(req, measure, createWriteStream(file));
    } catch (e) {
      await rm(file, { force: true });
      throw e;
    }
    return { file, size: measure.size, etag: measure.etag() };
  };
  const readAll = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString();
  };
  const metaOf = (req: IncomingMessage) =>
    Object.fromEntries(
      Object.entries(req.headers)
        .filter(([k]) => k.startsWith('x-amz-meta-'))
        .map(([k, v]) => [k.slice('x-amz-meta-'.length), String(v)]),
    );
  const drop = async (o: StoredFile | undefined) => {
    if (o) await rm(o.file, { force: true });
  };
  const uploadOf = (id: string | null, key: string) => {
    const upload = id === null ? undefined : uploads.get(id);
    if (!upload || upload.key !== key) throw new S3Error('NoSuchUpload', key);
    return upload;
  };
  const objectOf = (key: string) => {
    const o = objects.get(key);
    if (!o) throw new S3Error('NoSuchKey', key);
    return o;
  };
  const objectHeaders = (res: ServerResponse, o: S3Object) => {
    res.setHeader('ETag', o.etag);
    res.setHeader('Last-Modified', o.lastModified.toUTCString());
    res.setHeader('Content-Type', o.contentType);
    res.setHeader('Accept-Ranges', 'bytes');
    for (const [k, v] of Object.entries(o.meta)) res.setHeader(`x-amz-meta-${k}`, v);
  };

  /**
   * AWS Signature Version 4 as S3 checks it: the Authorization header names this access key, and its
   * signature is the HMAC of the canonical request (method, path as sent, sorted query, the signed headers,
   * the payload hash the client declared in x-amz-content-sha256) under the key derived from the secret.
   */
  function checkSignature(req: IncomingMessage) {
    const auth = SIGV4.exec(String(req.headers.authorization ?? ''));
    if (!auth) throw new S3Error('AccessDenied');
    const [, keyId, date, region, signed, signature] = auth as unknown as string[];
    if (keyId !== accessKeyId) throw new S3Error('InvalidAccessKeyId');
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const payloadHash = req.headers['x-amz-content-sha256'];
    const signedHeaders = signed!.split(';');
    if (!signedHeaders.includes('host') || !amzDate.startsWith(date!) || typeof payloadHash !== 'string')
      throw new S3Error('AccessDenied');
    const [path = '/', rawQuery = ''] = (req.url ?? '/').split('?');
    const query = [...new URLSearchParams(rawQuery).entries()]
      .map(([k, v]) => [uriEscape(k), uriEscape(v)] as const)
      .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const headers = signedHeaders
      .map(
        (h) =>
          `${h}:${String(req.headers[h] ?? '')
            .replace(/\s+/g, ' ')
            .trim()}\n`,
      )
      .join('');
    const canonical = [req.method, path, query, headers, signed, payloadHash].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const toSign = [
      'AWS4-HMAC-SHA256',
      amzDate,
      scope,
      createHash('sha256').update(canonical).digest('hex'),
    ].join('\n');
    const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date!), region!), 's3'), 'aws4_request');
    const expected = createHmac('sha256', signingKey).update(toSign).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex')))
      throw new S3Error('SignatureDoesNotMatch');
  }

  /** The request's operation, answered; returns the operation's name for the log. */
  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<string> {
    checkSignature(req);

    const [, bucketName = '', ...rest] = url.pathname.split('/');
    if (bucketName !== bucket) throw new S3Error('NoSuchBucket', bucketName);
    const key = rest.map(decodeURIComponent).join('/');
    const q = url.searchParams;
    const method = req.method ?? 'GET';

    if (key === '') {
      if (method === 'POST' && q.has('delete')) {
        const body = await readAll(req);
        const wanted = tags(body, 'Key');
        for (const k of wanted) {
          await drop(objects.get(k));
          objects.delete(k);
        }
        const quiet = /<Quiet>true<\/Quiet>/.test(body);
        res.setHeader('Content-Type', 'application/xml');
        res.end(
          xml(
            `<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${
              quiet ? '' : wanted.map((k) => `<Deleted><Key>${esc(k)}</Key></Deleted>`).join('')
            }</DeleteResult>`,
          ),
        );
        return 'DeleteObjects';
      }
      if (method === 'GET' && q.has('uploads')) {
        const list = [...uploads.entries()].sort(([, a], [, b]) => a.key.localeCompare(b.key));
        res.setHeader('Content-Type', 'application/xml');
        res.end(
          xml(
            `<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket>` +
              `<IsTruncated>false</IsTruncated>${list
                .map(
                  ([id, u]) =>
                    `<Upload><Key>${esc(u.key)}</Key><UploadId>${id}</UploadId>` +
                    `<Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
                )
                .join('')}</ListMultipartUploadsResult>`,
          ),
        );
        return 'ListMultipartUploads';
      }
      throw new S3Error('NotImplemented');
    }

    if (method === 'PUT' && req.headers['x-amz-copy-source']) {
      const source = decodeURIComponent(String(req.headers['x-amz-copy-source']).replace(/^\//, ''));
      const from = source.startsWith(`${bucket}/`) ? objects.get(source.slice(bucket.length + 1)) : undefined;
      if (!from) throw new S3Error('NoSuchKey', source);
      const file = newFile();
      await pipeline(createReadStream(from.file), createWriteStream(file));
      const replace = req.headers['x-amz-metadata-directive'] === 'REPLACE';
      await drop(objects.get(key));
      const copy: S3Object = {
        ...from,
        file,
        lastModified: new Date(),
        contentType: replace
          ? String(req.headers['content-type'] ?? 'binary/octet-stream')
          : from.contentType,
        meta: replace ? metaOf(req) : from.meta,
      };
      objects.set(key, copy);
      res.setHeader('Content-Type', 'application/xml');
      res.end(
        xml(
          `<CopyObjectResult><LastModified>${copy.lastModified.toISOString()}</LastModified>` +
            `<ETag>${esc(copy.etag)}</ETag></CopyObjectResult>`,
        ),
      );
      return 'CopyObject';
    }
    if (method === 'PUT' && q.has('uploadId')) {
      const upload = uploadOf(q.get('uploadId'), key);
      const n = Number(q.get('partNumber'));
      const part = await receive(req);
      await drop(upload.parts.get(n));
      upload.parts.set(n, { ...part, lastModified: new Date() });
      res.setHeader('ETag', part.etag);
      res.end();
      return 'UploadPart';
    }
    if (method === 'PUT') {
      const body = await receive(req);
      await drop(objects.get(key));
      objects.set(key, {
        ...body,
        contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        meta: metaOf(req),
        lastModified: new Date(),
      });
      res.setHeader('ETag', body.etag);
      res.end();
      return 'PutObject';
    }
    if (method === 'POST' && q.has('uploads')) {
      const id = randomBytes(24).toString('base64url');
      uploads.set(id, {
        key,
        initiated: new Date(),
        contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        meta: metaOf(req),
        parts: new Map(),
      });
      res.setHeader('Content-Type', 'application/xml');
      res.end(
        xml(
          `<InitiateMultipartUploadResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket>` +
            `<Key>${esc(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        ),
      );
      return 'CreateMultipartUpload';
    }
    if (method === 'POST' && q.has('uploadId')) {
      const id = q.get('uploadId');
      const upload = uploadOf(id, key);
      const body = await readAll(req);
      const numbers = tags(body, 'PartNumber').map(Number);
      const etags = tags(body, 'ETag');
      const parts = numbers.map((n, i) => {
        const part = upload.parts.get(n);
        if (!part || part.etag !== etags[i]) throw new S3Error('InvalidPart', key);
        return part;
      });
      const file = newFile();
      await writeFile(file, '');
      for (const part of parts)
        await pipeline(createReadStream(part.file), createWriteStream(file, { flags: 'a' }));
      for (const part of upload.parts.values()) await drop(part);
      uploads.delete(id!);
      await drop(objects.get(key));
      const etag = `"${createHash('md5')
        .update(parts.map((p) => p.etag).join(''))
        .digest('hex')}-${parts.length}"`;
      objects.set(key, {
        file,
        size: (await stat(file)).size,
        etag,
        contentType: upload.contentType,
        meta: upload.meta,
        lastModified: new Date(),
      });
      res.setHeader('Content-Type', 'application/xml');
      res.end(
        xml(
          `<CompleteMultipartUploadResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
            `<Location>${esc(`${url.origin}/${bucket}/${key}`)}</Location><Bucket>${bucket}</Bucket>` +
            `<Key>${esc(key)}</Key><ETag>${esc(etag)}</ETag></CompleteMultipartUploadResult>`,
        ),
      );
      return 'CompleteMultipartUpload';
    }
    if (method === 'GET' && q.has('uploadId')) {
      const upload = uploadOf(q.get('uploadId'), key);
      const marker = Number(q.get('part-number-marker') ?? 0);
      const max = Number(q.get('max-parts') ?? 1000);
      const all = [...upload.parts.entries()].filter(([n]) => n > marker).sort(([a], [b]) => a - b);
      const page = all.slice(0, max);
      const truncated = all.length > page.length;
      res.setHeader('Content-Type', 'application/xml');
      res.end(
        xml(
          `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket>` +
            `<Key>${esc(key)}</Key><UploadId>${q.get('uploadId')}</UploadId>` +
            `<PartNumberMarker>${marker}</PartNumberMarker>` +
            `<NextPartNumberMarker>${page.at(-1)?.[0] ?? marker}</NextPartNumberMarker>` +
            `<MaxParts>${max}</MaxParts><IsTruncated>${truncated}</IsTruncated>${page
              .map(
                ([n, p]) =>
                  `<Part><PartNumber>${n}</PartNumber><LastModified>${p.lastModified.toISOString()}</LastModified>` +
                  `<ETag>${esc(p.etag)}</ETag><Size>${p.size}</Size></Part>`,
              )
              .join('')}</ListPartsResult>`,
        ),
      );
      return 'ListParts';
    }
    if (method === 'DELETE' && q.has('uploadId')) {
      const id = q.get('uploadId');
      const upload = uploadOf(id, key);
      for (const part of upload.parts.values()) await drop(part);
      uploads.delete(id!);
      res.statusCode = 204;
      res.end();
      return 'AbortMultipartUpload';
    }
    if (method === 'DELETE') {
      await drop(objects.get(key));
      objects.delete(key);
      res.statusCode = 204;
      res.end();
      return 'DeleteObject';
    }
    if (method === 'HEAD') {
      const o = objects.get(key);
      if (!o) {
        // HEAD answers carry no body: S3 sends the bare status (the SDK names it NotFound).
        res.statusCode = 404;
        res.end();
        return 'HeadObject';
      }
      objectHeaders(res, o);
      res.setHeader('Content-Length', o.size);
      res.end();
      return 'HeadObject';
    }
    if (method === 'GET') {
      const o = objectOf(key);
      const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
      let start = 0;
      let end = o.size - 1;
      if (range) {
        if (range[1] === '') start = Math.max(0, o.size - Number(range[2]));
        else {
          start = Number(range[1]);
          if (range[2] !== '') end = Math.min(end, Number(range[2]));
        }
        if (start >= o.size || (range[1] === '' && Number(range[2]) === 0))
          throw new S3Error('InvalidRange', key);
        res.statusCode = 206;
        res.setHeader('Content-Range', `bytes ${start}-${end}/${o.size}`);
      }
      objectHeaders(res, o);
      res.setHeader('Content-Length', o.size === 0 ? 0 : end - start + 1);
      if (o.size === 0) {
        res.end();
        return 'GetObject';
      }
      await pipeline(createReadStream(o.file, { start, end }), res);
      return 'GetObject';
    }
    throw new S3Error('NotImplemented');
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const key = url.pathname.split('/').slice(2).map(decodeURIComponent).join('/');
    const log = (op: string) =>
      calls.push({
        op,
        key,
        status: res.statusCode,
        ...(req.headers.range ? { range: String(req.headers.range) } : {}),
      });
    handle(req, res, url).then(log, (e: unknown) => {
      if (!(e instanceof S3Error)) {
        // The client went away mid-body (a dropped upload): nothing was stored.
        log('aborted');
        res.destroy();
        return;
      }
      const [status, message] = ERRORS[e.code]!;
      res.statusCode = status;
      log(e.code);
      if (res.headersSent) return res.destroy();
      res.setHeader('Content-Type', 'application/xml');
      res.setHeader('x-amz-request-id', randomBytes(8).toString('hex').toUpperCase());
      req.resume();
      res.end(
        xml(
          `<Error><Code>${e.code}</Code><Message>${esc(message)}</Message>` +
            `<Resource>${esc(e.resource)}</Resource><RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`,
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    keys: () => [...objects.keys()].sort(),
    pendingUploads: () => [...uploads.values()].map((u) => u.key).sort(),
    calls,
    backdate: (key, ms) => {
      for (const u of uploads.values()) if (u.key === key) u.initiated = new Date(u.initiated.getTime() - ms);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
