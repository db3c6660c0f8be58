import { Writable } from 'node:stream';

/** A log stream that keeps every line the logger writes (pass `stream` to `loggerOptions`). */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}
