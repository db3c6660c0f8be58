import { describe, expect, it } from 'vitest';
import { reachedPass, resumePosition } from '../../machines/watchProgress.machine';
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
  it('resumes at the saved position; a trial 10 s earlier only past 10 s', () => {
    expect(resumePosition(null, false)).toBe(0);
    expect(resumePosition(null, true)).toBe(0);
    expect(resumePosition({ watchPosition: 40, maxPosition: 60, completed: 0 }, false)).toBe(40);
    expect(resumePosition({ watchPosition: 40, maxPosition: 60, completed: 0 }, true)).toBe(30);
    expect(resumePosition({ watchPosition: 10, maxPosition: 10, completed: 0 }, true)).toBe(10);
    expect(resumePosition({ watchPosition: 10.5, maxPosition: 11, completed: 0 }, true)).toBe(0.5);
    expect(resumePosition({ watchPosition: 5, maxPosition: 5, completed: 0 }, true)).toBe(5);
  });

  it('counts as completed from videoPassPercentage of a known duration', () => {
    expect(reachedPass(79.9, 100, 80)).toBe(false);
    expect(reachedPass(80, 100, 80)).toBe(true);
    expect(reachedPass(50, 0, 80)).toBe(false);
    expect(reachedPass(0, 60, 0)).toBe(true);
  });

  it('sends positions in tenths of a second under the contract field names', () => {
    expect(recordBody({ videoId: 7, watchPosition: 12.3456, maxPosition: 20.04, completed: 1 })).toEqual({
      youthVideoId: 7,
      watchPosition: 12.3,
      maxPosition: 20,
      completed: 1,
    });
  });
});
