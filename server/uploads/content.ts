import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { extensionOf, UPLOAD_KIND_OF_EXTENSION, type UploadKind } from '../../domain/fileKind';
import { mediaType } from '../media/store';
import { uploadMsg } from '../../src/text/upload';

/**
 * The type-by-content rule of uploads (design §10, decision 0049): what a file is comes from its bytes
 * (file-type reads the magic numbers), never from its name or the browser's Content-Type. The portal takes
 * JPEG, PNG and GIF pictures, MP4 video (the ISO base-media brands, M4V included), PDF and PowerPoint
 * slides (.ppt, .pptx); the name's
 * extension must say the same kind, and the stored name's extension is the content's, so the viewer
 * (domain/fileKind) and the served Content-Type (server/media/store mediaType) agree with the bytes.
 */
export interface StoredKind {
  /** The extension the stored file gets. */
  ext: UploadKind;
  mime: string;
}

const stored = (ext: UploadKind): StoredKind => ({ ext, mime: mediaType(`file.${ext}`) });

/**
 * What file-type reports → what the portal stores (its names: jpg, png, gif, mp4, m4v, pdf, pptx, and
 * `cfb` for a legacy .ppt). file-type 21 reads a .pptx's [Content_Types].xml (the first entry of the
 * zip, within the head) and names it pptx; a .ppt is an OLE compound file, which it names `cfb` and
 * cannot tell from a .doc or .xls: those pass as slides when named .ppt, harmless as they are stored as
 * .ppt and served as application/vnd.ms-powerpoint, which a browser downloads (decision 0052).
 */
const BY_DETECTED: Readonly<Record<string, StoredKind>> = {
  ...Object.fromEntries(
    Object.entries(UPLOAD_KIND_OF_EXTENSION).map(([detected, ext]) => [detected, stored(ext)]),
  ),
  cfb: stored('ppt'),
};

/** Bytes file-type needs at most to decide (its own sample size). */
export const HEAD_BYTES = 4100;

/** Whether a file name claims a kind the portal takes (checked before any byte arrives). */
export const nameIsAccepted = (name: string): boolean =>
  Object.hasOwn(UPLOAD_KIND_OF_EXTENSION, extensionOf(name));

export type Verdict = { ok: true; kind: StoredKind } | { ok: false; message: string };

/** The verdict on a file named `name` whose first bytes are `head`. */
export async function judgeContent(name: string, head: Uint8Array): Promise<Verdict> {
  const claimed = UPLOAD_KIND_OF_EXTENSION[extensionOf(name)];
  if (!claimed) return { ok: false, message: uploadMsg.typeRefused };
  const detected = await fileTypeFromBuffer(head);
  const kind = detected ? BY_DETECTED[detected.ext] : undefined;
  if (!kind || kind.ext !== claimed) return { ok: false, message: uploadMsg.typeMismatch(extensionOf(name)) };
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
