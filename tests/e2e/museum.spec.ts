import { expect, test, type Page } from '@playwright/test';
import {
  expectNoHorizontalScroll,
  failApi,
  holdApi,
  PHONE,
  recordLayoutShift,
  axeViolations,
  drawnByClient,
} from './pageStates.support';

/** The museum at /museum (001 §2 "Museum", decision 0030) against the real server and its seed. */
interface Row {
  id: number;
  name: string;
  vrUrl: string;
  viewCount: number;
}
const menu = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const list = (page: Page) => page.getByRole('list', { name: '展商列表' });
const cards = (page: Page) => list(page).getByRole('listitem');

// The seed's VR halls are on example.com: the test answers for it, as the vendor's site would.
test.beforeEach(async ({ context }) => {
  await context.route('https://vr.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>VR展厅</title><h1>VR展厅</h1>' }),
  );
});

async function rows(page: Page): Promise<Row[]> {
  return ((await (await page.request.get('/api/museum/list')).json()) as { rows: Row[] }).rows;
}

test('from / by the menu: 产业园 opens the museum; the banner opens the vendor hall in a new window and counts it', async ({
  page,
}) => {
  const before = (await rows(page)).find((r) => r.name.startsWith('联影医疗'))!;
  await page.goto('/');
  await menu(page).getByRole('link', { name: '产业园' }).click();
  await expect(page).toHaveURL(/\/museum$/);
  await expect(page).toHaveTitle('产业园 · 医学影像研究院');
  const banner = page.getByTestId('museum-banner');
  await expect(banner).toContainText('联影医疗 · VR云展厅');

  const counted = page.waitForResponse((r) => r.url().includes(`/api/museum/view?id=${before.id}`));
  const popup = page.waitForEvent('popup');
  await banner.click();
  const hall = await popup;
  await expect(hall).toHaveURL(before.vrUrl);
  await expect(hall.getByRole('heading', { name: 'VR展厅' })).toBeVisible();
  expect(((await (await counted).json()) as { data: { viewCount: number } }).data.viewCount).toBe(
    before.viewCount + 1,
  );
  await expect(page.getByTestId(`exhibitor-${before.id}`).getByTestId('view-count')).toHaveText(
    `浏览 ${before.viewCount + 1}`,
  );
  expect((await rows(page)).find((r) => r.id === before.id)!.viewCount).toBe(before.viewCount + 1);
});

test('rows of 4 with logo, name and count; a card opens its hall; one without a hall is no link; axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const seeded = await rows(page);
  // The layout as the client draws it (the server's render of this page: the route sweep, routes.spec.ts).
  await drawnByClient(page);
  await page.goto('/museum');
  await expect(cards(page)).toHaveCount(seeded.length);
  const ys = await cards(page).evaluateAll((els) =>
    els.map((e) => Math.round(e.getBoundingClientRect().top)),
  );
  expect(new Set(ys.slice(0, 4)).size).toBe(1);
  expect(ys[4]).toBeGreaterThan(ys[0]!);
  expect(ys[4]).toBe(ys[7]);

  const first = seeded[0]!;
  const card = list(page).getByRole('link', {
    name: new RegExp(`^${first.name} 浏览 ${first.viewCount} ?（在新窗口打开）$`),
  });
  await expect(card.locator('img')).toHaveAttribute('width', '240');
  await expect(card).toContainText(first.name);
  await expect(card.getByTestId('view-count')).toHaveText(`浏览 ${first.viewCount}`);
  const popup = page.waitForEvent('popup');
  await card.click();
  await expect(await popup).toHaveURL(first.vrUrl);
  // The link's name carries the count, so find it again by its exhibitor.
  await expect(page.getByTestId(`exhibitor-${first.id}`).getByTestId('view-count')).toHaveText(
    `浏览 ${first.viewCount + 1}`,
  );

  const noHall = seeded.find((r) => r.vrUrl === '')!;
  const plain = page.getByTestId(`exhibitor-${noHall.id}`);
  await expect(plain).toContainText('VR展厅筹备中');
  await expect(plain.locator('a')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('loading, then empty', async ({ page }) => {
  const release = await holdApi(page, '**/api/museum/list', {
    code: 200,
    msg: '操作成功',
    rows: [],
    total: 0,
  });
  await page.goto('/museum');
  await expect(page.getByRole('progressbar', { name: '加载中…' })).toBeVisible();
  release();
  await expect(page.getByText('暂无展商')).toBeVisible();
  await expect(page.getByTestId('museum-banner')).toHaveCount(0);
});

test('an error, with a retry that loads the list', async ({ page }) => {
  const api = await failApi(page, '**/api/museum/list');
  await page.goto('/museum');
  await expect(page.getByRole('alert').filter({ hasText: '展商列表加载失败' })).toBeVisible();
  api.failing = false;
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('museum-banner')).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('two exhibitors a row, nothing to scroll sideways, axe clean', async ({ page }) => {
    await drawnByClient(page);
    await page.goto('/museum');
    await expect(page.getByTestId('museum-banner')).toBeVisible();
    const ys = await cards(page).evaluateAll((els) =>
      els.map((e) => Math.round(e.getBoundingClientRect().top)),
    );
    expect(ys[0]).toBe(ys[1]);
    expect(ys[2]).toBeGreaterThan(ys[1]!);
    await expectNoHorizontalScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the skeleton gives way to the exhibitors without a layout shift', async ({ page }) => {
    const shift = await recordLayoutShift(page);
    const release = await holdApi(page, '**/api/museum/list');
    await page.goto('/museum');
    // The page's own skeleton (under its heading), not the shell's bar while the page's code loads.
    await expect(page.getByRole('heading', { level: 1, name: '产业园' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '加载中…' })).toBeVisible();
    await shift.start();
    release();
    await expect(page.getByTestId('museum-banner')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const cls = await shift.read();
    console.log(`layout shift /museum: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThan(0.1);
  });
});
