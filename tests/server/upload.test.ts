/**
 * Uploads (000 §7.4, design §10, decision 0049): the contract's multipart call and the resumable tus endpoint,
 * both bearer-only, typed by content, stored under /media/uploads/ and recorded as the user's; tus resumes a
 * dropped 200 MB transfer byte for byte and keeps each upload to its creator.
 */
import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_URL_PREFIX } from '../../domain/submission';
import { TUS_ENDPOINT, UPLOAD_ENDPOINT } from '../../src/api/upload';
import { uploadResponse } from '../../src/schemas/submission';
import { msg } from '../../src/text/messages';
import { uploadMsg } from '../../src/text/upload';
import { ownsUploads } from '../../server/uploads/registry';
import { uploadDirsOf } from '../../server/uploads/storage';
import { TUS_PATH } from '../../server/uploads/tus';
import { UPLOAD_PATH } from '../../server/uploads/multipart';
import { bearer, postJson, startTestApp, type TestApp } from './helpers';
import {
  MP4_HEAD,
  multipartBody,
  patternChunks,
  patternSha256,
  patternSlice,
  PDF_HEAD,
  PNG_HEAD,
  PPT_BYTES,
  PPTX_BYTES,
  rawRequest,
  tusMetadata,
  type RawAnswer,
} from './uploadSupport';

/** A JPEG's start (SOI, APP0 JFIF) and filler. */
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(2000, 9),
]);

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => t.close());

const freshUser = async () =>
  (await postJson(t.app, '/api/__test/liveRoom/user')).body.data as { uid: number; token: string };
const dirs = () => uploadDirsOf(t.app)!;
/** What the transfers in progress hold on disk (multipart partial files, tus uploads and their metadata). */
const inProgress = async () => [...(await readdir(dirs().partial)), ...(await readdir(dirs().tus))];
/** What a test left in progress beyond what was there before it. */
const leftSince = async (before: string[]) => (await inProgress()).filter((n) => !before.includes(n));

const upload = (name: string, content: Buffer, token?: string, field = 'file') => {
  const { payload, contentType } = multipartBody(name, content, field);
  return t.app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    payload,
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
  });
};

it('client and server agree on the addresses', () => {
  expect(UPLOAD_ENDPOINT).toBe(UPLOAD_PATH);
  expect(TUS_ENDPOINT).toBe(TUS_PATH);
});

describe('POST /api/science/upload (multipart)', () => {
  it('refuses a visitor and a bad token with HTTP 401', async () => {
    const visitor = await upload('a.png', PNG_HEAD);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ code: 401, msg: msg.api.expired });
    expect((await upload('a.png', PNG_HEAD, 'not-a-token')).statusCode).toBe(401);
  });

  it('stores PNG, MP4, PDF, PPTX and PPT under /media/uploads/ with the content’s type, recorded as the user’s', async () => {
    const before = await inProgress();
    const u = await freshUser();
    const cases = [
      {
        name: '封面.png',
        body: Buffer.concat([PNG_HEAD, Buffer.alloc(3000, 1)]),
        type: 'image/png',
        ext: 'png',
      },
      { name: 'clip.MP4', body: patternSlice(0, 50_000), type: 'video/mp4', ext: 'mp4' },
      {
        name: '讲义.pdf',
        body: Buffer.concat([PDF_HEAD, Buffer.alloc(500, 32)]),
        type: 'application/pdf',
        ext: 'pdf',
      },
      // The med-speech campaign's slides (002 §5, decision 0052).
      {
        name: '演讲.pptx',
        body: PPTX_BYTES,
        type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        ext: 'pptx',
      },
      { name: '演讲.ppt', body: PPT_BYTES, type: 'application/vnd.ms-powerpoint', ext: 'ppt' },
    ];
    for (const c of cases) {
      const r = await upload(c.name, c.body, u.token);
      expect(r.statusCode).toBe(200);
      const { data } = uploadResponse.parse(r.json());
      expect(data.fileName).toBe(c.name);
      expect(data.fileSize).toBe(c.body.length);
      expect(data.fileUrl).toMatch(new RegExp(`^${UPLOAD_URL_PREFIX}[0-9a-f]{32}\\.${c.ext}$`));
      const served = await t.app.inject({ method: 'GET', url: data.fileUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toContain(c.type);
      expect(served.rawPayload.equals(c.body)).toBe(true);
      expect(await ownsUploads(t.db, u.uid, [data.fileUrl])).toBe(true);
      const other = await freshUser();
      expect(await ownsUploads(t.db, other.uid, [data.fileUrl])).toBe(false);
    }
    expect(await leftSince(before)).toEqual([]);
  });

  it('serves ranges: 206 with the asked bytes', async () => {
    const u = await freshUser();
    const body = patternSlice(0, 100_000);
    const { data } = uploadResponse.parse((await upload('range.mp4', body, u.token)).json());
    const r = await t.app.inject({ method: 'GET', url: data.fileUrl, headers: { range: 'bytes=1000-1999' } });
    expect(r.statusCode).toBe(206);
    expect(r.headers['content-range']).toBe(`bytes 1000-1999/${body.length}`);
    expect(r.headers['content-type']).toContain('video/mp4');
    expect(r.rawPayload.equals(body.subarray(1000, 2000))).toBe(true);
  });

  it('refuses a name that says PNG over other content: HTTP 400, the message, nothing kept', async () => {
    const u = await freshUser();
    const stored = await readdir(dirs().uploads);
    const before = await inProgress();
    const fake = await upload('photo.png', Buffer.from('这不是图片，只是一段文字。'.repeat(50)), u.token);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ code: 400, msg: uploadMsg.typeMismatch('png') });
    expect(uploadMsg.typeMismatch('png')).toBe('文件内容与扩展名不符：该文件不是有效的 PNG 文件');
    // A PDF named .mp4, a PNG named .jpg: the name must say what the bytes are.
    expect((await upload('clip.mp4', PDF_HEAD, u.token)).json().msg).toBe(uploadMsg.typeMismatch('mp4'));
    expect((await upload('a.jpg', PNG_HEAD, u.token)).json().msg).toBe(uploadMsg.typeMismatch('jpg'));
    // A kind the portal does not take.
    const exe = await upload('setup.exe', Buffer.from('MZ\x90\x00'), u.token);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().msg).toBe(uploadMsg.typeRefused);
    expect(await readdir(dirs().uploads)).toEqual(stored);
    expect(await leftSince(before)).toEqual([]);
  });

  it('refuses no file, another field and a non-multipart body with HTTP 400', async () => {
    const u = await freshUser();
    expect((await upload('a.png', PNG_HEAD, u.token, 'picture')).json()).toEqual({
      code: 400,
      msg: uploadMsg.fileMissing,
    });
    const json = await t.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      payload: { file: 'x' },
      headers: bearer(u.token),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toBe(uploadMsg.notMultipart);
  });

  it('refuses a file over the limit with HTTP 413 and deletes the partial file', async () => {
    const small = await t.build({ config: { ...t.config, uploadMaxBytes: 10_000 } });
    const u = await freshUser();
    const { payload, contentType } = multipartBody('big.mp4', patternSlice(0, 10_001));
    const r = await small.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      payload,
      headers: { 'content-type': contentType, ...bearer(u.token) },
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ code: 413, msg: uploadMsg.tooLarge(10_000) });
    expect(await readdir(uploadDirsOf(small)!.partial)).toEqual([]);
    expect(await readdir(uploadDirsOf(small)!.uploads)).toEqual([]);
    // Exactly the limit passes.
    const { payload: ok, contentType: okType } = multipartBody('fits.mp4', patternSlice(0, 10_000));
    const fits = await small.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      payload: ok,
      headers: { 'content-type': okType, ...bearer(u.token) },
    });
    expect(fits.statusCode).toBe(200);
  });
});

describe('tus (/api/science/tus)', () => {
  const tusHeaders = (token: string | null, extra: Record<string, string | number> = {}) => ({
    'tus-resumable': '1.0.0',
    ...(token ? bearer(token) : {}),
    ...extra,
  });
  const create = async (token: string | null, size: number, filename: string) =>
    (await rawRequest(
      `${base}${TUS_PATH}`,
      'POST',
      tusHeaders(token, {
        'upload-length': size,
        'upload-metadata': tusMetadata({ filename, filetype: 'video/mp4' }),
      }),
    )) as RawAnswer;
  const head = async (location: string, token: string | null) =>
    (await rawRequest(`${base}${location}`, 'HEAD', tusHeaders(token))) as RawAnswer;
  const patch = (
    location: string,
    token: string,
    offset: number,
    chunks: Iterable<Buffer>,
    dropAfter?: number,
  ) =>
    rawRequest(
      `${base}${location}`,
      'PATCH',
      tusHeaders(token, { 'upload-offset': offset, 'content-type': 'application/offset+octet-stream' }),
      chunks,
      dropAfter,
    );

  it('refuses every request without a valid token with HTTP 401', async () => {
    const r = await create(null, 100, 'a.mp4');
    expect(r.status).toBe(401);
    expect(JSON.parse(r.body)).toEqual({ code: 401, msg: msg.api.expired });
    expect((await create('bad', 100, 'a.mp4')).status).toBe(401);
    const u = await freshUser();
    const made = await create(u.token, 100, 'a.mp4');
    expect((await head(made.headers.location as string, null)).status).toBe(401);
  });

  it('refuses at creation a name of a kind the portal does not take', async () => {
    const u = await freshUser();
    const r = await create(u.token, 100, 'virus.exe');
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body).msg).toBe(uploadMsg.typeRefused);
  });

  it('resumes a dropped 200 MB upload: HEAD tells the offset, the stored file is byte-identical', async () => {
    const SIZE = 200 * 1024 * 1024;
    const before = await inProgress();
    const u = await freshUser();
    const made = await create(u.token, SIZE, '大视频.mp4');
    expect(made.status).toBe(201);
    const location = made.headers.location as string;
    expect(location.startsWith(`${TUS_PATH}/`)).toBe(true);

    // Half of it, then the connection drops.
    expect(await patch(location, u.token, 0, patternChunks(0, SIZE), SIZE / 2)).toBe('dropped');
    // Another user cannot see, continue or discard it.
    const other = await freshUser();
    expect((await head(location, other.token)).status).toBe(404);
    const foreign = (await patch(location, other.token, 0, [Buffer.alloc(10)])) as RawAnswer;
    expect(foreign.status).toBe(404);
    expect(JSON.parse(foreign.body).msg).toBe(uploadMsg.unknownUpload);
    expect(
      ((await rawRequest(`${base}${location}`, 'DELETE', tusHeaders(other.token))) as RawAnswer).status,
    ).toBe(404);

    // The server kept what arrived (the stream may have been cut a little before half way).
    let offset = -1;
    for (let i = 0; i < 50; i++) {
      const h = await head(location, u.token);
      expect(h.status).toBe(200);
      expect(h.headers['upload-length']).toBe(String(SIZE));
      offset = Number(h.headers['upload-offset']);
      // The store may still be writing its last chunk when the lock is released: wait until it settles.
      const again = Number((await head(location, u.token)).headers['upload-offset']);
      if (again === offset) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(SIZE / 2);

    const done = (await patch(location, u.token, offset, patternChunks(offset, SIZE))) as RawAnswer;
    expect(done.status).toBe(200);
    const { data } = uploadResponse.parse(JSON.parse(done.body));
    expect(data).toMatchObject({ fileName: '大视频.mp4', fileSize: SIZE });
    expect(data.fileUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.mp4$/);
    expect(await ownsUploads(t.db, u.uid, [data.fileUrl])).toBe(true);

    const stored = join(dirs().uploads, data.fileUrl.slice(UPLOAD_URL_PREFIX.length));
    const hash = createHash('sha256');
    for await (const c of createReadStream(stored)) hash.update(c as Buffer);
    expect(hash.digest('hex')).toBe(patternSha256(SIZE));
    // Finished: the upload left the tus store, so it can no longer be continued.
    expect((await head(location, u.token)).status).toBe(404);
    expect(await leftSince(before)).toEqual([]);
  }, 120_000);

  it('refuses a finished upload whose bytes are not what its name says: 400, the message, deleted', async () => {
    const before = await inProgress();
    const u = await freshUser();
    const body = Buffer.concat([PDF_HEAD, Buffer.alloc(2000, 65)]);
    const made = await create(u.token, body.length, 'movie.mp4');
    const location = made.headers.location as string;
    const r = (await patch(location, u.token, 0, [body])) as RawAnswer;
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toEqual({ code: 400, msg: uploadMsg.typeMismatch('mp4') });
    expect((await head(location, u.token)).status).toBe(404);
    expect(await leftSince(before)).toEqual([]);
  });

  it('acts only on an upload that exists whole: one whose metadata is gone has no owner, and no one deletes its data', async () => {
    const a = await freshUser();
    const b = await freshUser();
    const made = await create(a.token, 1000, 'a.mp4');
    const location = made.headers.location as string;
    const id = location.slice(TUS_PATH.length + 1);
    await patch(location, a.token, 0, [MP4_HEAD]);
    // As `DELETE <id>.json` left it before issue 31: the metadata gone, the data still there.
    await rm(join(dirs().tus, `${id}.json`));
    for (const user of [b, a]) {
      for (const method of ['DELETE', 'HEAD', 'PATCH']) {
        const r = (await rawRequest(
          `${base}${location}`,
          method,
          tusHeaders(user.token, { 'upload-offset': 0, 'content-type': 'application/offset+octet-stream' }),
        )) as RawAnswer;
        expect(r.status, method).toBe(404);
        if (method !== 'HEAD')
          expect(JSON.parse(r.body), method).toEqual({ code: 404, msg: uploadMsg.unknownUpload });
      }
    }
    expect(await readdir(dirs().tus)).toContain(id);
    await rm(join(dirs().tus, id));
  });

  it('lets the owner discard an upload (DELETE)', async () => {
    const before = await inProgress();
    const u = await freshUser();
    const made = await create(u.token, 1000, 'a.mp4');
    const location = made.headers.location as string;
    await patch(location, u.token, 0, [MP4_HEAD]);
    const del = (await rawRequest(`${base}${location}`, 'DELETE', tusHeaders(u.token))) as RawAnswer;
    expect(del.status).toBe(204);
    expect((await head(location, u.token)).status).toBe(404);
    expect(await leftSince(before)).toEqual([]);
  });
});

describe('tus refusals in the house’s envelope', () => {
  it('a request without Tus-Resumable: 412 in Chinese; a wrong offset: 409 in Chinese', async () => {
    const u = await freshUser();
    const r = await t.app.inject({ method: 'POST', url: TUS_PATH, headers: bearer(u.token) });
    expect(r.statusCode).toBe(412);
    expect(r.json()).toEqual({ code: 412, msg: uploadMsg.tusRequired });
    const made = await t.app.inject({
      method: 'POST',
      url: TUS_PATH,
      headers: {
        ...bearer(u.token),
        'tus-resumable': '1.0.0',
        'upload-length': '100',
        'upload-metadata': tusMetadata({ filename: 'a.mp4' }),
      },
    });
    expect(made.statusCode).toBe(201);
    // tus answers on the raw response: the app's security headers are still there.
    expect(made.headers['content-security-policy']).toContain("default-src 'self'");
    expect(made.headers['x-content-type-options']).toBe('nosniff');
    // Same origin only: no CORS.
    expect(made.headers['access-control-allow-origin']).toBeUndefined();
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: made.headers.location as string,
      headers: {
        ...bearer(u.token),
        'tus-resumable': '1.0.0',
        'upload-offset': '7',
        'content-type': 'application/offset+octet-stream',
      },
      payload: MP4_HEAD,
    });
    expect(wrong.statusCode).toBe(409);
    expect(JSON.parse(wrong.body)).toEqual({ code: 409, msg: uploadMsg.offsetMismatch });
    const tooBig = await t.app.inject({
      method: 'POST',
      url: TUS_PATH,
      headers: {
        ...bearer(u.token),
        'tus-resumable': '1.0.0',
        'upload-length': String(t.config.uploadMaxBytes + 1),
        'upload-metadata': tusMetadata({ filename: 'a.mp4' }),
      },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(JSON.parse(tooBig.body).msg).toBe(uploadMsg.tooLarge(t.config.uploadMaxBytes));
  });

  it('a header value tus cannot read (beyond Latin-1, a NUL): 400 in Chinese at once, for OPTIONS too', async () => {
    // Found by the tus fuzzer (seed 1810071227): tus threw after hijack() and the request never got an answer.
    const u = await freshUser();
    for (const value of [' \u200b \u3000', 'a\u0000b'])
      for (const method of ['OPTIONS', 'POST'] as const) {
        const r = await t.app.inject({
          method,
          url: TUS_PATH,
          headers: { ...bearer(u.token), 'tus-resumable': '1.0.0', 'upload-length': value },
        });
        expect(r.statusCode).toBe(400);
        expect(r.json()).toEqual({ code: 400, msg: uploadMsg.invalidHeader('upload-length') });
      }
  });
});

it('answers a broken multipart body with HTTP 400, not 500', async () => {
  const u = await freshUser();
  const r = await t.app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    payload: 'text=%E2%80%8B&serverTime=1',
    headers: { 'content-type': 'multipart/form-data; boundary=x', ...bearer(u.token) },
  });
  expect(r.statusCode).toBe(400);
  expect(r.json().code).toBe(400);
  const cut = multipartBody('a.png', PNG_HEAD);
  const broken = await t.app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    payload: cut.payload.subarray(0, cut.payload.length - 20),
    headers: { 'content-type': cut.contentType, ...bearer(u.token) },
  });
  expect(broken.statusCode).toBe(400);
  expect(await readdir(dirs().partial)).toEqual([]);
});

it('with a disk DATA_DIR: stored under DATA_DIR/media/uploads and served by the /media/ root', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-upload-disk-'));
  try {
    const disk = await t.build({ config: { ...t.config, dataDir } });
    const u = await freshUser();
    const { payload, contentType } = multipartBody('磁盘.jpeg', JPEG);
    const r = await disk.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      payload,
      headers: { 'content-type': contentType, ...bearer(u.token) },
    });
    const { data } = uploadResponse.parse(r.json());
    // .jpeg is stored as .jpg: the content's extension.
    expect(data.fileUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.jpg$/);
    const name = data.fileUrl.slice(UPLOAD_URL_PREFIX.length);
    expect(await readdir(join(dataDir, 'media', 'uploads'))).toEqual([name]);
    expect(await readdir(join(dataDir, 'uploads-partial'))).toEqual([]);
    const served = await disk.inject({ method: 'GET', url: data.fileUrl, headers: { range: 'bytes=0-9' } });
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-type']).toContain('image/jpeg');
    expect(served.rawPayload.equals(JPEG.subarray(0, 10))).toBe(true);
    await disk.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
