import { expect, test } from '@playwright/test';
import { CAMPAIGNS } from '../../domain/campaigns';
import { campaignNoticesMsg } from '../../src/text/campaignNotices';
import { scrollingNews } from './support';

/**
 * Issue 32: public pages arrive as HTML that already holds them. Hydration without errors on every route is
 * checked by the route sweep (routes.spec.ts); here, what a visitor without scripts (or a crawler) gets, and
 * what the client does with the page it was handed.
 */

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1366, height: 768 } });

  test('from the home page: the news list, its second page and an item, all readable and linked', async ({
    page,
    request,
  }) => {
    const rows = await scrollingNews(request);
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '专家库' }),
    ).toBeVisible();
    await page.getByRole('link', { name: '更多' }).first().click();
    await expect(page).toHaveURL(/\/announcement$/);
    await expect(page.getByTestId('news-featured')).toContainText(rows[0]!.title);

    await page.getByRole('navigation', { name: '新闻分页' }).getByRole('link', { name: /2/ }).click();
    await expect(page).toHaveURL(/\/announcement\?page=2$/);
    await page.getByRole('link', { name: rows[11]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/newsDetail/${rows[11]!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: rows[11]!.title })).toBeVisible();
    await expect(page).toHaveTitle(`${rows[11]!.title} · 医学影像研究院`);
  });

  test('a journal article: its title, authors and abstract, from the list', async ({ page, request }) => {
    const list = (await (
      await request.get('/api/literature/list?category=1&pageNum=1&pageSize=15')
    ).json()) as {
      rows: { id: string | number; title: string; abstracts: string }[];
    };
    const first = list.rows[0]!;
    await page.goto('/journal');
    await page.getByRole('link', { name: `查看《${first.title}》` }).click();
    await expect(page).toHaveURL(new RegExp(`/journal/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByText(first.abstracts.slice(0, 20))).toBeVisible();
  });

  test("the four campaigns' notices, readable before the wizard's first step", async ({ page }) => {
    for (const id of ['qc', 'mc', 'ca', 'ms'] as const) {
      const notice = campaignNoticesMsg[id];
      await page.goto(CAMPAIGNS[id].route);
      await expect(page.getByText(notice.heading, { exact: true })).toBeVisible();
      await expect(page.getByText(notice.sections[0]!.paragraphs[0]!, { exact: true })).toBeVisible();
    }
  });
});

test('the client takes over a rendered page: no second request for its data, the item keeps its title', async ({
  page,
  request,
}) => {
  const [item] = (await scrollingNews(request)).slice(3, 4);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/radio/indexNewsInfo?')) asked.push(r.url());
  });
  const answer = await page.goto(`/newsDetail/${item!.id}`);
  expect(await answer!.text()).toContain(item!.title);
  await expect(page.getByRole('heading', { level: 1, name: item!.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(page).toHaveTitle(`${item!.title} · 医学影像研究院`);
  // Moving on, the client names the pages again.
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '研究院概况' }).click();
  await expect(page).toHaveTitle('研究院概况 · 医学影像研究院');
});

test('the page brings its styles in the head, each once: none in the body, none added again by the client', async ({
  page,
}) => {
  // Every style element taken out of the page while it loads and hydrates (a move is a removal, then an insertion).
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedStyles: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement) removed.push(node.dataset.emotion ?? '(unlabelled)');
    }).observe(document, { childList: true, subtree: true });
  });
  const answer = await page.goto('/institute');
  const html = await answer!.text();
  const [head, body] = html.split('<div id="root"');
  expect(body).not.toContain('<style');
  // Marked as in place (data-s): the client's emotion cache leaves them where they are, not moved and parsed again.
  // The classes' element under the server's own label, the head's last (decision 0095).
  expect(head).toMatch(/<style data-s="" data-emotion="css-ssr [\w -]+">[^<]*<\/style>\s*<\/head>/);
  expect(head).not.toMatch(/<style data-emotion=/);
  // The footer's QR code is fetched when near, not preloaded beside the first screen's pictures.
  expect(body).toContain('src="/media/qr/official-account.svg"');
  expect(html).not.toMatch(/rel="preload"[^>]*official-account/);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Each class's rules live in one style element: the server's, or the client's for what the server did not draw.
  const sheetsPerClass = await page.evaluate(() => {
    const seen = new Map<string, Set<number>>();
    [...document.styleSheets].forEach((sheet, n) => {
      for (const rule of sheet.cssRules) {
        const id = rule instanceof CSSStyleRule ? /^\.css-(\w+)/.exec(rule.selectorText)?.[1] : undefined;
        if (id) seen.set(id, (seen.get(id) ?? new Set()).add(n));
      }
    });
    return [...seen].map(([id, sheets]) => [id, sheets.size] as const);
  });
  expect(sheetsPerClass.length).toBeGreaterThan(20);
  expect(sheetsPerClass.filter(([, n]) => n > 1)).toEqual([]);
  // Nor the layers of the header's buttons (Button's own, merged into ButtonBase's class): the server names
  // them among the classes' names, and the hydrating client serialises none of them again (decision 0094).
  const named = /data-emotion="css-ssr ([\w -]+)"/.exec(head ?? '')![1]!.split(' ');
  expect(named.filter((name) => !html.includes(`css-${name}`)).length).toBeGreaterThan(0);
  const addedByClient = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-emotion="css"]')].flatMap((style) =>
      [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText.slice(0, 60)),
    ),
  );
  expect(addedByClient).toEqual([]);
  // The classes' element stays where the server put it: moved, the browser parsed its rules and recomputed
  // the page's styles again (decision 0095). Only small global styles are re-placed by emotion's Global.
  const removed = await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles);
  expect(removed.filter((label) => !/^css-global( |$)/.test(label))).toEqual([]);
});
