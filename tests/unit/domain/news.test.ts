import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_TYPE,
  HOME_BANNER_KEY,
  HOME_BANNER_SLIDES,
  NEWS_SCROLL_TYPE,
  NEWS_TOP_TYPE,
} from '../../../domain/news';

describe('news codes (000 §9)', () => {
  it('top news is type 1, the scrolling list and /announcement type 2; the banner is the homepage slideshow of 3', () => {
    expect([NEWS_TOP_TYPE, NEWS_SCROLL_TYPE, ANNOUNCEMENT_TYPE]).toEqual([1, 2, 2]);
    expect([HOME_BANNER_KEY, HOME_BANNER_SLIDES]).toEqual(['homepage', 3]);
  });
});
