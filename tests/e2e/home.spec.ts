import { expect, test } from '@playwright/test';
import { msg } from '../../src/text/messages';
import { liveDiscussionMsg } from '../../src/text/liveDiscussion';

interface Row {
  id: string | number;
  title: string;
  imgUrl?: string;
}

test('a visitor opens the home page and sees the seeded banner and news', async ({ page, request }) => {
  const slides = (
    (await (await request.get('/api/radio/slideshowList')).json()) as { data: Record<string, Row[]> }
  ).data.homepage;
  const top = (
    (await (await request.get('/api/radio/indexNewsInfoList?type=1&limit=10')).json()) as { rows: Row[] }
  ).rows;
  const scrolling = (
    (await (await request.get('/api/radio/indexNewsInfoList?type=2&limit=200')).json()) as { rows: Row[] }
  ).rows;
  expect(slides).toHaveLength(3);
  expect(top.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page).toHaveTitle(/医学影像研究院/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();

  // The banner shows the three seeded slides (their images come from the server).
  const banner = page.getByRole('region', { name: '首页轮播' });
  await expect(banner).toBeVisible();
  for (const slide of slides ?? []) {
    await expect(banner.locator(`img[src="${slide.imgUrl}"]`)).toHaveCount(1);
  }

  // The news blocks show the seeded news: the first top item and, once the visitor scrolls down to
  // it (the ticker is fetched only when it comes near, issue 12), the first scrolling item. Whether it
  // is near without scrolling depends on the fonts' line heights, so the test scrolls as a user would.
  await expect(page.getByText(top[0]!.title).first()).toBeVisible();
  await page.getByRole('region', { name: '滚动新闻' }).scrollIntoViewIfNeeded();
  await expect(page.getByText(scrolling[0]!.title).first()).toBeAttached();

  // A news item opens its detail page with the sanitised rich text.
  await page.getByRole('link', { name: top[0]!.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/newsDetail/${top[0]!.id}$`));
  await expect(page.getByRole('heading', { name: top[0]!.title })).toBeVisible();
});

test('the banner rotates every 3 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const banner = page.getByRole('region', { name: '首页轮播' });
  const current = banner.locator('[aria-current="true"]');
  await expect(current).toHaveCount(1);
  const first = await current.getAttribute('aria-label');
  await page.clock.runFor(3100);
  await expect(current).not.toHaveAttribute('aria-label', first ?? '');
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  // 404, so nothing indexes it (issue 32); the page is still the portal's, with a way home.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the search box opens the global search in a new tab', async ({ page }) => {
  await page.goto('/');
  // The server's page is in view before React has taken it over; the box answers Enter once it has.
  await expect(page.locator('html[data-ready]')).toHaveCount(1);
  const popup = page.waitForEvent('popup');
  await page.getByRole('searchbox').fill('肺结节');
  await page.getByRole('searchbox').press('Enter');
  const tab = await popup;
  await expect(tab).toHaveURL(/\/search\?keyword=%E8%82%BA%E7%BB%93%E8%8A%82|\/search\?keyword=肺结节/);
});

test('the header paints before any JavaScript runs, and the app takes its place (issue 12)', async ({
  browser,
  baseURL,
}) => {
  const bare = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await bare.newPage();
  await page.goto('/live');
  // The server names the page in its head (issue 32), as the client will once it runs.
  await expect(page).toHaveTitle(msg.titles.page(liveDiscussionMsg.pageTitle));
  await expect(page.locator('#root header').first()).toContainText('医学影像研究院');
  // Since issue 32 the header is the app's own, rendered by the server: its mark links home.
  await expect(page.getByRole('link', { name: '医学影像研究院首页' }).locator('svg')).toBeVisible();
  await bare.close();
});

test('the static header gives way to the live one', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: '医学影像研究院首页' })).toBeVisible();
  await expect(page.locator('header.ss-h')).toHaveCount(0);
  await expect(page.locator('header')).toHaveCount(1);
});
