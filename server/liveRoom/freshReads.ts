/**
 * A read that thousands of sockets ask at once — a room's row on every join, the catch-up page when a
 * killed process's viewers all come back — asked of the database once per key and round (decision 0073).
 * A request never gets an answer read before it arrived: with no read of its key running it starts one;
 * while one runs it waits for the next, which starts when the running one ends and answers everyone who
 * waited. The chat's join reads after entering the room, so an answer read earlier could miss a message
 * recorded in between; this one cannot. The answer is shared: callers must not change it.
 */
export function freshReads<K, V>(
  read: (key: K) => Promise<V>,
  idOf: (key: K) => string | number = (key) => String(key),
): (key: K) => Promise<V> {
  interface Waiter {
    resolve: (v: V) => void;
    reject: (e: unknown) => void;
  }
  const rounds = new Map<string | number, { running: boolean; waiting: Waiter[] }>();

  const start = (id: string | number, key: K) => {
    const round = rounds.get(id)!;
    const answered = round.waiting;
    round.waiting = [];
    round.running = true;
    const settle = (each: (w: Waiter) => void) => {
      answered.forEach(each);
      round.running = false;
      if (round.waiting.length > 0) start(id, key);
      else rounds.delete(id);
    };
    read(key).then(
      (v) => settle((w) => w.resolve(v)),
      (e: unknown) => settle((w) => w.reject(e)),
    );
  };

  return (key) =>
    new Promise<V>((resolve, reject) => {
      const id = idOf(key);
      let round = rounds.get(id);
      if (!round) rounds.set(id, (round = { running: false, waiting: [] }));
      round.waiting.push({ resolve, reject });
      if (!round.running) start(id, key);
    });
}
