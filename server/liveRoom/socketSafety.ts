import { msg } from '../../src/text/messages';

type Ack<A> = (answer: A) => void;

/**
 * A socket.io event handler that cannot fail the process: the payload is the first argument (whatever a
 * client sends), the acknowledgement the last one when it is a function (a client may send none, or
 * something else); `handle` answers the ack, and a throw or a rejection (a database that fails) is
 * logged and answered with 服务器内部错误 instead of becoming an unhandled rejection.
 */
export function safeHandler<A>(
  warn: (m: string) => void,
  event: string,
  handle: (payload: unknown) => Promise<A>,
): (...args: unknown[]) => void {
  return (...args) => {
    const last = args.at(-1);
    const ack: Ack<A | { ok: false; msg: string }> =
      typeof last === 'function' ? (last as Ack<A | { ok: false; msg: string }>) : () => {};
    const payload = typeof args[0] === 'function' ? undefined : args[0];
    let answered = false;
    const answer = (a: A | { ok: false; msg: string }) => {
      if (answered) return;
      answered = true;
      try {
        ack(a);
      } catch (e) {
        warn(`${event}: ack failed: ${String(e)}`);
      }
    };
    let pending: Promise<A>;
    try {
      pending = handle(payload);
    } catch (e) {
      pending = Promise.reject(e);
    }
    pending.then(answer, (e: unknown) => {
      warn(`${event} failed: ${String(e)}`);
      answer({ ok: false, msg: msg.validation.serverError });
    });
  };
}

/**
 * Runs tasks of the same key one after another (in the order they were asked), tasks of different keys
 * side by side. A task's failure is its caller's, and does not stop the ones after it.
 */
export function serialByKey<K>() {
  const tails = new Map<K, Promise<unknown>>();
  return <T>(key: K, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task, task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
