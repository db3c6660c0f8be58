import { describe, expect, it } from 'vitest';
import { recordBody } from '../../src/api/video';
import { accessInfoOf, backTarget } from '../../src/features/video/videoRules';

describe('video detail rules', () => {
  it('goes back to the expert with fromExp, to the series list for series videos, else to the category', () => {
    expect(backTarget({ vType: 'youth', series: false, fromExp: '12' })).toBe('/specialist/12');
    expect(backTarget({ series: true, fromExp: '12' })).toBe('/specialist/12');
    expect(backTarget({ series: true, fromExp: null })).toBe('/educourse/series');
    expect(backTarget({ vType: 'mdt', series: false, fromExp: '  ' })).toBe('/edu/mdt');
    expect(backTarget({ series: false, fromExp: null })).toBe('/education');
  });

  it('reads the access facts of the server detail (1/0 flags, price, address)', () => {
    expect(
      accessInfoOf({
        access: 0,
        trySee: 1,
        viewable: 0,
        scoreCurrPrice: 200,
        videoUrl: '/media/video/trial.mp4',
      }),
    ).toEqual({ access: false, trySee: true, viewable: false, price: 200, src: '/media/video/trial.mp4' });
    expect(
      accessInfoOf({ access: 1, trySee: 0, viewable: 1, scoreCurrPrice: 0, videoUrl: '/v.mp4' }),
    ).toEqual({
      access: true,
      trySee: false,
      viewable: true,
      price: 0,
      src: '/v.mp4',
    });
  });
});

describe('watch progress rules', () => {
  // resumePosition and reachedPass: tests/unit/domain/watch.test.ts.
  it('sends positions in tenths of a second under the contract field names', () => {
    expect(recordBody({ videoId: 7, watchPosition: 12.3456, maxPosition: 20.04, completed: 1 })).toEqual({
      youthVideoId: 7,
      watchPosition: 12.3,
      maxPosition: 20,
      completed: 1,
    });
  });
});
