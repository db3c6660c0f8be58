/**
 * Issue 31: what one account may upload. A picture is at most the largest image limit of the specs (the
 * registration proof's 50 MB), refused at the upload, multipart or tus, with the specs' wording; and each
 * user's uploads — finished, and in flight until they expire — stay within their quota (decision 0065).
 */
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGNS } from '../../domain/campaigns';
import { COVER_MAX_BYTES, MEDIA_MAX_BYTES } from '../../domain/submission';
import { loadConfig, UPLOAD_QUOTA_DEFAULT, type Config } from '../../server/config';
import { IMAGE_MAX_BYTES } from '../../server/uploads/limits';
import { QUOTA_MIN_FILE_BYTES, quotaMessage, usedBytes } from '../../server/uploads/quota';
import { uploadDirsOf } from '../../server/uploads/storage';
import { TUS_EXPIRY_MS, TUS_PATH } from '../../server/uploads/tus';
import { uploadResponse } from '../../src/schemas/submission';
import { uploadMsg } from '../../src/text/upload';
import { bearer, postJson, startTestApp, type TestApp } from './helpers';
import { patternSlice, PNG_HEAD, postMultipart, tusMetadata } from './uploadSupport';

const MB = 1024 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

type App = TestApp['app'];
const freshUser = async () =>
  (await postJson(t.app, '/api/__test/liveRoom/user')).body.data as { uid: number; token: string };
/** An app on the same database with other upload settings. */
const appWith = (config: Partial<Config>) => t.build({ config: { ...t.config, ...config } });

const multipart = (app: App, token: string, name: string, content: Buffer) =>
  postMultipart(app, name, content, token);
const tusHeaders = (token: string, extra: Record<string, string> = {}) => ({
  'tus-resumable': '1.0.0',
  ...bearer(token),
  ...extra,
});
const create = (app: App, token: string, size: number, filename: string) =>
  app.inject({
    method: 'POST',
    url: TUS_PATH,
    headers: tusHeaders(token, {
      'upload-length': String(size),
      'upload-metadata': tusMetadata({ filename }),
    }),
  });
const send = (app: App, token: string, location: string, offset: number, bytes: Buffer) =>
  app.inject({
    method: 'PATCH',
    url: location,
    headers: tusHeaders(token, {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    }),
    payload: bytes,
  });
const head = (app: App, token: string, location: string) =>
  app.inject({ method: 'HEAD', url: location, headers: tusHeaders(token) });
const discard = (app: App, token: string, location: string) =>
  app.inject({ method: 'DELETE', url: location, headers: tusHeaders(token) });
/** A PNG of exactly `size` bytes (its signature and header, then filler). */
const png = (size: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length, 7)]);
const envelope = (r: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
  expect(String(r.headers['content-type'])).toContain('application/json');
  return JSON.parse(r.body) as { code: number; msg: string };
};

describe('the largest picture', () => {
  it('is the specs’ largest image limit, from the domain rules: the registration proof’s 50 MB', () => {
    expect(IMAGE_MAX_BYTES).toBe(CAMPAIGNS.qc.proof!.maxBytes);
    expect(IMAGE_MAX_BYTES).toBe(50 * MB);
    expect(IMAGE_MAX_BYTES).toBeGreaterThan(COVER_MAX_BYTES);
    expect(uploadMsg.imageTooLarge(IMAGE_MAX_BYTES)).toBe('上传图片大小不能超过 50MB!');
  });

  it('multipart: a 60 MB PNG answers 413 with the message and nothing is kept; 50 MB passes; a 60 MB video is no picture', async () => {
    const u = await freshUser();
    const dirs = uploadDirsOf(t.app)!;
    const stored = await readdir(dirs.uploads);
    const big = await multipart(t.app, u.token, '证明.png', png(60 * MB));
    expect(big.statusCode).toBe(413);
    expect(envelope(big)).toEqual({ code: 413, msg: uploadMsg.imageTooLarge(IMAGE_MAX_BYTES) });
    // A JPEG name says picture too, whatever the bytes.
    const jpeg = await multipart(t.app, u.token, 'big.jpg', Buffer.alloc(IMAGE_MAX_BYTES + 1, 1));
    expect(jpeg.statusCode).toBe(413);
    expect(await readdir(dirs.uploads)).toEqual(stored);
    expect(await readdir(dirs.partial)).toEqual([]);

    const fits = await multipart(t.app, u.token, 'proof.png', png(IMAGE_MAX_BYTES));
    expect(fits.statusCode).toBe(200);
    expect(uploadResponse.parse(fits.json()).data.fileSize).toBe(IMAGE_MAX_BYTES);
    const video = await multipart(t.app, u.token, 'clip.mp4', patternSlice(0, 60 * MB));
    expect(video.statusCode).toBe(200);
  }, 60_000);

  it('tus: a picture declaring more is refused at creation, before any byte', async () => {
    const u = await freshUser();
    const tusDir = uploadDirsOf(t.app)!.tus;
    const before = await readdir(tusDir);
    for (const name of ['证明.png', 'a.JPEG', 'b.gif']) {
      const r = await create(t.app, u.token, IMAGE_MAX_BYTES + 1, name);
      expect(r.statusCode, name).toBe(413);
      expect(envelope(r), name).toEqual({ code: 413, msg: uploadMsg.imageTooLarge(IMAGE_MAX_BYTES) });
    }
    expect(await readdir(tusDir)).toEqual(before);
    expect((await create(t.app, u.token, IMAGE_MAX_BYTES, 'proof.png')).statusCode).toBe(201);
    expect((await create(t.app, u.token, 60 * MB, 'clip.mp4')).statusCode).toBe(201);
  });
});

describe('the upload quota', () => {
  it('defaults to 20 × 1,000 MB, configurable by UPLOAD_QUOTA_BYTES and never below the largest upload', () => {
    expect(UPLOAD_QUOTA_DEFAULT).toBe(20 * MEDIA_MAX_BYTES);
    expect(loadConfig({}).uploadQuotaBytes).toBe(UPLOAD_QUOTA_DEFAULT);
    expect(loadConfig({ UPLOAD_QUOTA_BYTES: '5000000000' }).uploadQuotaBytes).toBe(5_000_000_000);
    for (const bad of ['0', '-1', 'lots', '1.5', '1e30'])
      expect(() => loadConfig({ UPLOAD_QUOTA_BYTES: bad }), bad).toThrow(/UPLOAD_QUOTA_BYTES invalid/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '2000', UPLOAD_QUOTA_BYTES: '1000' })).toThrow(
      /below UPLOAD_MAX_BYTES/,
    );
  });

  it('200 tus creations declaring 1,000 MB each, all at once: exactly the default quota’s 20 are accepted', async () => {
    const u = await freshUser();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => create(t.app, u.token, MEDIA_MAX_BYTES, `v${i}.mp4`)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(UPLOAD_QUOTA_DEFAULT / MEDIA_MAX_BYTES);
    expect(statuses.filter((s) => s === 413)).toHaveLength(180);
    const refused = answers.find((r) => r.statusCode === 413)!;
    expect(envelope(refused)).toEqual({ code: 413, msg: quotaMessage(UPLOAD_QUOTA_DEFAULT) });
    expect(quotaMessage(UPLOAD_QUOTA_DEFAULT)).toBe(
      '上传空间不足：每位用户上传的文件（含未完成的上传）合计不能超过 20000MB，未完成的上传在创建 24 小时后释放',
    );
    expect(await usedBytes(t.db, u.uid, t.clock.now())).toBe(UPLOAD_QUOTA_DEFAULT);
    // Only tus's own uploads are on disk: nothing of the refused ones.
    const tusDir = uploadDirsOf(t.app)!.tus;
    const ids = answers
      .filter((r) => r.statusCode === 201)
      .map((r) => String(r.headers.location).split('/').pop());
    const held = (await readdir(tusDir)).filter((n) => ids.includes(n.replace(/\.json$/, '')));
    expect(held).toHaveLength(40);
    // Someone else is not held back by it.
    const other = await freshUser();
    expect((await create(t.app, other.token, MEDIA_MAX_BYTES, 'mine.mp4')).statusCode).toBe(201);
  }, 60_000);

  it('counts finished and unfinished uploads, multipart and tus; a discarded one frees its place, an abandoned one holds it until it expires', async () => {
    const app = await appWith({ uploadMaxBytes: 4 * MB, uploadQuotaBytes: 10 * MB });
    const u = await freshUser();
    const refusedByQuota = { code: 413, msg: quotaMessage(10 * MB) };

    // 3 MB finished by multipart, then two tus uploads of 3 MB declared (one half sent): 9 MB.
    expect((await multipart(app, u.token, 'a.mp4', patternSlice(0, 3 * MB))).statusCode).toBe(200);
    const first = await create(app, u.token, 3 * MB, 'b.mp4');
    const second = await create(app, u.token, 3 * MB, 'c.mp4');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const firstAt = String(first.headers.location);
    const secondAt = String(second.headers.location);
    expect((await send(app, u.token, secondAt, 0, patternSlice(0, MB))).statusCode).toBe(204);

    // Nothing of 2 MB fits any more, by either way in.
    const tooMuch = await create(app, u.token, 2 * MB, 'd.mp4');
    expect(tooMuch.statusCode).toBe(413);
    expect(envelope(tooMuch)).toEqual(refusedByQuota);
    const byMultipart = await multipart(app, u.token, 'd.mp4', patternSlice(0, 2 * MB));
    expect(byMultipart.statusCode).toBe(413);
    expect(byMultipart.json()).toEqual(refusedByQuota);
    expect(await readdir(uploadDirsOf(app)!.partial)).toEqual([]);

    // Finishing an upload keeps it counted (now as stored), once.
    const done = await send(app, u.token, firstAt, 0, patternSlice(0, 3 * MB));
    expect(done.statusCode).toBe(200);
    expect(await usedBytes(t.db, u.uid, t.clock.now())).toBe(9 * MB);
    expect((await create(app, u.token, 2 * MB, 'd.mp4')).statusCode).toBe(413);

    // Discarding one frees its place at once.
    expect((await discard(app, u.token, secondAt)).statusCode).toBe(204);
    expect(await usedBytes(t.db, u.uid, t.clock.now())).toBe(6 * MB);
    const third = await create(app, u.token, 4 * MB, 'e.mp4');
    expect(third.statusCode).toBe(201);
    const thirdAt = String(third.headers.location);
    expect((await send(app, u.token, thirdAt, 0, patternSlice(0, MB))).statusCode).toBe(204);
    expect((await multipart(app, u.token, 'f.mp4', patternSlice(0, MB))).statusCode).toBe(413);

    // Left unfinished, it holds its place until it expires; then it counts no more and cannot go on.
    t.clock.advance(TUS_EXPIRY_MS - 1000);
    expect((await create(app, u.token, 2 * MB, 'g.mp4')).statusCode).toBe(413);
    expect((await head(app, u.token, thirdAt)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect(await usedBytes(t.db, u.uid, t.clock.now())).toBe(6 * MB);
    expect((await head(app, u.token, thirdAt)).statusCode).toBe(404);
    const late = await send(app, u.token, thirdAt, MB, patternSlice(MB, 4 * MB));
    expect(late.statusCode).toBe(404);
    expect(envelope(late)).toEqual({ code: 404, msg: uploadMsg.unknownUpload });
    expect((await create(app, u.token, 4 * MB, 'h.mp4')).statusCode).toBe(201);
  }, 60_000);

  it(`every file counts at least ${QUOTA_MIN_FILE_BYTES / MB} MB, so the quota also bounds the number of files`, async () => {
    const app = await appWith({ uploadMaxBytes: 4 * MB, uploadQuotaBytes: 5 * MB });
    const u = await freshUser();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await multipart(app, u.token, `${i}.png`, png(200))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 413, 413]);
    expect((await create(app, u.token, 1, 'x.png')).statusCode).toBe(413);
  });
});
