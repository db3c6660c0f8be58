import type * as tus from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { uploadMachine } from '../../machines/upload.machine';
import { createTusTransfer } from '../../src/components/upload/uploadTransport';
import {
  finishedUpload,
  sendResumable,
  serverMessage,
  transferErrorText,
  TUS_CHUNK_BYTES,
  TUS_ENDPOINT,
  type TransferReports,
} from '../../src/api/upload';
import { msg } from '../../src/text/messages';
import { uploadMsg } from '../../src/text/upload';

const response = (status: number, body: string) =>
  ({
    getStatus: () => status,
    getBody: () => body,
    getHeader: () => undefined,
  }) as unknown as tus.HttpResponse;

describe('reading the server’s answers', () => {
  it('the final PATCH’s body gives the stored file (000 §7.4 shape)', () => {
    const body = JSON.stringify({
      code: 200,
      msg: '操作成功',
      data: { fileUrl: '/media/uploads/ab.mp4', fileName: '科普.mp4', fileSize: 12 },
    });
    expect(finishedUpload(body)).toEqual({
      url: '/media/uploads/ab.mp4',
      fileName: '科普.mp4',
      fileSize: 12,
    });
    expect(finishedUpload('')).toEqual({ message: uploadMsg.failed });
    expect(finishedUpload('{"code":400,"msg":"文件内容与扩展名不符"}')).toEqual({
      message: '文件内容与扩展名不符',
    });
  });

  it('an error shows the server’s msg, the session expiry on 401, else a generic text', () => {
    expect(serverMessage('{"code":400,"msg":"不支持的文件类型"}')).toBe('不支持的文件类型');
    expect(serverMessage('Not found\n')).toBeNull();
    expect(serverMessage('{"msg":"  "}')).toBeNull();
    const detailed = (status: number, body: string) => ({
      originalRequest: {},
      originalResponse: response(status, body),
    });
    expect(transferErrorText(detailed(400, '{"code":400,"msg":"文件内容与扩展名不符"}'))).toBe(
      '文件内容与扩展名不符',
    );
    expect(transferErrorText(detailed(401, '{"code":401,"msg":"x"}'))).toBe(msg.api.expired);
    expect(transferErrorText(detailed(500, 'oops'))).toBe(uploadMsg.failed);
    // No answer at all: the network.
    expect(transferErrorText({ originalRequest: {}, originalResponse: null })).toBe(msg.app.networkError);
    expect(transferErrorText(new Error('x'))).toBe(uploadMsg.failed);
  });
});

/** A stand-in for tus-js-client's Upload that records what it was given and what was asked of it. */
function fakeUploadClass(previous: Array<{ size: number | null; uploadUrl: string }> = []) {
  const made: Array<{
    options: tus.UploadOptions;
    started: number;
    aborted: boolean[];
    resumedFrom: unknown;
  }> = [];
  class FakeUpload {
    url: string | null = null;
    record: (typeof made)[number];
    constructor(
      readonly file: File,
      readonly options: tus.UploadOptions,
    ) {
      this.record = { options, started: 0, aborted: [], resumedFrom: null };
      made.push(this.record);
    }
    findPreviousUploads() {
      return Promise.resolve(previous);
    }
    resumeFromPreviousUpload(p: unknown) {
      this.record.resumedFrom = p;
    }
    start() {
      this.record.started += 1;
    }
    abort(terminate?: boolean) {
      this.record.aborted.push(terminate ?? false);
      return Promise.resolve();
    }
  }
  return { Upload: FakeUpload as unknown as typeof tus.Upload, made };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('sendResumable over tus-js-client', () => {
  const file = new File([new Uint8Array(10)], '封面.png', { type: 'image/png' });
  const reports = () => ({ created: vi.fn(), progress: vi.fn(), done: vi.fn(), failed: vi.fn() });

  it('creates an upload at the endpoint with the name, 16 MB chunks and fingerprint resuming', async () => {
    const { Upload, made } = fakeUploadClass();
    const r = reports();
    const stop = sendResumable(file, null, r, { Upload });
    await flush();
    const o = made[0]!.options;
    expect(o.endpoint).toBe(TUS_ENDPOINT);
    expect(o.uploadUrl).toBeUndefined();
    expect(o.metadata).toEqual({ filename: '封面.png', filetype: 'image/png' });
    expect(o.chunkSize).toBe(TUS_CHUNK_BYTES);
    expect(o.storeFingerprintForResuming).toBe(true);
    expect(made[0]!.started).toBe(1);
    // Reports go through until stopped; stopping aborts without deleting on the server.
    o.onProgress?.(5, 10);
    expect(r.progress).toHaveBeenCalledWith(5, 10);
    o.onSuccess?.({
      lastResponse: response(
        200,
        JSON.stringify({
          code: 200,
          msg: '操作成功',
          data: { fileUrl: '/media/uploads/a.png', fileName: '封面.png', fileSize: 10 },
        }),
      ),
    });
    expect(r.done).toHaveBeenCalledWith({ url: '/media/uploads/a.png', fileName: '封面.png', fileSize: 10 });
    stop();
    expect(made[0]!.aborted).toEqual([false]);
    o.onProgress?.(6, 10);
    o.onError?.(new Error('late'));
    expect(r.progress).toHaveBeenCalledTimes(1);
    expect(r.failed).not.toHaveBeenCalled();
  });

  it('retries network errors, 5xx, 409 and 423, never other 4xx', () => {
    const { Upload, made } = fakeUploadClass();
    sendResumable(file, '/api/science/tus/u1', reports(), { Upload });
    const retry = made[0]!.options.onShouldRetry!;
    const err = (status: number | null) =>
      ({ originalResponse: status === null ? null : response(status, '') }) as unknown as tus.DetailedError;
    const decide = (s: number | null) => retry(err(s), 0, made[0]!.options);
    expect([null, 500, 503, 409, 423].map(decide)).toEqual([true, true, true, true, true]);
    expect([400, 401, 403, 404, 413].map(decide)).toEqual([false, false, false, false, false]);
  });

  it('continues the given upload, or one this browser started before for the same file', async () => {
    const given = fakeUploadClass([{ size: 10, uploadUrl: '/api/science/tus/old' }]);
    sendResumable(file, '/api/science/tus/u1', reports(), { Upload: given.Upload });
    await flush();
    expect(given.made[0]!.options.uploadUrl).toBe('/api/science/tus/u1');
    expect(given.made[0]!.resumedFrom).toBeNull();

    const previous = fakeUploadClass([
      { size: 99, uploadUrl: '/api/science/tus/other-size' },
      { size: 10, uploadUrl: '/api/science/tus/old' },
    ]);
    sendResumable(file, null, reports(), { Upload: previous.Upload });
    await flush();
    expect(previous.made[0]!.resumedFrom).toEqual({ size: 10, uploadUrl: '/api/science/tus/old' });
    expect(previous.made[0]!.started).toBe(1);
  });

  it('a stop before the start never starts', async () => {
    const { Upload, made } = fakeUploadClass();
    const stop = sendResumable(file, null, reports(), { Upload });
    stop();
    await flush();
    expect(made[0]!.started).toBe(0);
  });
});

describe('the machine’s transfer over it', () => {
  it('turns the reports into the machine’s events, progress stamped with the clock; stopping stops it', () => {
    const calls: Array<{ uploadUrl: string | null; report: TransferReports; stopped: boolean }> = [];
    const send: typeof sendResumable = (_file, uploadUrl, report) => {
      const call = { uploadUrl, report, stopped: false };
      calls.push(call);
      return () => {
        call.stopped = true;
      };
    };
    let clock = 1000;
    const actor = createActor(
      uploadMachine.provide({ actors: { transfer: createTusTransfer(() => clock, send) } }),
    ).start();
    actor.send({ type: 'upload.start', file: new File(['x'], 'a.mp4') });
    const r = calls[0]!.report;
    r.created('/api/science/tus/u9');
    r.progress(100, 1000);
    clock = 2000;
    r.progress(300, 1000);
    expect(actor.getSnapshot().context).toMatchObject({
      uploadUrl: '/api/science/tus/u9',
      bytesSent: 300,
      speed: 200,
      sample: { at: 2000, bytes: 300 },
    });
    actor.send({ type: 'upload.pause' });
    expect(calls[0]!.stopped).toBe(true);
    actor.send({ type: 'upload.resume' });
    expect(calls[1]!.uploadUrl).toBe('/api/science/tus/u9');
    calls[1]!.report.failed('上传失败');
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('上传失败');
    actor.send({ type: 'upload.start', file: new File(['x'], 'b.mp4') });
    calls[2]!.report.done({ url: '/media/uploads/b.mp4', fileName: 'b.mp4', fileSize: 1 });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.result?.url).toBe('/media/uploads/b.mp4');
  });
});
