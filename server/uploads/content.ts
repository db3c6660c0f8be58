import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { extensionOf } from '../../domain/fileKind';
import { msg } from '../../src/text/messages';

/**
 * The type-by-content rule of uploads (design §10, decision 0049): what a file is comes from its bytes
 * (file-type reads the magic numbers), never from its name or the browser's Content-Type. The portal takes
 * JPEG, PNG and GIF pictures, MP4 video (the ISO base-media brands, M4V included) and PDF; the name's
 * extension must say the same kind, and the stored name's extension is the content's, so the viewer
 * (domain/fileKind) and the served Content-Type (server/media/store mediaType) agree with the bytes.
 */
export interface StoredKind {
  /** The extension the stored file gets. */
  ext: 'jpg' | 'png' | 'gif' | 'mp4' | 'pdf';
  mime: string;
}

/** What file-type reports → what the portal stores. */
const BY_DETECTED: Readonly<Record<string, StoredKind>> = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  gif: { ext: 'gif', mime: 'image/gif' },
  mp4: { ext: 'mp4', mime: 'video/mp4' },
  m4v: { ext: 'mp4', mime: 'video/mp4' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
};

/** A name's extension → the kind it claims. */
const BY_NAME: Readonly<Record<string, StoredKind['ext']>> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  mp4: 'mp4',
  m4v: 'mp4',
  pdf: 'pdf',
};

/** Bytes file-type needs at most to decide (its own sample size). */
export const HEAD_BYTES = 4100;

/** Whether a file name claims a kind the portal takes (checked before any byte arrives). */
export const nameIsAccepted = (name: string): boolean => extensionOf(name) in BY_NAME;

export type Verdict = { ok: true; kind: StoredKind } | { ok: false; message: string };

/** The verdict on a file named `name` whose first bytes are `head`. */
export async function judgeContent(name: string, head: Uint8Array): Promise<Verdict> {
  const claimed = BY_NAME[extensionOf(name)];
  if (!claimed) return { ok: false, message: msg.upload.typeRefused };
  const detected = await fileTypeFromBuffer(head);
  const kind = detected ? BY_DETECTED[detected.ext] : undefined;
  if (!kind || kind.ext !== claimed)
    return { ok: false, message: msg.upload.typeMismatch(extensionOf(name)) };
  return { ok: true, kind };
}

/** The first HEAD_BYTES bytes of a file on disk. */
export async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A client's file name as stored and answered: its last path segment, without control characters, ≤ 255. */
export function cleanFileName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code > 0x1f && code !== 0x7f;
    })
    .join('')
    .trim()
    .slice(0, 255);
  return clean === '' ? fallback : clean;
}
