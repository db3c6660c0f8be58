import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UPLOAD_URL_PREFIX } from '../../domain/submission';
import { isMemory, type Config } from '../config';

/**
 * Where uploads live (decision 0049). Finished files: `${DATA_DIR}/media/uploads`, served by the `/media/`
 * static root with the rest of the media; with `DATA_DIR=memory://` (tests, e2e) a temporary directory of
 * this app, served at `/media/uploads/` by its own static root (uploads stream to disk whatever the media
 * store is, never into memory). Transfers in progress (multipart `.part` files, tus uploads and their
 * metadata) live beside it, outside every served directory, so a partial file is never served.
 */
export interface UploadDirs {
  /** Finished uploads, served at UPLOAD_URL_PREFIX. */
  uploads: string;
  /** Multipart transfers in progress. */
  partial: string;
  /** The tus file store. */
  tus: string;
  /** The static root the uploads need of their own (memory mode), else null (the media root serves them). */
  ownStaticRoot: string | null;
  /** Removes everything (memory mode, when the app closes); a no-op on disk. */
  dispose: () => Promise<void>;
}

export function uploadDirs(config: Config): UploadDirs {
  if (isMemory(config)) {
    const base = mkdtempSync(join(tmpdir(), 'portal-uploads-'));
    return {
      uploads: join(base, 'uploads'),
      partial: join(base, 'partial'),
      tus: join(base, 'tus'),
      ownStaticRoot: join(base, 'uploads'),
      dispose: () => rm(base, { recursive: true, force: true }),
    };
  }
  const data = resolve(config.dataDir);
  return {
    uploads: join(data, 'media', 'uploads'),
    partial: join(data, 'uploads-partial'),
    tus: join(data, 'uploads-tus'),
    ownStaticRoot: null,
    dispose: async () => {},
  };
}

/** The directories of each app (tests and benches look at what is left on disk). */
const appDirs = new WeakMap<object, UploadDirs>();
export const rememberDirs = (app: object, dirs: UploadDirs) => appDirs.set(app, dirs);
export const uploadDirsOf = (app: object): UploadDirs | undefined => appDirs.get(app);

export async function ensureDirs(dirs: UploadDirs): Promise<void> {
  for (const dir of [dirs.uploads, dirs.partial, dirs.tus]) await mkdir(dir, { recursive: true });
}

/** An unfinished tus upload is kept this long after its creation, then removed by the hourly clean-up. */
export const TUS_EXPIRY_MS = 24 * 60 * 60 * 1000;

/**
 * A tus upload's id in its address: the 32 hex digits tus makes (`Uid.rand`). Anything else (a suffix such
 * as `.json` or `.info`, dots, a `/` by encoding, upper case) names no upload and never reaches a store.
 */
export const TUS_ID = /^[0-9a-f]{32}$/;

/** A stored name: what newUploadName makes (anything else under /media/uploads/ does not exist). */
export const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/** A fresh stored name: 32 random hex digits (nothing of the user in it) and the content's extension. */
export const newUploadName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;
export const uploadUrl = (name: string) => `${UPLOAD_URL_PREFIX}${name}`;

/** Moves a finished transfer into the uploads directory (copy + unlink across file systems). */
export async function moveInto(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    await copyFile(from, to);
    await unlink(from);
  }
}
