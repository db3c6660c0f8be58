import { expect, test, type Page } from '@playwright/test';

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

/** Holds every request whose URL matches until `release` is called. */
async function hold(page: Page, pattern: string | RegExp) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

const shift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

test('the series page: the place of its banners is held while they load and when their picture arrives', async ({
  page,
}) => {
  await watchShifts(page);
  const banners = await hold(page, /\/api\/youth\/bg\/conf\/list/);
  const pictures = await hold(page, /\/media\/edu\/banners\//);
  await page.goto('/');
  await page.getByRole('link', { name: '医师之家' }).first().click();
  await page.getByRole('link', { name: '系列课程' }).click();
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
