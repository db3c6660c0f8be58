import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { isMemory, type Config } from '../config';

export type MediaBody = string | Buffer;
/**
 * A file's body, or how to make it: a generated picture is made when it is first asked for (decision 0086:
 * the PNGs of the demo data would cost seconds at every start), then kept.
 */
export type MediaSource = MediaBody | (() => MediaBody);

/**
 * Where media files (generated fixtures now, uploads later) live: `${DATA_DIR}/media` on disk, or a
 * map when DATA_DIR is `memory://`. Paths are relative to `/media/`, e.g. `news/top-01.png`.
 */
export interface MediaStore {
  /** The directory served under `/media/`, or null when the files are kept in memory. */
  readonly root: string | null;
  /** Stores a file; one given as a function is made (and, on disk, written) when first asked for. */
  put(path: string, body: MediaSource): Promise<void>;
  get(path: string): Promise<Buffer | null>;
  /** Writes a file given as a function if it is not written yet (before the static root serves `path`). */
  ready(path: string): Promise<void>;
}

const SAFE_PATH = /^[a-z0-9][\w-]*(\/[a-z0-9][\w.-]*)*$/i;
/** Accepts `a/b-c.svg`; refuses absolute paths, `..` and anything odd. */
export const isSafeMediaPath = (p: string) => SAFE_PATH.test(p) && !p.split('/').includes('..');

function check(p: string) {
  if (!isSafeMediaPath(p)) throw new Error(`unsafe media path: ${p}`);
}

export function memoryMediaStore(): MediaStore {
  const files = new Map<string, Buffer | (() => MediaBody)>();
  return {
    root: null,
    async put(p, body) {
      check(p);
      files.set(p, typeof body === 'function' ? body : Buffer.from(body));
    },
    async get(p) {
      const file = isSafeMediaPath(p) ? files.get(p) : undefined;
      if (typeof file !== 'function') return file ?? null;
      const made = Buffer.from(file());
      files.set(p, made);
      return made;
    },
    async ready() {},
  };
}

export function diskMediaStore(dir: string): MediaStore {
  const root = resolve(dir);
  const write = async (p: string, body: MediaBody) => {
    const file = join(root, p);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
  };
  /**
   * Files to make on first request: written then (over any older version a previous start left), so a
   * start writes none of them.
   */
  const pending = new Map<string, (() => MediaBody) | Promise<void>>();
  const ready = async (p: string) => {
    const todo = pending.get(p);
    if (todo === undefined) return;
    if (typeof todo !== 'function') return todo;
    const writing = Promise.resolve()
      .then(() => write(p, todo()))
      .finally(() => {
        if (pending.get(p) === writing) pending.delete(p);
      });
    pending.set(p, writing);
    return writing;
  };
  return {
    root,
    async put(p, body) {
      check(p);
      if (typeof body === 'function') pending.set(p, body);
      else {
        pending.delete(p);
        await write(p, body);
      }
    },
    async get(p) {
      if (!isSafeMediaPath(p)) return null;
      await ready(p);
      return readFile(join(root, p)).catch(() => null);
    },
    ready: (p) => (isSafeMediaPath(p) ? ready(p) : Promise.resolve()),
  };
}

export const createMediaStore = (config: Config): MediaStore =>
  isMemory(config) ? memoryMediaStore() : diskMediaStore(join(config.dataDir, 'media'));

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
export const mediaType = (p: string) =>
  TYPES[p.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
