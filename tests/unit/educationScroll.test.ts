import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { anchorScroll$, scrollPositions } from '../../realtime/anchorScroll';
import { tileOrder } from '../../src/features/education/EducationHomeView';

describe('anchor scroll (001 §2: 200 px every 20 ms)', () => {
  it('steps 200 px and lands exactly on the target, both ways', () => {
    expect(scrollPositions(0, 650)).toEqual([200, 400, 600, 650]);
    expect(scrollPositions(500, 100)).toEqual([300, 100]);
    expect(scrollPositions(80, 80)).toEqual([]);
  });
  it('emits one position every 20 ms, then completes', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ expectObservable }) => {
      expectObservable(anchorScroll$(0, 450)).toBe('20ms a 19ms b 19ms (c|)', { a: 200, b: 400, c: 450 });
    });
  });
});

describe('/education tile order (000 §9)', () => {
  it('1–8 while loading, the default without a message, the configured order, none on failure', () => {
    expect(tileOrder('pending', undefined)).toBeNull();
    expect(tileOrder('success', null)).toEqual([15, 12, 3, 4, 2, 10, 1, 11, 8, 5, 14, 16]);
    expect(tileOrder('success', '18,1,10')).toEqual([18, 1, 10]);
    expect(tileOrder('error', undefined)).toEqual([]);
  });
});
