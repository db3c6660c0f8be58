import * as tus from 'tus-js-client';
import { uploadResponse } from '../schemas/submission';
import { msg } from '../text/messages';
import { uploadMsg } from '../text/upload';
import { getToken } from './session';

/**
 * Uploads in the browser (design §10, decision 0049): every file goes through the resumable tus endpoint,
 * so a paused, dropped or reloaded upload continues where the server stopped. The finished upload's last
 * PATCH answers the contract's `{code:200, data:{fileUrl, fileName, fileSize}}` (000 §7.4).
 */
export const TUS_ENDPOINT = '/api/science/tus';
/** The contract's multipart endpoint (kept for other clients; the portal's own field uses tus). */
export const UPLOAD_ENDPOINT = '/api/science/upload';

/** Bytes per PATCH: small enough for proxies' body limits, large enough to keep the line busy. */
export const TUS_CHUNK_BYTES = 16 * 1024 * 1024;
/** Retries after a dropped connection (tus-js-client asks the server's offset before each). */
export const TUS_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000];

const bearer = (): Record<string, string> => {
  const token = getToken();
  return token === null ? {} : { Authorization: `Bearer ${token}` };
};

/** The server's Chinese `msg` from an answer body, or null. */
export function serverMessage(body: string | null | undefined): string | null {
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    const m = (parsed as { msg?: unknown } | null)?.msg;
    return typeof m === 'string' && m.trim() !== '' ? m : null;
  } catch {
    return null;
  }
}

/** What a failed tus request tells the user: the server's message, the session expiry, or a generic text. */
export function transferErrorText(error: unknown): string {
  const response = (error as Partial<tus.DetailedError> | null)?.originalResponse ?? null;
  if (response) {
    if (response.getStatus() === 401) return msg.api.expired;
    const fromServer = serverMessage(response.getBody());
    if (fromServer) return fromServer;
    return uploadMsg.failed;
  }
  return (error as { originalRequest?: unknown } | null)?.originalRequest !== undefined
    ? msg.app.networkError
    : uploadMsg.failed;
}

/** A stored upload, as the portal's fields use it. */
export interface StoredUpload {
  url: string;
  fileName: string;
  fileSize: number;
}

/** The finished upload from the final PATCH's body (000 §7.4 shape), or the server's refusal. */
export function finishedUpload(body: string): StoredUpload | { message: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { message: uploadMsg.failed };
  }
  const answer = uploadResponse.safeParse(parsed);
  if (!answer.success) return { message: serverMessage(body) ?? uploadMsg.failed };
  const { fileUrl, fileName, fileSize } = answer.data.data;
  return { url: fileUrl, fileName, fileSize };
}

/** What a resumable transfer reports (all after `sendResumable` returned, never after it was stopped). */
export interface TransferReports {
  /** The server's address of the upload (to continue it after a pause). */
  created: (uploadUrl: string) => void;
  progress: (bytesSent: number, bytesTotal: number) => void;
  done: (file: StoredUpload) => void;
  failed: (message: string) => void;
}

export interface TusOptions {
  endpoint?: string;
  /** Request headers (default: the session's bearer token). */
  headers?: Record<string, string>;
  /** tus-js-client's Upload (tests pass a fake). */
  Upload?: typeof tus.Upload;
}

/**
 * Sends `file` over tus: continues `uploadUrl` when given (a resume after 暂停), else an upload of the same
 * file this browser started before (fingerprint in localStorage, so a reload resumes), else creates one.
 * Answers the stop function: it aborts the requests without deleting the upload on the server.
 */
export function sendResumable(
  file: File,
  uploadUrl: string | null,
  report: TransferReports,
  { endpoint = TUS_ENDPOINT, headers = bearer(), Upload = tus.Upload }: TusOptions = {},
): () => void {
  let stopped = false;
  const upload: tus.Upload = new Upload(file, {
    endpoint,
    ...(uploadUrl ? { uploadUrl } : {}),
    metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
    headers,
    chunkSize: TUS_CHUNK_BYTES,
    retryDelays: TUS_RETRY_DELAYS,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onUploadUrlAvailable: () => {
      if (!stopped && upload.url) report.created(upload.url);
    },
    onProgress: (bytesSent, bytesTotal) => {
      if (!stopped) report.progress(bytesSent, bytesTotal);
    },
    onSuccess: ({ lastResponse }) => {
      if (stopped) return;
      const result = finishedUpload(lastResponse.getBody());
      if ('message' in result) report.failed(result.message);
      else report.done(result);
    },
    onError: (error) => {
      if (!stopped) report.failed(transferErrorText(error));
    },
    // 4xx answers are final (a refused type, a foreign upload); others (5xx, network) are retried.
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      return status === 0 || status === 409 || status === 423 || status >= 500;
    },
  });
  const begin = async () => {
    if (!uploadUrl) {
      const previous = await upload.findPreviousUploads().catch(() => []);
      const same = previous.find((p) => p.size === file.size);
      if (same) upload.resumeFromPreviousUpload(same);
    }
    if (!stopped) upload.start();
  };
  void begin();
  return () => {
    stopped = true;
    void upload.abort(false).catch(() => {});
  };
}

/** Deletes what the server holds of a cancelled upload (tus DELETE); failures are ignored (it expires). */
export function discardUpload(uploadUrl: string | null): void {
  if (!uploadUrl) return;
  void tus.Upload.terminate(uploadUrl, { headers: bearer(), retryDelays: [] }).catch(() => {});
}
