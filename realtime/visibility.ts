import { defer, distinctUntilChanged, fromEvent, map, startWith, type Observable } from 'rxjs';

/** true while the document is visible; emits the current value first, then every change. */
export const pageVisible$ = (doc: Document = document): Observable<boolean> =>
  defer(() =>
    fromEvent(doc, 'visibilitychange').pipe(
      map(() => doc.visibilityState !== 'hidden'),
      startWith(doc.visibilityState !== 'hidden'),
      distinctUntilChanged(),
    ),
  );
