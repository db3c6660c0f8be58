import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { isMemory, type Config } from '../config';

/**
 * Where media files (generated fixtures now, uploads later) live: `${DATA_DIR}/media` on disk, or a
 * map when DATA_DIR is `memory://`. Paths are relative to `/media/`, e.g. `news/top-01.svg`.
 */
export interface MediaStore {
  /** The directory served under `/media/`, or null when the files are kept in memory. */
  readonly root: string | null;
  put(path: string, body: string | Buffer): Promise<void>;
  get(path: string): Promise<Buffer | null>;
}

const SAFE_PATH = /^[a-z0-9][\w-]*(\/[a-z0-9][\w.-]*)*$/i;
/** Accepts `a/b-c.svg`; refuses absolute paths, `..` and anything odd. */
export const isSafeMediaPath = (p: string) => SAFE_PATH.test(p) && !p.split('/').includes('..');

function check(p: string) {
  if (!isSafeMediaPath(p)) throw new Error(`unsafe media path: ${p}`);
}

export function memoryMediaStore(): MediaStore {
  const files = new Map<string, Buffer>();
  return {
    root: null,
    async put(p, body) {
      check(p);
      files.set(p, Buffer.from(body));
    },
    async get(p) {
      return isSafeMediaPath(p) ? (files.get(p) ?? null) : null;
    },
  };
}

export function diskMediaStore(dir: string): MediaStore {
  const root = resolve(dir);
  return {
    root,
    async put(p, body) {
      check(p);
      const file = join(root, p);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(p) {
      if (!isSafeMediaPath(p)) return null;
      return readFile(join(root, p)).catch(() => null);
    },
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
