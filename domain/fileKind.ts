/**
 * The kind of a work's attachment, decided by the extension of its address or name (000 §2.3: picture
 * gif/jpg/jpeg/png; video; pdf; anything else shows 暂无内容). The spec leaves the video extensions open
 * ("{token}"): the upload dialog takes mp4 only (§5.5), and works that came in earlier may be any format
 * a browser plays, so mp4, m4v, mov and webm count as video (decision 0045). Case does not matter; a query
 * string or fragment (`a.MP4?token=…#t=3`) is not part of the extension.
 */
export type FileKind = 'picture' | 'video' | 'pdf' | 'none';

export const PICTURE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov', 'webm'] as const;
export const PDF_EXTENSIONS = ['pdf'] as const;

/** The MIME type the player is told for each video extension (a QuickTime .mov is nearly always H.264 in an MP4-like box). */
const VIDEO_MIME: Readonly<Record<(typeof VIDEO_EXTENSIONS)[number], string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/mp4',
  webm: 'video/webm',
};

/** The lower-case extension of an address or file name without its query and fragment; '' when it has none. */
export function extensionOf(address: string): string {
  const cut = address.search(/[?#]/);
  const path = cut < 0 ? address : address.slice(0, cut);
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

const isIn = (list: readonly string[], ext: string) => list.includes(ext);

/** The kind of one address (or file name). */
export function fileKindOf(address: string | null | undefined): FileKind {
  if (!address) return 'none';
  const ext = extensionOf(address);
  if (isIn(PICTURE_EXTENSIONS, ext)) return 'picture';
  if (isIn(VIDEO_EXTENSIONS, ext)) return 'video';
  if (isIn(PDF_EXTENSIONS, ext)) return 'pdf';
  return 'none';
}

/**
 * The kind of a work file (000 §3: path, fileName): the stored path decides; a path without a known
 * extension (a storage key such as `/media/ab12`) falls back to the uploaded file's name.
 */
export function workFileKind(file: { path: string; fileName?: string | null }): FileKind {
  const byPath = fileKindOf(file.path);
  return byPath === 'none' ? fileKindOf(file.fileName) : byPath;
}

/** The MIME type to give the player for a video address (video/mp4 unless the extension says webm). */
export function videoMimeOf(address: string): string {
  const ext = extensionOf(address);
  return isIn(VIDEO_EXTENSIONS, ext) ? VIDEO_MIME[ext as keyof typeof VIDEO_MIME] : 'video/mp4';
}

/** What the portal stores from an upload: the extension a stored file gets (decision 0049). */
export type UploadKind = 'jpg' | 'png' | 'gif' | 'mp4' | 'pdf' | 'ppt' | 'pptx';
/**
 * The extensions an uploaded file's name may have, and the kind each claims (the content must prove it):
 * the pictures, MP4 (M4V is the same box format), PDF, and PowerPoint slides, legacy .ppt and .pptx
 * (002 §5: the med-speech campaign takes them; decision 0052).
 */
export const UPLOAD_KIND_OF_EXTENSION: Readonly<Record<string, UploadKind>> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  mp4: 'mp4',
  m4v: 'mp4',
  pdf: 'pdf',
  ppt: 'ppt',
  pptx: 'pptx',
};
