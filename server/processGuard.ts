import type { EventEmitter } from 'node:events';

export interface GuardLog {
  error(obj: object, message: string): void;
  fatal(obj: object, message: string): void;
}

export interface GuardOptions {
  /** Whether the server still accepts requests (then an uncaught exception is logged and survived). */
  serving: () => boolean;
  /** Ends the process cleanly (close the server, flush the database) with a failure code. */
  stop: (reason: string) => void;
}

/**
 * The process-level guard (docs/decisions/0006). A promise that rejects with nobody listening, or a
 * callback that throws, is logged with the app's logger and the portal keeps serving: one bad request
 * or socket event must not end the process for everyone. Only an exception while the server is not
 * serving (starting, or already closing) stops the process, cleanly, since there is nothing to keep.
 * Answers a function that removes the guard.
 */
export function installProcessGuard(proc: EventEmitter, log: GuardLog, options: GuardOptions): () => void {
  const onRejection = (reason: unknown) => {
    log.error({ err: reason }, 'unhandled promise rejection: logged, still serving');
  };
  const onException = (error: unknown, origin: unknown) => {
    if (options.serving()) {
      log.error({ err: error, origin }, 'uncaught exception: logged, still serving');
      return;
    }
    log.fatal({ err: error, origin }, 'uncaught exception while not serving: stopping');
    options.stop('uncaughtException');
  };
  proc.on('unhandledRejection', onRejection);
  proc.on('uncaughtException', onException);
  return () => {
    proc.off('unhandledRejection', onRejection);
    proc.off('uncaughtException', onException);
  };
}
