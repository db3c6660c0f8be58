import { expect, test, type Page } from '@playwright/test';
import {
  axeViolations,
  drawnByClient,
  expectNoHorizontalScroll,
  failApi,
  holdApi,
  PHONE,
} from './pageStates.support';

/**
 * The live schedule /schedule (001 §2 Live schedule, decision 0040) against the real server and its
 * seed: sessions in the month before, of and after the day the server seeded (China time). The page's
 * "today" is Playwright's fixed clock on the 10th of the seeded middle month, so the run does not
 * depend on the day it runs.
 */
interface Row {
  liveDate: string;
  lecturer: string;
  liveTheme: string;
}

async function seeded(page: Page) {
  const rows = ((await (await page.request.get('/api/liveSchedule/list')).json()) as { rows: Row[] }).rows;
  const months = [...new Set(rows.map((r) => r.liveDate.slice(0, 7)))];
  expect(months).toHaveLength(3);
  const [before, middle, after] = months as [string, string, string];
  return { rows, before, middle, after };
}
const heading = (ym: string) => `${Number(ym.slice(0, 4))}年${Number(ym.slice(5))}月`;
const line = (r: Row) => `${r.liveDate.slice(11, 16)}（${r.lecturer}）${r.liveTheme}`;
const onDay = (rows: Row[], date: string) =>
  rows.filter((r) => r.liveDate.startsWith(date)).sort((a, b) => a.liveDate.localeCompare(b.liveDate));
const month = (page: Page) => page.getByTestId('schedule-month');
const day = (page: Page, date: string) => page.getByTestId(`day-${date}`);

/**
 * The page's clock: 10:00 China time on the 10th of the given month, whatever the browser's zone. The
 * server's render knows its own today, not this one, so the page is drawn by the client: hydrating a page
 * the server drew for another day would be a true mismatch (today's mark), redrawn under the test's clicks.
 */
const todayIn = async (page: Page, ym: string, hhmm = '10:00') => {
  await drawnByClient(page);
  await page.clock.setFixedTime(new Date(`${ym}-10T${hhmm}:00+08:00`));
};

test('from / by clicking: 直播讨论, then 直播日程; today’s month, today marked, the busy 15th in time order; axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { rows, middle } = await seeded(page);
  await todayIn(page, middle);
  await page.goto('/');
  await page.getByRole('navigation', { name: '快速入口' }).getByRole('link', { name: '直播讨论' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await page.getByRole('link', { name: '直播日程' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page).toHaveTitle('直播日程 · 医学影像研究院');
  await expect(month(page)).toHaveText(heading(middle));

  const grid = page.getByRole('table', { name: `${heading(middle)}直播日程` });
  await expect(grid.getByRole('columnheader')).toHaveText(['一', '二', '三', '四', '五', '六', '日']);
  const today = grid.locator('[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).toHaveAttribute('data-testid', `day-${middle}-10`);
  await expect(today).toContainText('今天');

  const busy = onDay(rows, `${middle}-15`);
  expect(busy.length).toBeGreaterThanOrEqual(7);
  await expect(day(page, `${middle}-15`).getByTestId('schedule-session')).toHaveText(busy.map(line));
  expect(await axeViolations(page)).toEqual([]);
});

test('month navigation: previous, next, 本月; the month is in the address; a month without sessions says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { rows, before, middle, after } = await seeded(page);
  await todayIn(page, middle);
  await page.goto('/schedule');
  await expect(month(page)).toHaveText(heading(middle));
  await expect(page.getByRole('button', { name: '本月' })).toBeDisabled();

  await page.getByRole('button', { name: '上个月' }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule\\?month=${before}$`));
  await expect(month(page)).toHaveText(heading(before));
  const first = rows.find((r) => r.liveDate.startsWith(before))!;
  await expect(day(page, first.liveDate.slice(0, 10)).getByTestId('schedule-session').first()).toHaveText(
    line(first),
  );
  await expect(page.locator('[aria-current="date"]')).toHaveCount(0);
  await expect(page.getByTestId('schedule-session')).toHaveCount(
    rows.filter((r) => r.liveDate.startsWith(before)).length,
  );

  await page.getByRole('button', { name: '下个月' }).click();
  await page.getByRole('button', { name: '下个月' }).click();
  await expect(month(page)).toHaveText(heading(after));
  await expect(page.getByTestId('schedule-session')).toHaveCount(
    rows.filter((r) => r.liveDate.startsWith(after)).length,
  );
  // A reload (or a shared link) lands on the same month.
  await page.reload();
  await expect(month(page)).toHaveText(heading(after));

  await page.getByRole('button', { name: '下个月' }).click();
  await expect(page.getByRole('status').filter({ hasText: '本月暂无直播安排' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByTestId('schedule-session')).toHaveCount(0);

  await page.getByRole('button', { name: '本月' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(month(page)).toHaveText(heading(middle));
  await expect(page.locator('[aria-current="date"]')).toHaveAttribute('data-testid', `day-${middle}-10`);
});

test.describe('in a browser on Los Angeles time', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('today and the sessions’ times are China’s: 07:00 on the 10th in Beijing is the 9th in Los Angeles', async ({
    page,
  }) => {
    const { rows, middle } = await seeded(page);
    await todayIn(page, middle, '07:00');
    await page.goto('/schedule');
    expect(await page.evaluate(() => new Date().getDate())).toBe(9);
    await expect(month(page)).toHaveText(heading(middle));
    await expect(page.locator('[aria-current="date"]')).toHaveAttribute('data-testid', `day-${middle}-10`);
    await expect(day(page, `${middle}-15`).getByTestId('schedule-session').first()).toHaveText(
      line(onDay(rows, `${middle}-15`)[0]!),
    );
  });

  test('on the 1st before 08:00 in Beijing, the calendar opens on China’s month, not the browser’s', async ({
    page,
  }) => {
    const { middle } = await seeded(page);
    await drawnByClient(page);
    await page.clock.setFixedTime(new Date(`${middle}-01T06:00:00+08:00`));
    await page.goto('/schedule');
    await expect(month(page)).toHaveText(heading(middle));
    await expect(page.locator('[aria-current="date"]')).toHaveAttribute('data-testid', `day-${middle}-01`);
  });
});

test('loading, then an empty schedule: the grid with 本月暂无直播安排', async ({ page }) => {
  const release = await holdApi(page, '**/api/liveSchedule/list', {
    code: 200,
    msg: '操作成功',
    rows: [],
    total: 0,
  });
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: '直播日程' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '加载中…' })).toBeVisible();
  release();
  await expect(page.getByText('本月暂无直播安排')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('an error, with a retry that loads the schedule', async ({ page }) => {
  const { middle } = await seeded(page);
  await todayIn(page, middle);
  const api = await failApi(page, '**/api/liveSchedule/list');
  await page.goto('/schedule');
  await expect(page.getByRole('alert').filter({ hasText: '直播日程加载失败' })).toBeVisible();
  api.failing = false;
  await page.getByRole('button', { name: '重试' }).click();
  await expect(day(page, `${middle}-15`).getByTestId('schedule-session')).not.toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('a list of days instead of the grid; the busy day readable; nothing to scroll sideways; axe', async ({
    page,
  }) => {
    const { rows, middle } = await seeded(page);
    await todayIn(page, middle);
    await page.goto('/schedule');
    await expect(month(page)).toHaveText(heading(middle));
    const list = page.getByRole('list', { name: `${heading(middle)}直播安排` });
    await expect(list).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const days = [
      ...new Set(rows.filter((r) => r.liveDate.startsWith(middle)).map((r) => r.liveDate.slice(0, 10))),
    ];
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(days.length);

    const busy = day(page, `${middle}-15`);
    await expect(busy.getByRole('heading', { level: 3 })).toContainText(
      `${Number(middle.slice(5))}月15日 周`,
    );
    const lines = busy.getByTestId('schedule-session');
    await expect(lines).toHaveText(onDay(rows, `${middle}-15`).map(line));
    // Each session a line of its own, the full width of the card, in a readable size.
    const boxes = await lines.evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { top: r.top, left: r.left, right: r.right, font: parseFloat(getComputedStyle(e).fontSize) };
      }),
    );
    for (const [i, b] of boxes.entries()) {
      expect(b.left).toBeGreaterThanOrEqual(0);
      expect(b.right).toBeLessThanOrEqual(PHONE.width);
      expect(b.right - b.left).toBeGreaterThan(280);
      expect(b.font).toBeGreaterThanOrEqual(14);
      if (i > 0) expect(b.top).toBeGreaterThan(boxes[i - 1]!.top);
    }
    await expectNoHorizontalScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    // An empty month on a phone.
    await page.getByRole('button', { name: '下个月' }).click();
    await page.getByRole('button', { name: '下个月' }).click();
    await expect(page.getByText('本月暂无直播安排')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
