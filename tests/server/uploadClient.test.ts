/**
 * The portal's tus client (src/api/upload.ts, tus-js-client 4) against the real server over HTTP: it creates,
 * sends in 16 MB PATCHes, reads the final PATCH's `{code:200, data}` answer, continues a stopped upload from
 * the server's offset, and surfaces the server's Chinese refusals (decision 0049).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_URL_PREFIX } from '../../domain/submission';
import { sendResumable, TUS_CHUNK_BYTES, type StoredUpload } from '../../src/api/upload';
import { msg } from '../../src/text/messages';
import { uploadMsg } from '../../src/text/upload';
import { IMAGE_MAX_BYTES } from '../../server/uploads/limits';
import { quotaMessage } from '../../server/uploads/quota';
import { ownsUploads } from '../../server/uploads/registry';
import { uploadDirsOf } from '../../server/uploads/storage';
import { TUS_PATH } from '../../server/uploads/tus';
import { bearer, postJson, startTestApp, type TestApp } from './helpers';
import { patternSlice } from './uploadSupport';

let t: TestApp;
let endpoint: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  endpoint = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${TUS_PATH}`;
}, 60_000);
afterAll(() => t.close());

const freshUser = async () =>
  (await postJson(t.app, '/api/__test/liveRoom/user')).body.data as { uid: number; token: string };

/** tus-js-client's Node build reads a Buffer; the client reads `name` and `type` as of a File. */
const fileOf = (bytes: Buffer, name: string, type: string) =>
  Object.assign(bytes, { name, type }) as unknown as File;

interface Outcome {
  created: string[];
  progress: Array<[number, number]>;
  done: Promise<StoredUpload>;
}

function send(
  file: File,
  token: string | null,
  uploadUrl: string | null = null,
  stopAtBytes?: number,
  at = endpoint,
) {
  const created: string[] = [];
  const progress: Array<[number, number]> = [];
  let stop = () => {};
  const done = new Promise<StoredUpload>((resolve, reject) => {
    stop = sendResumable(
      file,
      uploadUrl,
      {
        created: (url) => created.push(url),
        progress: (sent, total) => {
          progress.push([sent, total]);
          if (stopAtBytes !== undefined && sent >= stopAtBytes) {
            stop();
            resolve({ url: 'stopped', fileName: '', fileSize: sent });
          }
        },
        done: resolve,
        failed: (message) => reject(new Error(message)),
      },
      { endpoint: at, headers: token ? bearer(token) : {} },
    );
  });
  return { created, progress, done } satisfies Outcome;
}

const MB = 1024 * 1024;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('sendResumable against the server', () => {
  it('sends a 40 MB video in 16 MB PATCHes and answers the stored file', async () => {
    const u = await freshUser();
    const bytes = patternSlice(0, 40 * 1024 * 1024);
    const run = send(fileOf(bytes, '科普视频.mp4', 'video/mp4'), u.token);
    const stored = await run.done;
    expect(stored.fileName).toBe('科普视频.mp4');
    expect(stored.fileSize).toBe(bytes.length);
    expect(stored.url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.mp4$/);
    expect(run.created).toHaveLength(1);
    expect(run.created[0]).toContain(`${TUS_PATH}/`);
    expect(run.progress.at(-1)).toEqual([bytes.length, bytes.length]);
    expect(TUS_CHUNK_BYTES).toBe(16 * 1024 * 1024);
    const onDisk = await readFile(
      join(uploadDirsOf(t.app)!.uploads, stored.url.slice(UPLOAD_URL_PREFIX.length)),
    );
    expect(sha(onDisk)).toBe(sha(bytes));
    expect(await ownsUploads(t.db, u.uid, [stored.url])).toBe(true);
  }, 60_000);

  it('continues a stopped upload from the server’s offset (暂停 then 继续)', async () => {
    const u = await freshUser();
    const bytes = patternSlice(0, 36 * 1024 * 1024);
    const file = fileOf(bytes, 'pause.mp4', 'video/mp4');
    const first = send(file, u.token, null, 17 * 1024 * 1024);
    await first.done;
    const url = first.created[0]!;
    // The server holds at least the first whole chunk.
    const head = await fetch(url, {
      method: 'HEAD',
      headers: { ...bearer(u.token), 'tus-resumable': '1.0.0' },
    });
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(TUS_CHUNK_BYTES);
    const second = send(file, u.token, url);
    const stored = await second.done;
    // It did not start over: the first report is past what the server already had.
    expect(second.progress[0]![0]).toBeGreaterThanOrEqual(offset);
    // The same upload, not a new one.
    expect(second.created).toEqual([url]);
    const onDisk = await readFile(
      join(uploadDirsOf(t.app)!.uploads, stored.url.slice(UPLOAD_URL_PREFIX.length)),
    );
    expect(sha(onDisk)).toBe(sha(bytes));
  }, 60_000);

  it('surfaces the server’s refusals in Chinese', async () => {
    const u = await freshUser();
    const text = Buffer.from('不是图片'.repeat(100));
    await expect(send(fileOf(text, '假图.png', 'image/png'), u.token).done).rejects.toThrow(
      uploadMsg.typeMismatch('png'),
    );
    await expect(send(fileOf(text, 'a.txt', 'text/plain'), u.token).done).rejects.toThrow(
      uploadMsg.typeRefused,
    );
    await expect(send(fileOf(text, 'a.png', 'image/png'), null).done).rejects.toThrow(msg.api.expired);
  }, 60_000);

  it('tells the user, in the server’s words, of a picture over the largest image limit and of a full quota (issue 31)', async () => {
    const u = await freshUser();
    const bigPicture = fileOf(Buffer.alloc(IMAGE_MAX_BYTES + 1), '报名证明.png', 'image/png');
    await expect(send(bigPicture, u.token).done).rejects.toThrow(uploadMsg.imageTooLarge(IMAGE_MAX_BYTES));

    const small = await t.build({
      config: { ...t.config, uploadMaxBytes: 2 * MB, uploadQuotaBytes: 3 * MB },
    });
    await small.listen({ port: 0, host: '127.0.0.1' });
    const at = `http://127.0.0.1:${(small.server.address() as AddressInfo).port}${TUS_PATH}`;
    const video = (name: string) => fileOf(patternSlice(0, 2 * MB), name, 'video/mp4');
    await expect(send(video('第一个.mp4'), u.token, null, undefined, at).done).resolves.toMatchObject({
      fileSize: 2 * MB,
    });
    await expect(send(video('第二个.mp4'), u.token, null, undefined, at).done).rejects.toThrow(
      quotaMessage(3 * MB),
    );
  }, 60_000);
});
