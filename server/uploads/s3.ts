import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import { Uid, type KvStore } from '@tus/utils';
import type { S3Config } from '../config';
import { mediaType } from '../media/store';
import { HEAD_BYTES } from './content';
import type { FinishedStore } from './finished';
import { TUS_EXPIRY_MS, TUS_ID } from './storage';

/** tus sends each PATCH to S3 in parts of this size (S3's least is 5 MiB; the last part may be smaller). */
export const S3_PART_SIZE = 8 * 1024 * 1024;

/** The SDK's settings for this configuration (one client for tus's store, one for finishing and serving). */
export function s3ClientConfig(s3: S3Config): S3ClientConfig & { bucket: string } {
  return {
    bucket: s3.bucket,
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
    // Checksums only where S3 requires them (DeleteObjects): S3-compatible services (MinIO, older Ceph …)
    // differ in the flexible checksums the SDK would add to every upload by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** The keys of the bucket (decision 0054): tus transfers under `<prefix>tus/`, finished files under `<prefix>uploads/`. */
export const s3Keys = (prefix: string) => ({
  tus: `${prefix}tus/`,
  finished: (name: string) => `${prefix}uploads/${name}`,
});

/**
 * tus's S3 store, and a way to close its client's sockets when the app closes. Its `remove` (tus DELETE)
 * aborts the multipart upload and deletes the object and its `.info`, but leaves the `.part` object of a
 * tail under 5 MiB in the bucket: removed here with the rest.
 */
class ClosableS3Store extends S3Store {
  override async remove(id: string) {
    await super.remove(id);
    await this.client.deleteObject({ Bucket: this.bucket, Key: this.partKey(id, true) });
  }
  destroy() {
    this.client.destroy();
  }
}

/** A cache that keeps nothing: every request reads the upload's `.info` from the bucket (several servers). */
const NO_CACHE: KvStore<never> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
};

const isMissing = (e: unknown) => {
  const name = (e as { name?: unknown }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/** `bucket/key` for CopyObject's source, each segment URL-encoded as S3 wants. */
const copySource = (bucket: string, key: string) =>
  `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * The S3 store (decision 0054): tus's `@tus/s3-store` keeps each transfer as a multipart upload at
 * `<prefix>tus/<id>` with its `.info` (and a `.part` for a tail under 5 MiB); a finished upload is judged by
 * a ranged GET of its first bytes and copied to `<prefix>uploads/<name>`; multipart uploads are put from
 * their local file, streamed with their known length. Uploads are read from the bucket for serving.
 */
export function s3FinishedStore(s3: S3Config): FinishedStore {
  const config = s3ClientConfig(s3);
  const { bucket, ...clientConfig } = config;
  const client = new S3Client(clientConfig);
  const keys = s3Keys(s3.prefix);
  const datastore = new ClosableS3Store({
    partSize: S3_PART_SIZE,
    s3ClientConfig: config,
    expirationPeriodInMilliseconds: TUS_EXPIRY_MS,
    // No per-process cache of the `.info`: another server may have finished or discarded the upload.
    cache: NO_CACHE,
  });
  const removeTus = (id: string) =>
    client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }], Quiet: true },
      }),
    );
  return {
    tus: {
      datastore,
      // The key's prefix is the server's, never the client's: the address holds only the 32 hex digits.
      namingFunction: () => `${keys.tus}${Uid.rand()}`,
      generateUrl: (_req, { path, id }) => `${path}/${id.slice(keys.tus.length)}`,
      getFileIdFromRequest: (_req, lastPath) =>
        lastPath !== undefined && TUS_ID.test(lastPath) ? `${keys.tus}${lastPath}` : undefined,
    },
    async tusHead(id) {
      try {
        const { Body } = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: id, Range: `bytes=0-${HEAD_BYTES - 1}` }),
        );
        return Body ? await Body.transformToByteArray() : new Uint8Array();
      } catch (e) {
        // An empty object has no first byte to ask for: nothing to judge, which the check refuses.
        if ((e as { name?: unknown }).name === 'InvalidRange') return new Uint8Array();
        throw e;
      }
    },
    async fromTus(id, name) {
      const Key = keys.finished(name);
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key,
          CopySource: copySource(bucket, id),
          MetadataDirective: 'REPLACE',
          ContentType: mediaType(name),
        }),
      );
      await removeTus(id);
      const { ContentLength } = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      return ContentLength ?? 0;
    },
    async discardTus(id) {
      await removeTus(id);
    },
    async save(localPath, name, size) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keys.finished(name),
            Body: createReadStream(localPath),
            ContentLength: size,
            ContentType: mediaType(name),
          }),
        );
      } finally {
        await rm(localPath, { force: true });
      }
    },
    close() {
      client.destroy();
      datastore.destroy();
    },
    objects: {
      async head(name) {
        try {
          const { ContentLength } = await client.send(
            new HeadObjectCommand({ Bucket: bucket, Key: keys.finished(name) }),
          );
          return { size: ContentLength ?? 0 };
        } catch (e) {
          if (isMissing(e)) return null;
          throw e;
        }
      },
      async read(name, range) {
        const { Body } = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: keys.finished(name),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return Body as Readable;
      },
    },
  };
}
