/**
 * Where the portal may send a browser when the target comes from outside the code (the address bar,
 * storage, a server's answer). Pure, shared with the server.
 */

/** C0 controls, space, DEL: the URL parser strips tabs and newlines, so `/\t/evil` would become `//evil`. */
const hasControlOrSpace = (text: string) =>
  Array.from(text).some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f);
const MAX_PATH = 2048;

/** Percent-decoding repeated until it settles; null when the text is not valid percent-encoding. */
function decodeFully(text: string): string | null {
  let current = text;
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

const startsOffSite = (path: string) => !path.startsWith('/') || path[1] === '/' || path[1] === '\\';

/**
 * The target when it is a same-origin relative path (one `/`, then the path, query or hash), else null.
 * Refused: `//evil`, `/\evil`, `\\evil`, `/%5Cevil`, `/%2F%2Fevil`, `/\t/evil`, `http:…`, `javascript:…`,
 * `evil`, any backslash or control character, and anything that is not a string.
 */
export function safeRedirectPath(target: unknown): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_PATH) return null;
  if (startsOffSite(target) || target.includes('\\') || hasControlOrSpace(target)) return null;
  // Some code down the line may decode before navigating: the decoded form must hold too.
  const decoded = decodeFully(target);
  if (decoded === null || startsOffSite(decoded) || hasControlOrSpace(decoded)) return null;
  try {
    const base = 'http://origin.invalid';
    if (new URL(target, base).origin !== base) return null;
  } catch {
    return null;
  }
  return target;
}

/** An absolute http(s) address (the messenger's QR page, an external link), never `javascript:` or `data:`. */
export function isWebAddress(target: string): boolean {
  if (hasControlOrSpace(target)) return false;
  try {
    const url = new URL(target);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
