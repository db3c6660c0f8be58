import { fromEvent, map, merge, startWith, type Observable } from 'rxjs';

/**
 * The browser's connection as a stream: the current `navigator.onLine` at once, then every
 * `online` / `offline` event of the window. Injected into the exam machine's `connectivity` actor.
 */
export const connectivity$ = (
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  isOnline: () => boolean = () => navigator.onLine,
): Observable<boolean> =>
  merge(
    fromEvent(target, 'online').pipe(map(() => true)),
    fromEvent(target, 'offline').pipe(map(() => false)),
  ).pipe(startWith(isOnline()));
