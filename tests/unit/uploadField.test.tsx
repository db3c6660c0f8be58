// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import type { TransferInput, UploadEvent } from '../../machines/upload.machine';
import { COVER_EXTENSIONS, COVER_MAX_BYTES, mediaExtensions } from '../../domain/submission';
import { toastStore } from '../../src/components/toastStore';
import { UploadField, UploadTransportContext, type UploadTransport } from '../../src/components/upload';
import { contributionMsg } from '../../src/text/contribution';
import { uploadMsg } from '../../src/text/upload';

afterEach(cleanup);
beforeEach(() => toastStore.clear());
const toasts = () => toastStore.getSnapshot().map((x) => `${x.kind}:${x.message}`);

/** A transfer the test drives: each start is recorded with its input and its sendBack. */
function fakeTransport() {
  const runs: Array<{ input: TransferInput; sendBack: (e: UploadEvent) => void; stopped: boolean }> = [];
  const discarded: Array<string | null> = [];
  const transport: UploadTransport = {
    transfer: fromCallback<UploadEvent, TransferInput>(({ input, sendBack }) => {
      const run = { input, sendBack, stopped: false };
      runs.push(run);
      return () => {
        run.stopped = true;
      };
    }),
    discard: (url) => discarded.push(url),
  };
  const emit = (e: UploadEvent) => act(() => runs.at(-1)?.sendBack(e));
  return { transport, runs, discarded, emit };
}

const c = contributionMsg;
function renderField(transport: UploadTransport, props: Partial<Parameters<typeof UploadField>[0]> = {}) {
  const onUploaded = vi.fn();
  const onFailed = vi.fn();
  render(
    <UploadTransportContext.Provider value={transport}>
      <UploadField
        label="上传封面"
        extensions={COVER_EXTENSIONS}
        maxBytes={COVER_MAX_BYTES}
        typeMessage={c.coverType}
        sizeMessage={c.coverSize}
        onUploaded={onUploaded}
        onFailed={onFailed}
        {...props}
      />
    </UploadTransportContext.Provider>,
  );
  return { onUploaded, onFailed };
}

const fileOf = (name: string, size: number) => {
  const f = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file] } });

describe('UploadField', () => {
  it('refuses another extension and a too big file with the caller’s messages, sending nothing', () => {
    const fake = fakeTransport();
    renderField(fake.transport);
    expect(screen.getByTestId('upload-input').getAttribute('accept')).toBe('.jpg,.jpeg,.png');
    choose(fileOf('cover.gif', 100));
    expect(toasts()).toEqual([`error:${c.coverType}`]);
    expect(screen.getByText(c.coverType)).toBeTruthy();
    choose(fileOf('cover.PNG', COVER_MAX_BYTES + 1));
    expect(toasts()).toEqual([`error:${c.coverType}`, `error:${c.coverSize}`]);
    expect(fake.runs).toEqual([]);
    // Exactly the limit is fine.
    choose(fileOf('cover.PNG', COVER_MAX_BYTES));
    expect(fake.runs).toHaveLength(1);
    expect(screen.queryByText(c.coverSize)).toBeNull();
  });

  it('refuses to choose when blocked, without opening the file dialog', () => {
    const fake = fakeTransport();
    renderField(fake.transport, { blockedMessage: c.mediaTooMany, extensions: mediaExtensions(1) });
    const click = vi.spyOn(HTMLInputElement.prototype, 'click');
    fireEvent.click(screen.getByRole('button', { name: '上传封面' }));
    expect(click).not.toHaveBeenCalled();
    expect(toasts()).toEqual([`error:${c.mediaTooMany}`]);
    click.mockRestore();
  });

  it('opens the file dialog from the button when allowed', () => {
    const fake = fakeTransport();
    renderField(fake.transport);
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: '上传封面' }));
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('shows progress with percent, speed and time left; pauses, resumes the same upload, finishes', () => {
    const fake = fakeTransport();
    const { onUploaded, onFailed } = renderField(fake.transport);
    const file = fileOf('封面.png', 4_000_000);
    choose(file);
    expect(fake.runs[0]?.input).toEqual({ file, uploadUrl: null });
    const bar = screen.getByRole('progressbar', { name: '封面.png 上传进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    fake.emit({ type: 'transfer.created', uploadUrl: '/api/science/tus/u1' });
    fake.emit({ type: 'transfer.progress', bytesSent: 1_000_000, bytesTotal: 4_000_000, at: 1000 });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByText(/正在计算速度/)).toBeTruthy();
    fake.emit({ type: 'transfer.progress', bytesSent: 2_048_576, bytesTotal: 4_000_000, at: 2000 });
    // 1 MB in 1 s; about 1.9 MB left → 2 s.
    expect(screen.getByText(/1\.0 MB\/s/)).toBeTruthy();
    expect(screen.getByText(/剩余约2秒/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^暂停/ }));
    expect(fake.runs[0]?.stopped).toBe(true);
    expect(screen.getByText('已暂停：封面.png')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('51');
    fireEvent.click(screen.getByRole('button', { name: /^继续/ }));
    expect(fake.runs[1]?.input).toEqual({ file, uploadUrl: '/api/science/tus/u1' });

    const stored = { url: '/media/uploads/a1.png', fileName: '封面.png', fileSize: 4_000_000 };
    fake.emit({ type: 'transfer.done', file: stored });
    expect(onUploaded).toHaveBeenCalledWith(stored);
    expect(onFailed).not.toHaveBeenCalled();
    expect(toasts()).toEqual(['success:封面.png 上传成功']);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Ready for the next file.
    expect(screen.getByRole('button', { name: '上传封面' })).toBeTruthy();
  });

  it('reports the server’s message on failure to the caller and as a toast', () => {
    const fake = fakeTransport();
    const { onUploaded, onFailed } = renderField(fake.transport);
    choose(fileOf('假图.png', 100));
    fake.emit({ type: 'transfer.failed', message: uploadMsg.typeMismatch('png') });
    expect(onFailed).toHaveBeenCalledWith(uploadMsg.typeMismatch('png'));
    expect(onUploaded).not.toHaveBeenCalled();
    expect(toasts()).toEqual([`error:${uploadMsg.typeMismatch('png')}`]);
    expect(screen.getByRole('button', { name: '上传封面' })).toBeTruthy();
  });

  it('cancels: the transfer stops and the server’s copy is discarded', () => {
    const fake = fakeTransport();
    const { onUploaded, onFailed } = renderField(fake.transport);
    choose(fileOf('封面.jpg', 100));
    fake.emit({ type: 'transfer.created', uploadUrl: '/api/science/tus/u2' });
    fireEvent.click(screen.getByRole('button', { name: /^取消/ }));
    expect(fake.runs[0]?.stopped).toBe(true);
    expect(fake.discarded).toEqual(['/api/science/tus/u2']);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '上传封面' })).toBeTruthy();
  });

  it('keeps the keyboard user’s place: focus goes to 暂停 when sending starts, back to the button after', () => {
    const fake = fakeTransport();
    renderField(fake.transport);
    const chooseButton = screen.getByRole('button', { name: '上传封面' });
    chooseButton.focus();
    choose(fileOf('封面.png', 100));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^暂停/ }));
    fireEvent.click(screen.getByRole('button', { name: /^暂停/ }));
    // The same button, now 继续, keeps the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^继续/ }));
    fireEvent.click(screen.getByRole('button', { name: /^继续/ }));
    fake.emit({
      type: 'transfer.done',
      file: { url: '/media/uploads/a.png', fileName: '封面.png', fileSize: 100 },
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '上传封面' }));
  });

  it('does not take the focus when the field did not have it', () => {
    const fake = fakeTransport();
    renderField(fake.transport);
    choose(fileOf('封面.png', 100));
    expect(document.activeElement).toBe(document.body);
  });

  it('is disabled when the caller says so', () => {
    renderField(fakeTransport().transport, { disabled: true });
    expect((screen.getByRole('button', { name: '上传封面' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
