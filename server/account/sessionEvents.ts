/**
 * "This session ended" (logout), for whoever holds something opened with the token: the live chat
 * disconnects the sockets that authenticated with it. Listeners are kept per database handle (one per
 * server), so test apps on separate databases do not hear each other.
 */
type Listener = (token: string) => void;

const listeners = new WeakMap<object, Set<Listener>>();

export function onSessionEnded(db: object, fn: Listener): () => void {
  const set = listeners.get(db) ?? new Set<Listener>();
  listeners.set(db, set);
  set.add(fn);
  return () => {
    set.delete(fn);
  };
}

export function sessionEnded(db: object, token: string): void {
  for (const fn of listeners.get(db) ?? []) {
    try {
      fn(token);
    } catch {
      // A listener's failure is its own: the logout has happened.
    }
  }
}
