import { ERRORS, Server, type CancellationContext } from '@tus/server';
import { uploadMsg } from '../../src/text/upload';
import { statusMessage } from '../http/errors';
import { fail } from '../http/reply';

const t = uploadMsg;

/** A refusal thrown from tus's hooks: the HTTP status and the house's `{code, msg}` body. */
export const refusal = (status: number, message: string) => ({
  status_code: status,
  body: JSON.stringify(fail(message, status)),
});

/** tus's header check answers `Invalid upload-length upload-offset\n`: the names, without the word. */
const INVALID_HEADERS = /^Invalid ([a-z0-9 -]+)\n?$/i;

/** The Chinese message of a refusal tus words on its own (in English), by its status and text. */
export function tusMessage(status: number, body: string, maxBytes: number): string {
  const invalid = INVALID_HEADERS.exec(body);
  if (status === 400 && invalid) return t.invalidHeader(invalid[1]!.trim().split(/\s+/).join(', '));
  if (body === ERRORS.INVALID_LENGTH.body || body === ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION.body)
    return t.lengthRequired;
  switch (status) {
    case 404:
    case 410:
      return t.unknownUpload;
    case 409:
      return t.offsetMismatch;
    case 412:
      return t.tusRequired;
    case 413:
      return t.tooLarge(maxBytes);
    default:
      return statusMessage(status);
  }
}

/**
 * tus's server, every refusal of which is the house's JSON envelope with a Chinese message (issue 31).
 * tus answers some requests itself, before any hook, in English plain text — a malformed header
 * (`Invalid upload-length`), a missing length — and words its own errors in English; all of them pass
 * through `write`, which answers `{code: status, msg}` as JSON instead (a body that already is the
 * envelope, from the hooks, is kept). An extension the portal does not offer (tus's 501) is the
 * request's fault: 400.
 */
export class HouseTusServer extends Server {
  override async write(context: CancellationContext, headers: Headers, status: number, body = '') {
    if (status < 400) return super.write(context, headers, status, body);
    const code = status === 501 ? 400 : status;
    const envelope = body.startsWith('{')
      ? body
      : JSON.stringify(fail(tusMessage(status, body, this.maxBytes()), code));
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return super.write(context, headers, code, envelope);
  }

  private maxBytes(): number {
    const max = this.options.maxSize;
    return typeof max === 'number' ? max : 0;
  }
}
