import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, failApi, holdApi, PHONE, axeViolations } from './pageStates.support';

/** Journals and the PDF reader (001 §2 "Journals", /eduMetting; issue 13) against the real server and its seed. */
interface Row {
  id: string;
  title: string;
  authors: string;
  publishDate: string;
  category: number;
}
const menu = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const items = (page: Page) => page.getByTestId('journal-item');
const pages = (page: Page) => page.getByTestId('pdf-page');
/** The reader loads pdf.js and its worker first: on a busy machine that takes seconds. */
const SLOW = { timeout: 30_000 };
const rendered = (page: Page) => page.locator('[data-testid="pdf-page"][data-rendered="true"]');

async function listed(page: Page, query: string): Promise<{ rows: Row[]; total: number }> {
  return (await (await page.request.get(`/api/literature/list?pageSize=15&${query}`)).json()) as {
    rows: Row[];
    total: number;
  };
}

test('from / by the menu: tabs, author search, paging, a journal, its DOI, and its reading guide', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const standards = await listed(page, 'category=1&pageNum=1');
  const guides = await listed(page, 'category=2&pageNum=1');
  await page.goto('/');
  await menu(page).getByRole('link', { name: '医师之家' }).click();
  await page.getByRole('link', { name: '期刊文献' }).click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page).toHaveTitle('期刊文献 · 医学影像研究院');
  await expect(page.getByRole('tab', { name: '规范与共识', selected: true })).toBeVisible();
  await expect(items(page)).toHaveCount(15);
  await expect(items(page).first()).toContainText(standards.rows[0]!.title);
  await expect(items(page).first()).toContainText(`收稿日期：${standards.rows[0]!.publishDate.slice(0, 10)}`);

  // The second tab.
  await page.getByRole('tab', { name: '专家指南' }).click();
  await expect(page).toHaveURL(/category=2/);
  await expect(items(page).first()).toContainText(guides.rows[0]!.title);

  // Pages of 15: the second page holds the rest.
  await page
    .getByRole('navigation', { name: '期刊分页' })
    .getByRole('link', { name: /第 2 页|page 2/ })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(items(page)).toHaveCount(guides.total - 15);

  // Author search by Enter, then cleared.
  const byAuthor = await listed(page, `category=2&author=${encodeURIComponent('陈静')}`);
  const search = page.getByRole('searchbox', { name: '作者' });
  await search.fill('陈静');
  await search.press('Enter');
  await expect(page).toHaveURL(/author=/);
  await expect(items(page)).toHaveCount(byAuthor.rows.length);
  expect(byAuthor.total).toBeLessThan(guides.total);
  await page.getByRole('button', { name: '清除作者' }).click();
  await expect(items(page)).toHaveCount(15);
  await expect(search).toHaveValue('');

  // Back to the first tab; open its newest journal.
  await page.getByRole('tab', { name: '规范与共识' }).click();
  const first = standards.rows[0]!;
  await page.getByRole('link', { name: `查看《${first.title}》` }).click();
  await expect(page).toHaveURL(new RegExp(`/journal/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByText('多参数磁共振前列腺成像PI-RADS评分的规范应用。')).toBeVisible();
  const keywords = page.getByRole('list', { name: '关键词' }).getByRole('listitem');
  await expect(keywords).toHaveText(['前列腺', '多参数磁共振', 'PI-RADS']);
  const doi = page.getByTestId('journal-doi');
  await expect(doi).toHaveAttribute('href', /^https:\/\/doi\.org\/10\.3760\//);
  await expect(doi).toHaveAttribute('target', '_blank');
  expect(await axeViolations(page)).toEqual([]);

  // The reading guide opens the reader: 4 pages, then 4 more on scrolling, text selectable.
  await page.getByRole('link', { name: '阅读指南' }).click();
  await expect(page).toHaveURL(/\/journalpreview\/sample-20$/);
  await expect(page.getByText('共 20 页', { exact: true })).toBeVisible(SLOW);
  await expect(pages(page)).toHaveCount(4, SLOW);
  await expect(rendered(page).first()).toBeVisible(SLOW);
  await expect(pages(page).first().locator('canvas')).toHaveCount(1);
  await expect(pages(page).first().locator('.textLayer')).toContainText('第 1 页 / 共 20 页');
  await page.getByTestId('pdf-more').scrollIntoViewIfNeeded();
  await expect(pages(page)).toHaveCount(8);
  await expect(page.locator('[data-page="6"][data-rendered="true"]')).toBeVisible();
  await expect(page.locator('[data-page="6"] .textLayer')).toContainText('第 6 页 / 共 20 页');
  expect(await axeViolations(page)).toEqual([]);
});

test('a journal with references, no file, and sanitised authors', async ({ page }) => {
  // Journal 3 has references; 13 has no file; 17's authors carry markup the sanitiser strips.
  await page.goto('/journal/3');
  await expect(page.getByRole('list', { name: '参考文献' }).getByRole('listitem')).toHaveCount(3);
  await page.goto('/journal/13');
  await expect(page.getByText('阅读指南：暂无内容')).toBeVisible();
  await expect(page.getByRole('link', { name: '阅读指南' })).toHaveCount(0);
  let alerted = false;
  page.on('dialog', (d) => {
    alerted = true;
    void d.dismiss();
  });
  await page.goto('/journal/17');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('article script, article img[onerror]')).toHaveCount(0);
  expect(alerted).toBe(false);
});

test('the 300-page PDF holds only the canvases near the viewport as the reader scrolls', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/journalpreview/sample-300');
  await expect(page.getByText('共 300 页', { exact: true })).toBeVisible(SLOW);
  await expect(rendered(page).first()).toBeVisible(SLOW);
  for (let i = 0; i < 6; i += 1) {
    await page.getByTestId('pdf-more').scrollIntoViewIfNeeded();
    await expect(pages(page)).toHaveCount(4 * (i + 2));
  }
  await expect(page.locator('[data-page="29"]')).toHaveCount(0);
  // The page in view (new pages were added below it) is drawn.
  const inView = await page.evaluate(
    () =>
      [...document.querySelectorAll('[data-testid="pdf-page"]')]
        .find((e) => e.getBoundingClientRect().bottom > 0 && e.getBoundingClientRect().top < innerHeight)
        ?.getAttribute('data-page') ?? '0',
  );
  expect(Number(inView)).toBeGreaterThan(20);
  await expect(page.locator(`[data-page="${inView}"][data-rendered="true"]`)).toBeVisible(SLOW);
  // Pages far above were released: the first page has no canvas any more.
  await expect(page.locator('[data-page="1"] canvas')).toHaveCount(0);
  expect(await page.locator('canvas').count()).toBeLessThanOrEqual(8);
});

test('/eduMetting: own media opens, a foreign address is refused, nothing is 暂无内容', async ({ page }) => {
  await page.goto('/eduMetting?pdf=%2Fmedia%2Fjournals%2Fsample-20.pdf');
  await expect(page.getByRole('heading', { level: 1, name: '会议资料' })).toBeVisible();
  await expect(pages(page)).toHaveCount(4, SLOW);
  await expect(rendered(page).first()).toBeVisible(SLOW);

  let fetched = false;
  await page.route('https://evil.example.com/**', async (route) => {
    fetched = true;
    await route.abort();
  });
  await page.goto('/eduMetting?pdf=https%3A%2F%2Fevil.example.com%2Fmedia%2Fa.pdf');
  await expect(page.getByTestId('pdf-refused')).toHaveText('该文件地址不在允许范围内，无法预览');
  await expect(pages(page)).toHaveCount(0);
  expect(fetched).toBe(false);

  await page.goto('/eduMetting');
  await expect(page.getByText('暂无内容')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a PDF that fails to load: 预览加载失败，请重新打开！', async ({ page }) => {
  // A file that is not a PDF.
  await page.goto('/journalpreview/broken');
  await expect(page.getByTestId('pdf-failed')).toHaveText('预览加载失败，请重新打开！', SLOW);
  // A download that fails.
  await page.route('**/media/journals/sample-20.pdf', (route) => route.abort());
  await page.goto('/journalpreview/sample-20');
  await expect(page.getByTestId('pdf-failed')).toHaveText('预览加载失败，请重新打开！', SLOW);
  // A file id that names no file.
  await page.goto('/journalpreview/..%2Fx');
  await expect(page.getByText('暂无内容')).toBeVisible();
});

test('an unknown journal is a not-found state with the way back', async ({ page }) => {
  await page.goto('/journal/99999');
  await expect(page.getByText('该文献不存在或已下架')).toBeVisible();
  await page.getByTestId('empty-state').getByRole('link', { name: '返回期刊列表' }).click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(items(page)).toHaveCount(15);
});

test('list: loading, then empty; an error with a retry', async ({ page }) => {
  const release = await holdApi(page, '**/api/literature/list*', {
    code: 200,
    msg: '操作成功',
    rows: [],
    total: 0,
  });
  await page.goto('/journal');
  await expect(page.getByRole('progressbar', { name: '加载中…' })).toBeVisible();
  release();
  await expect(page.getByText('内容为空')).toBeVisible();
  await page.unrouteAll();
  const api = await failApi(page, '**/api/literature/list*');
  await page.goto('/journal?category=2');
  await expect(page.getByRole('alert').filter({ hasText: '期刊列表加载失败' })).toBeVisible();
  api.failing = false;
  await page.getByRole('button', { name: '重试' }).click();
  await expect(items(page)).toHaveCount(15);
});

test('detail: an error with a retry', async ({ page }) => {
  const api = await failApi(page, '**/api/literature/view/*');
  await page.goto('/journal/1');
  await expect(page.getByRole('alert').filter({ hasText: '文献加载失败' })).toBeVisible();
  api.failing = false;
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '乳腺钼靶影像报告规范专家共识' })).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('list and detail fit the phone; axe clean', async ({ page }) => {
    await page.goto('/journal');
    await expect(items(page)).toHaveCount(15);
    await expectNoHorizontalScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/journal/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the reader fits the page to the phone width; axe clean', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/journalpreview/sample-20');
    await expect(rendered(page).first()).toBeVisible(SLOW);
    await expectNoHorizontalScroll(page);
    const { pageWidth, viewport } = await page.evaluate(() => ({
      pageWidth: document.querySelector('[data-page="1"]')!.getBoundingClientRect().width,
      viewport: document.documentElement.clientWidth,
    }));
    // Fit to width: the page fills the reader, which is the screen less its margins.
    expect(pageWidth).toBeGreaterThan(viewport - 40);
    expect(pageWidth).toBeLessThanOrEqual(viewport);
    expect(await axeViolations(page)).toEqual([]);
  });
});
