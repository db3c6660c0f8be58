// @vitest-environment jsdom
import { Subject, take, toArray, firstValueFrom } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { carousel$ } from '../../realtime/carousel';
import { clock$ } from '../../realtime/clock';
import { pageVisible$ } from '../../realtime/visibility';
import { BANNER_INTERVAL_MS } from '../../src/schemas/home';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('carousel$', () => {
  it('turns every 3 s and wraps around', () => {
    expect(BANNER_INTERVAL_MS).toBe(3000);
    scheduler().run(({ cold, expectObservable }) => {
      const visible$ = cold('a', { a: true });
      const index$ = carousel$({ count: 3, intervalMs: BANNER_INTERVAL_MS, visible$ }).pipe(take(5));
      expectObservable(index$).toBe('a 2999ms b 2999ms c 2999ms a 2999ms (b|)', { a: 0, b: 1, c: 2 });
    });
  });

  it('stands still while the page is hidden and resumes a full interval after it shows again', () => {
    scheduler().run(({ hot, expectObservable }) => {
      // visible at 0, hidden at 4 s, visible again at 10 s
      const visible$ = hot('a 3999ms b 5999ms a', { a: true, b: false });
      const index$ = carousel$({ count: 3, intervalMs: 3000, visible$ });
      expectObservable(index$, '^ 14000ms !').toBe('a 2999ms b 9999ms c', { a: 0, b: 1, c: 2 });
    });
  });

  it('a dot pick shows that slide at once and restarts the interval', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const visible$ = cold('a', { a: true });
      const picks$ = hot('1000ms p', { p: 2 });
      const index$ = carousel$({ count: 3, intervalMs: 3000, visible$, picks$ });
      expectObservable(index$, '^ 7000ms !').toBe('a 999ms c 2999ms a 2999ms b', { a: 0, b: 1, c: 2 });
    });
  });

  it('holds still while the user hovers or focuses it', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const visible$ = cold('a', { a: true });
      // held from 1 s to 8 s
      const held$ = hot('f 999ms t 6999ms f', { t: true, f: false });
      const index$ = carousel$({ count: 3, intervalMs: 3000, visible$, held$ });
      expectObservable(index$, '^ 12000ms !').toBe('a 10999ms b', { a: 0, b: 1 });
    });
  });

  it('a single slide never moves', async () => {
    const all = await firstValueFrom(
      carousel$({ count: 1, intervalMs: 10, visible$: new Subject<boolean>() }).pipe(toArray()),
    );
    expect(all).toEqual([0]);
  });
});

describe('pageVisible$', () => {
  it('starts with the current visibility and follows visibilitychange', () => {
    const seen: boolean[] = [];
    let state: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    const sub = pageVisible$(document).subscribe((v) => seen.push(v));
    state = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    sub.unsubscribe();
    expect(seen).toEqual([true, false, true]);
  });
});

describe('clock$', () => {
  it('reads the clock at once and every 250 ms', () => {
    scheduler().run(({ expectObservable, time }) => {
      let t = 1000;
      const now = () => (t += 1);
      void time;
      expectObservable(clock$(250, now).pipe(take(3))).toBe('a 249ms b 249ms (c|)', {
        a: 1001,
        b: 1002,
        c: 1003,
      });
    });
  });
});
