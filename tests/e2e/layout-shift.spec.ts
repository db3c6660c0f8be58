import { expect, test, type Page } from '@playwright/test';
import { holdApi } from './pageStates.support';

/**
 * Pages that fill in do not move (issue 12: CLS ≤ 0.05). At phone width, the answers and pictures named are
 * held back until the loading state has been drawn, then let go; the layout shifts the browser reports
 * (the same entries Lighthouse sums) must add up to almost nothing.
 */
test.use({ viewport: { width: 412, height: 823 } });

async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

test('the series page: the place of its banners is held while they load and when their picture arrives', async ({
  page,
}) => {
  await watchShifts(page);
  const banners = await holdApi(page, '**/api/youth/bg/conf/list**');
  const pictures = await holdApi(page, '**/media/edu/banners/**');
  // Opened by its address, not by a click: the browser leaves out shifts within 500 ms of an input, which
  // would hide the very shift this looks for (education.spec.ts reaches the page by clicking).
  await page.goto('/educourse/series');
  await expect(page.getByRole('heading', { level: 1, name: '系列课程' })).toBeVisible();
  banners();
  await expect(page.getByTestId('banner-full')).toBeAttached();
  pictures();
  await expect(page.getByRole('img', { name: /系列课程/ })).toBeVisible();
  await expect
    .poll(() => page.getByRole('img', { name: /系列课程/ }).evaluate((img: HTMLImageElement) => img.complete))
    .toBe(true);
  expect(await shift(page)).toBeLessThan(0.01);
});
