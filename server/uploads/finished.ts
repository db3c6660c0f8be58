import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { ServerOptions } from '@tus/server';
import type { DataStore } from '@tus/utils';
import { readHead } from './content';
import { moveInto, TUS_EXPIRY_MS, TUS_ID, type UploadDirs } from './storage';

/** A stored upload's size, for answering HEAD and Range requests. */
export interface StoredObject {
  size: number;
}

/** Bytes [start, end] (both included) of a stored upload. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where finished uploads go and where tus keeps its transfers (decisions 0049, 0054): the file store under
 * DATA_DIR, or an S3 bucket when S3_BUCKET is set. The upload routes use only this, so they do not branch
 * on the store; the stored name is always storage.ts's `<32 hex>.<ext>`, served at `/media/uploads/<name>`.
 */
export interface FinishedStore {
  /**
   * The tus datastore and how an address's id maps to the store's (TUS_ID only, for both stores; for S3 the
   * key's prefix is added).
   */
  tus: { datastore: DataStore } & Pick<ServerOptions, 'namingFunction' | 'generateUrl'> &
    Required<Pick<ServerOptions, 'getFileIdFromRequest'>>;
  /** The first bytes of a finished tus upload (for the content check), without reading the whole file. */
  tusHead(id: string): Promise<Uint8Array>;
  /** Moves a finished tus upload to the stored `name` (its tus data and metadata gone); answers its size. */
  fromTus(id: string, name: string): Promise<number>;
  /** Removes a tus upload and everything it left (a refused content). */
  discardTus(id: string): Promise<void>;
  /** Stores the finished local file `localPath` (`size` bytes) as `name`; the local file is gone afterwards. */
  save(localPath: string, name: string, size: number): Promise<void>;
  /** Lets go of what the store holds (the S3 clients' sockets) when the app closes. */
  close(): void;
  /**
   * How the uploads are read for serving: null = from disk by a static root (the `/media/` root or the
   * uploads' own in memory mode); else the store answers HEAD and ranged reads itself.
   */
  objects: {
    head(name: string): Promise<StoredObject | null>;
    read(name: string, range: ByteRange | null): Promise<Readable>;
  } | null;
}

/** The file store (decision 0049): tus in `dirs.tus`, finished files renamed into `dirs.uploads`. */
export function diskFinishedStore(dirs: UploadDirs): FinishedStore {
  const datastore = new FileStore({ directory: dirs.tus, expirationPeriodInMilliseconds: TUS_EXPIRY_MS });
  return {
    tus: {
      datastore,
      // Only tus's own ids: `<id>.json` (the upload's metadata), dots and the like name nothing.
      getFileIdFromRequest: (_req, lastPath) =>
        lastPath !== undefined && TUS_ID.test(lastPath) ? lastPath : undefined,
    },
    tusHead: (id) => readHead(join(dirs.tus, id)),
    async fromTus(id, name) {
      const to = join(dirs.uploads, name);
      await moveInto(join(dirs.tus, id), to);
      await rm(join(dirs.tus, `${id}.json`), { force: true });
      return (await stat(to)).size;
    },
    discardTus: (id) => datastore.remove(id).catch(() => undefined),
    save: (localPath, name) => moveInto(localPath, join(dirs.uploads, name)),
    objects: null,
    close: () => undefined,
  };
}
