/**
 * The S3 store of uploads (decision 0054), against the S3 double (tests/server/s3Double.ts): tus keeps its
 * transfers in the bucket, so a dropped upload resumes byte for byte even on another server; finishing
 * judges a ranged read of the first bytes and copies to `uploads/<name>`, leaving nothing of tus behind;
 * the multipart call puts its file to the bucket; `/media/uploads/` is served from the bucket with Range;
 * an incomplete S3 configuration stops the start.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_URL_PREFIX } from '../../domain/submission';
import { loadConfig, uploadStoreNotice, type Config } from '../../server/config';
import { quotaMessage } from '../../server/uploads/quota';
import { ownsUploads } from '../../server/uploads/registry';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { s3ClientConfig, s3FinishedStore } from '../../server/uploads/s3';
import { parseRange } from '../../server/uploads/serve';
import { uploadDirsOf } from '../../server/uploads/storage';
import { TUS_EXPIRY_MS, TUS_PATH } from '../../server/uploads/tus';
import { uploadResponse } from '../../src/schemas/submission';
import { msg } from '../../src/text/messages';
import { uploadMsg } from '../../src/text/upload';
import { bearer, postJson, startTestApp, type TestApp } from './helpers';
import { startS3Double, type S3Double } from './s3Double';
import {
  patternChunks,
  patternSha256,
  patternSlice,
  PNG_HEAD,
  postMultipart,
  rawRequest,
  tusMetadata,
  type RawAnswer,
} from './uploadSupport';

const MiB = 1024 * 1024;
/** The size of the resumed upload: 24 MiB and an odd tail (three 8 MiB parts would line up too neatly). */
const SIZE = 24 * 1024 * 1024 + 12_345;

let s3: S3Double;
let t: TestApp;
let base: string;
const s3Env = () => ({
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: '1',
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
});
const listen = async (app: TestApp['app']) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  s3 = await startS3Double();
  t = await startTestApp({ s3: loadConfig(s3Env()).s3 });
  base = await listen(t.app);
}, 60_000);
afterAll(async () => {
  await t.close();
  await s3.close();
});

const freshUser = async () =>
  (await postJson(t.app, '/api/__test/liveRoom/user')).body.data as { uid: number; token: string };
const tusLeftovers = () => [...s3.keys().filter((k) => k.includes('tus/')), ...s3.pendingUploads()];
const finishedKey = (fileUrl: string) => `uploads/${fileUrl.slice(UPLOAD_URL_PREFIX.length)}`;

const tusHeaders = (token: string, extra: Record<string, string | number> = {}) => ({
  'tus-resumable': '1.0.0',
  ...bearer(token),
  ...extra,
});
const create = async (at: string, token: string, size: number, filename: string) =>
  (await rawRequest(
    `${at}${TUS_PATH}`,
    'POST',
    tusHeaders(token, { 'upload-length': size, 'upload-metadata': tusMetadata({ filename }) }),
  )) as RawAnswer;
const head = async (at: string, location: string, token: string) =>
  (await rawRequest(`${at}${location}`, 'HEAD', tusHeaders(token))) as RawAnswer;
const patch = (
  at: string,
  location: string,
  token: string,
  offset: number,
  chunks: Iterable<Buffer>,
  dropAfter?: number,
) =>
  rawRequest(
    `${at}${location}`,
    'PATCH',
    tusHeaders(token, { 'upload-offset': offset, 'content-type': 'application/offset+octet-stream' }),
    chunks,
    dropAfter,
  );
/**
 * A PATCH from offset 0 that sends `bytes` bytes and then, once `arrived()` says the server has stored
 * something, drops the connection mid-body (the request never ends).
 */
async function patchThenDrop(url: string, token: string, bytes: number, arrived: () => boolean) {
  const req = httpRequest(url, {
    method: 'PATCH',
    headers: tusHeaders(token, { 'upload-offset': 0, 'content-type': 'application/offset+octet-stream' }),
  });
  req.on('error', () => undefined);
  for (const chunk of patternChunks(0, bytes)) {
    if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
  }
  for (let i = 0; i < 400 && !arrived(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(arrived()).toBe(true);
  req.destroy();
}
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('tus with the S3 store', () => {
  it(`resumes a dropped ${SIZE} byte upload on another server: byte-identical, in the bucket, no tus leftovers`, async () => {
    const u = await freshUser();
    const made = await create(base, u.token, SIZE, '续传.mp4');
    expect(made.status).toBe(201);
    const location = made.headers.location as string;
    expect(location).toMatch(new RegExp(`^${TUS_PATH}/[0-9a-f]{32}$`));
    const tusKey = `tus/${location.slice(TUS_PATH.length + 1)}`;
    expect(s3.pendingUploads()).toContain(tusKey);

    // About half, then the connection drops (once the server has put a part to the bucket).
    await patchThenDrop(`${base}${location}`, u.token, SIZE / 2, () =>
      s3.calls.some((c) => c.op === 'UploadPart' && c.key === tusKey && c.status === 200),
    );

    // A second portal server on the same bucket (and database) continues it: nothing is local to the first.
    const second = await t.build();
    const secondBase = await listen(second);
    let offset = -1;
    for (let i = 0; i < 100; i++) {
      const h = await head(secondBase, location, u.token);
      expect(h.status).toBe(200);
      expect(h.headers['upload-length']).toBe(String(SIZE));
      offset = Number(h.headers['upload-offset']);
      // The first server may still be putting what arrived into the bucket: wait until it settles.
      await new Promise((r) => setTimeout(r, 100));
      if (Number((await head(secondBase, location, u.token)).headers['upload-offset']) === offset) break;
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(SIZE / 2);

    // Another user learns nothing of it.
    const other = await freshUser();
    const foreign = await head(secondBase, location, other.token);
    expect(foreign.status).toBe(404);

    const done = (await patch(
      secondBase,
      location,
      u.token,
      offset,
      patternChunks(offset, SIZE),
    )) as RawAnswer;
    expect(done.status).toBe(200);
    const { data } = uploadResponse.parse(JSON.parse(done.body));
    expect(data).toMatchObject({ fileName: '续传.mp4', fileSize: SIZE });
    expect(data.fileUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.mp4$/);
    expect(await ownsUploads(t.db, u.uid, [data.fileUrl])).toBe(true);

    // The content was judged on a ranged read of the first bytes, never the whole tus object.
    const reads = s3.calls.filter((c) => c.op === 'GetObject' && c.key === tusKey);
    expect(reads).toEqual([{ op: 'GetObject', key: tusKey, range: 'bytes=0-4099', status: 206 }]);
    expect(s3.keys()).toContain(finishedKey(data.fileUrl));
    expect(tusLeftovers()).toEqual([]);
    expect(await readdir(uploadDirsOf(t.app)!.uploads)).toEqual([]);

    // Served from the bucket, by either server, byte for byte.
    const served = await fetch(`${base}${data.fileUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('content-length')).toBe(String(SIZE));
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(patternSha256(SIZE));

    const ranged = await fetch(`${secondBase}${data.fileUrl}`, {
      headers: { range: 'bytes=9000000-9000999' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 9000000-9000999/${SIZE}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(patternSlice(9_000_000, 9_001_000))).toBe(true);
    const tail = await fetch(`${base}${data.fileUrl}`, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(patternSlice(SIZE - 10, SIZE))).toBe(true);
    const past = await fetch(`${base}${data.fileUrl}`, { headers: { range: `bytes=${SIZE}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${SIZE}`);
    expect(await past.json()).toEqual({ code: 416, msg: uploadMsg.rangeUnsatisfiable });
    const headOnly = await fetch(`${base}${data.fileUrl}`, { method: 'HEAD' });
    expect(headOnly.status).toBe(200);
    expect(headOnly.headers.get('content-length')).toBe(String(SIZE));
    // Finished: the upload can no longer be continued.
    expect((await head(base, location, u.token)).status).toBe(404);
    await second.close();
  }, 120_000);

  it('refuses a PNG name holding text: 400 with the message, nothing left in the bucket', async () => {
    const before = s3.keys();
    const u = await freshUser();
    const body = Buffer.from('这不是图片，只是一段文字。'.repeat(50));
    const made = await create(base, u.token, body.length, '截图.png');
    const location = made.headers.location as string;
    const r = (await patch(base, location, u.token, 0, [body])) as RawAnswer;
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toEqual({ code: 400, msg: uploadMsg.typeMismatch('png') });
    expect(s3.keys()).toEqual(before);
    expect(tusLeftovers()).toEqual([]);
    expect((await head(base, location, u.token)).status).toBe(404);
  });

  it('answers another user’s HEAD and PATCH with 404, the owner’s DELETE leaves nothing', async () => {
    const u = await freshUser();
    const made = await create(base, u.token, 100_000, 'a.mp4');
    const location = made.headers.location as string;
    const other = await freshUser();
    const foreign = await head(base, location, other.token);
    expect(foreign.status).toBe(404);
    const write = (await patch(base, location, other.token, 0, [Buffer.alloc(10)])) as RawAnswer;
    expect(write.status).toBe(404);
    expect(JSON.parse(write.body)).toEqual({ code: 404, msg: uploadMsg.unknownUpload });
    expect((await head(base, location, u.token)).status).toBe(200);
    const del = (await rawRequest(`${base}${location}`, 'DELETE', tusHeaders(u.token))) as RawAnswer;
    expect(del.status).toBe(204);
    expect(tusLeftovers()).toEqual([]);
  });
});

describe('ownership and the quota with the S3 store (issue 31)', () => {
  const client = () => {
    const { bucket, ...config } = s3ClientConfig(t.config.s3!);
    return { bucket, s3: new S3Client(config) };
  };

  it('no id with a suffix or dots reaches the bucket, and an upload whose .info is gone has no owner', async () => {
    const a = await freshUser();
    const b = await freshUser();
    const location = (await create(base, a.token, 100_000, 'a.mp4')).headers.location as string;
    expect(((await patch(base, location, a.token, 0, [patternSlice(0, 1000)])) as RawAnswer).status).toBe(
      204,
    );
    const id = location.slice(TUS_PATH.length + 1);
    const key = `tus/${id}`;
    const held = () => [...s3.keys().filter((k) => k.startsWith(key)), ...s3.pendingUploads()].sort();
    const before = held();
    expect(before).toEqual([key, `${key}.info`, `${key}.part`].sort());
    const shapes = [
      `${id}.info`,
      `${id}.part`,
      `${id}%2Einfo`,
      `${id}%2F.info`,
      `..%2F${id}`,
      '..',
      '.',
      '%2E%2E',
    ];
    for (const user of [b, a])
      for (const method of ['HEAD', 'PATCH', 'DELETE'])
        for (const shape of shapes) {
          const r = (await rawRequest(
            `${base}${TUS_PATH}/${shape}`,
            method,
            tusHeaders(user.token),
          )) as RawAnswer;
          expect(r.status, `${method} ${shape}`).toBe(404);
          expect(held(), `${method} ${shape}`).toEqual(before);
        }

    // The .info gone (as a DELETE of `<id>.info` could leave it before): no one may remove what is left.
    const { bucket, s3: direct } = client();
    try {
      const info = await direct.send(new GetObjectCommand({ Bucket: bucket, Key: `${key}.info` }));
      const infoBody = await info.Body!.transformToByteArray();
      await direct.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${key}.info` }));
      for (const user of [b, a]) {
        const r = (await rawRequest(`${base}${location}`, 'DELETE', tusHeaders(user.token))) as RawAnswer;
        expect(r.status).toBe(404);
        expect(JSON.parse(r.body)).toEqual({ code: 404, msg: uploadMsg.unknownUpload });
      }
      expect(s3.pendingUploads()).toContain(key);
      expect(s3.keys()).toContain(`${key}.part`);
      await direct.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${key}.info`,
          Body: infoBody,
          ContentType: info.ContentType,
          Metadata: info.Metadata,
        }),
      );
    } finally {
      direct.destroy();
    }
    expect((await head(base, location, a.token)).status).toBe(200);
    expect(
      ((await rawRequest(`${base}${location}`, 'DELETE', tusHeaders(a.token))) as RawAnswer).status,
    ).toBe(204);
    expect(tusLeftovers()).toEqual([]);
  });

  it('counts the uploads in the bucket against the quota; discarding one frees its place', async () => {
    const app = await t.build({
      config: { ...t.config, uploadMaxBytes: 4 * MiB, uploadQuotaBytes: 6 * MiB },
    });
    const at = await listen(app);
    const u = await freshUser();
    const first = await create(at, u.token, 3 * MiB, 'a.mp4');
    const second = await create(at, u.token, 3 * MiB, 'b.mp4');
    expect([first.status, second.status]).toEqual([201, 201]);
    const refused = await create(at, u.token, MiB, 'c.mp4');
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ code: 413, msg: quotaMessage(6 * MiB) });
    // Finished, the first still counts; the second discarded, its place is free.
    const done = (await patch(at, first.headers.location as string, u.token, 0, [
      patternSlice(0, 3 * MiB),
    ])) as RawAnswer;
    expect(done.status).toBe(200);
    expect((await create(at, u.token, MiB, 'c.mp4')).status).toBe(413);
    const del = (await rawRequest(
      `${at}${second.headers.location as string}`,
      'DELETE',
      tusHeaders(u.token),
    )) as RawAnswer;
    expect(del.status).toBe(204);
    const third = await create(at, u.token, 3 * MiB, 'c.mp4');
    expect(third.status).toBe(201);
    await rawRequest(`${at}${third.headers.location as string}`, 'DELETE', tusHeaders(u.token));
    expect(tusLeftovers()).toEqual([]);
  });
});

describe('the expiry clean-up with the S3 store', () => {
  it('removes an upload older than 24 h and everything it left, keeps a younger one', async () => {
    const u = await freshUser();
    const old = (await create(base, u.token, 100_000, 'old.mp4')).headers.location as string;
    expect(((await patch(base, old, u.token, 0, [patternSlice(0, 1000)])) as RawAnswer).status).toBe(204);
    const young = (await create(base, u.token, 100_000, 'young.mp4')).headers.location as string;
    const oldKey = `tus/${old.slice(TUS_PATH.length + 1)}`;
    expect(s3.keys()).toEqual(expect.arrayContaining([`${oldKey}.info`, `${oldKey}.part`]));
    s3.backdate(oldKey, TUS_EXPIRY_MS + 60_000);

    const store = s3FinishedStore(t.config.s3!);
    try {
      expect(await store.tus.datastore.deleteExpired()).toBe(2);
    } finally {
      store.close();
    }
    expect(tusLeftovers().filter((k) => k.startsWith(oldKey))).toEqual([]);
    expect((await head(base, old, u.token)).status).toBe(404);
    expect((await head(base, young, u.token)).status).toBe(200);
    await rawRequest(`${base}${young}`, 'DELETE', tusHeaders(u.token));
    expect(tusLeftovers()).toEqual([]);
  });
});

describe('multipart and serving with the S3 store', () => {
  const upload = postMultipart;
  const PNG = Buffer.concat([PNG_HEAD, Buffer.alloc(5000, 7)]);

  it('puts the file to the bucket, removes the local one, and serves it from there', async () => {
    const u = await freshUser();
    const r = await upload(t.app, '海报.png', PNG, u.token);
    expect(r.statusCode).toBe(200);
    const { data } = uploadResponse.parse(r.json());
    expect(data).toMatchObject({ fileName: '海报.png', fileSize: PNG.length });
    expect(s3.keys()).toContain(finishedKey(data.fileUrl));
    const dirs = uploadDirsOf(t.app)!;
    expect(await readdir(dirs.partial)).toEqual([]);
    expect(await readdir(dirs.uploads)).toEqual([]);
    const served = await t.app.inject({ method: 'GET', url: data.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a PNG name holding text with 400 and puts nothing', async () => {
    const before = s3.keys();
    const u = await freshUser();
    const r = await upload(t.app, 'fake.png', Buffer.from('hello '.repeat(100)), u.token);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ code: 400, msg: uploadMsg.typeMismatch('png') });
    expect(s3.keys()).toEqual(before);
  });

  it('answers 404 in the envelope for an unknown name and for a name that is not a stored one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `${UPLOAD_URL_PREFIX}${'0'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, msg: msg.validation.notFound });
    for (const url of [
      `${UPLOAD_URL_PREFIX}..%2F..%2Fetc%2Fpasswd`,
      `${UPLOAD_URL_PREFIX}${'0'.repeat(32)}.png.exe`,
      `${UPLOAD_URL_PREFIX}a.png`,
    ]) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
    }
    const headMissing = await t.app.inject({
      method: 'HEAD',
      url: `${UPLOAD_URL_PREFIX}${'1'.repeat(32)}.mp4`,
    });
    expect(headMissing.statusCode).toBe(404);
  });

  it('a hostile client on the served route: any name and any Range answer below 500, in the envelope, exact bytes', async () => {
    const u = await freshUser();
    const { data } = uploadResponse.parse((await upload(t.app, 'range.png', PNG, u.token)).json());
    const stored = data.fileUrl.slice(UPLOAD_URL_PREFIX.length);
    const name = fc.oneof(
      fc.constant(stored),
      fc.stringMatching(/^[0-9a-f]{32}\.(png|mp4|pdf|exe|)$/),
      fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%00', '%E4%BD%A0.png', `${stored}%2F`, 'a'.repeat(2000)),
      fc.string({ maxLength: 80 }).map(encodeURIComponent),
    );
    const bound = fc.oneof(
      fc.constant(''),
      fc.nat({ max: PNG.length * 2 }).map(String),
      fc.constant('99999999999999999999'),
    );
    const range = fc.oneof(
      fc.constant(undefined),
      fc.tuple(bound, bound).map(([a, b]) => `bytes=${a}-${b}`),
      fc.constantFrom('bytes=0-1,4-5', 'bytes=-', 'items=0-1', 'bytes=-0', 'bytes=1-0', ' bytes=0-3 '),
      fc.string({ maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(name, range, fc.constantFrom('GET', 'HEAD'), async (n, r, method) => {
        const res = await t.app.inject({
          method: method as 'GET' | 'HEAD',
          url: `${UPLOAD_URL_PREFIX}${n}`,
          headers: r === undefined ? {} : { range: r },
        });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400 && method === 'GET') {
          const body = res.json() as { code: number; msg: string };
          expect(body.code).toBe(res.statusCode);
          expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
        }
        if (res.statusCode === 206 && method === 'GET') {
          const [, a, b, total] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(res.headers['content-range']))!;
          expect(Number(total)).toBe(PNG.length);
          expect(res.rawPayload.equals(PNG.subarray(Number(a), Number(b) + 1))).toBe(true);
        }
        if (res.statusCode === 200 && method === 'GET') expect(res.rawPayload.equals(PNG)).toBe(true);
        if (res.statusCode < 300) expect(n).toBe(stored);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every key under S3_PREFIX, with a disk DATA_DIR too', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-upload-s3-disk-'));
    try {
      const config: Config = { ...t.config, dataDir, s3: loadConfig({ ...s3Env(), S3_PREFIX: 'portal' }).s3 };
      const app = await t.build({ config });
      const u = await freshUser();
      const r = await upload(app, 'p.png', PNG, u.token);
      const { data } = uploadResponse.parse(r.json());
      expect(s3.keys()).toContain(`portal/${finishedKey(data.fileUrl)}`);
      expect(await readdir(join(dataDir, 'uploads-partial'))).toEqual([]);
      expect(await readdir(join(dataDir, 'media', 'uploads'))).toEqual([]);
      // Served from the bucket, not the /media/ root of the disk.
      const served = await app.inject({ method: 'GET', url: data.fileUrl, headers: { range: 'bytes=0-7' } });
      expect(served.statusCode).toBe(206);
      expect(served.rawPayload.equals(PNG.subarray(0, 8))).toBe(true);
      await app.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the S3 double', () => {
  it('refuses a request without a SigV4 signature of the configured key', async () => {
    const anonymous = await fetch(`${s3.endpoint}/${s3.bucket}/uploads/x`);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toContain('<Code>AccessDenied</Code>');
    const wrongKey = await fetch(`${s3.endpoint}/${s3.bucket}/uploads/x`, {
      headers: {
        authorization: `AWS4-HMAC-SHA256 Credential=AKIAOTHER/20261126/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature=${'0'.repeat(64)}`,
        'x-amz-date': '20261126T000000Z',
      },
    });
    expect(wrongKey.status).toBe(403);
    expect(await wrongKey.text()).toContain('<Code>InvalidAccessKeyId</Code>');
  });

  it('checks the signature itself: the right secret gets S3’s answer, a wrong one SignatureDoesNotMatch', async () => {
    const client = (secretAccessKey: string) =>
      new S3Client({
        ...s3ClientConfig({ ...t.config.s3!, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey } }),
      });
    const ask = (secret: string) =>
      client(secret)
        .send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'uploads/没有这个文件.png' }))
        .then(
          () => 'found',
          (e: { name: string }) => e.name,
        );
    expect(await ask(s3.secretAccessKey)).toBe('NoSuchKey');
    expect(await ask(`${s3.secretAccessKey}x`)).toBe('SignatureDoesNotMatch');
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, 100, null],
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=95-200', 100, { start: 95, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-200', 100, { start: 0, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=9-3', 100, null],
    ['bytes=0-1,5-6', 100, null],
    ['items=0-1', 100, null],
  ] as const)('%s of %i bytes → %j', (header, size, answer) => {
    expect(parseRange(header, size)).toEqual(answer);
  });
});

describe('the S3 configuration', () => {
  it('is off without S3_BUCKET and complete with it (defaults: us-east-1, no prefix, the SDK’s credentials)', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'media-bucket' }).s3).toEqual({
      bucket: 'media-bucket',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
      prefix: '',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'b1-x',
        S3_REGION: 'cn-north-1',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PREFIX: 'a/b',
      }).s3,
    ).toEqual({
      bucket: 'b1-x',
      region: 'cn-north-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      prefix: 'a/b/',
    });
  });

  it('announces the store at start without a credential', () => {
    const env = { S3_BUCKET: 'b1-x', S3_ACCESS_KEY_ID: 'AKIAKEY', S3_SECRET_ACCESS_KEY: 'very-secret' };
    const notice = uploadStoreNotice(loadConfig(env));
    expect(notice).toBe('uploads: S3 bucket b1-x at AWS us-east-1, credentials from S3_ACCESS_KEY_ID');
    expect(notice).not.toContain('very-secret');
    expect(uploadStoreNotice(loadConfig({ DATA_DIR: '/srv/portal' }))).toBe(
      'uploads: file store under /srv/portal',
    );
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_ENDPOINT set without S3_BUCKET/],
    [
      { S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' },
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without S3_BUCKET/,
    ],
    [{ S3_BUCKET: 'b1-x', S3_ACCESS_KEY_ID: 'k' }, /must be set together/],
    [{ S3_BUCKET: 'b1-x', S3_SECRET_ACCESS_KEY: 's' }, /must be set together/],
    [{ S3_BUCKET: 'b1-x', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be 1 or 0/],
    [{ S3_BUCKET: 'b1-x', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be/],
    [{ S3_BUCKET: 'B_bad' }, /S3_BUCKET invalid/],
    [{ S3_BUCKET: 'b1-x', S3_PREFIX: '../up' }, /S3_PREFIX invalid/],
    [{ S3_BUCKET: 'b1-x', UPLOAD_MAX_BYTES: String(6 * 1024 ** 3) }, /over 5 GiB/],
  ])('refuses %j at start', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
