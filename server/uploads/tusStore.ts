import type { Readable } from 'node:stream';
import { DataStore, type Upload } from '@tus/server';

/**
 * The tus datastore as the endpoint uses it (issue 31, decision 0065): the store's own (file or S3), with
 * two differences. Removing an upload (tus DELETE) also runs `removed`, which releases the upload's place
 * in its owner's quota once the bytes are gone. And it does not offer `creation-defer-length`: an upload
 * must say its length when it is created, since the quota and the picture limit are checked then.
 */
export class TusStore extends DataStore {
  constructor(
    private readonly inner: DataStore,
    private readonly removed: (id: string) => Promise<void>,
  ) {
    super();
    this.extensions = inner.extensions.filter((e) => e !== 'creation-defer-length');
  }
  override create(upload: Upload) {
    return this.inner.create(upload);
  }
  override write(stream: Readable, id: string, offset: number) {
    return this.inner.write(stream, id, offset);
  }
  override getUpload(id: string) {
    return this.inner.getUpload(id);
  }
  override declareUploadLength(id: string, length: number) {
    return this.inner.declareUploadLength(id, length);
  }
  override async remove(id: string) {
    await this.inner.remove(id);
    await this.removed(id);
  }
  override deleteExpired() {
    return this.inner.deleteExpired();
  }
  override getExpiration() {
    return this.inner.getExpiration();
  }
}
