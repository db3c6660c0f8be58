import { expect, test } from '@playwright/test';
import { cstTime, loginAsFreshUser, sessionCard, typeDateTime } from './live-discussion.support';

/**
 * Defect A5 (issue 11): every date and time is shown in China time whatever the browser's zone. The
 * browser here is in New York (UTC−5/−4), thirteen or twelve hours behind Beijing.
 */
test.use({ timezoneId: 'America/New_York' });

test('the live discussion list shows the seeded China times in a New York browser', async ({ page }) => {
  await page.goto('/');
  // The browser really is in New York.
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/New_York',
  );
  await page.getByRole('link', { name: '直播讨论' }).first().click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(page.getByRole('heading', { name: '直播讨论', level: 1 })).toBeVisible();

  // server/seed/liveDiscussion.ts, converted to China time by hand (UTC+8).
  await expect(sessionCard(page, '心脏磁共振读片会').getByTestId('live-time')).toHaveText(
    '开始时间：2099-06-01 19:30:00',
  );
  await expect(sessionCard(page, '肺结节多学科会诊（MDT）直播').getByTestId('live-time')).toHaveText(
    '2020-01-01 09:00:00 至 2099-12-31 20:00:00',
  );
  await expect(sessionCard(page, '乳腺影像质量控制病例回顾').getByTestId('live-time')).toHaveText(
    '2021-03-10 14:00:00 至 2021-03-10 16:00:00',
  );
});

test('a consultation typed in China time is sent and listed in China time from a New York browser', async ({
  page,
  request,
  context,
}) => {
  await loginAsFreshUser(request, context, page);
  await page.getByRole('button', { name: '申请会诊' }).click();
  const dialog = page.getByRole('dialog', { name: '申请会诊' });
  await expect(dialog).toBeVisible();

  // Today and tomorrow in China are open in the calendar, whatever day it is in New York.
  await dialog.getByRole('group', { name: '开始时间' }).getByRole('button').click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await expect(
    calendar.getByRole('gridcell', { name: String(cstTime(0, 0).day), exact: true }),
  ).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);

  const title = `时区会诊 ${Date.now()}`;
  const start = cstTime(2, 9, 15);
  const end = cstTime(2, 10, 45);
  await dialog.getByLabel('会诊主题').fill(title);
  await dialog.getByLabel('专家姓名').fill('张专家');
  await dialog.getByLabel('会议地址').fill('https://meeting.example.cn/j/tz');
  await typeDateTime(page, dialog, '开始时间', start.digits);
  await typeDateTime(page, dialog, '结束时间', end.digits);
  await expect(dialog.locator('#consultation-startTime')).toHaveValue(start.text.slice(0, 16));
  await dialog.getByLabel('临床诊断').fill('肝右叶占位，性质待定');
  await dialog.getByLabel('会诊目的').fill('明确诊断');

  const sent = page.waitForRequest((r) => r.url().includes('/api/live/applyConsultation'));
  await dialog.getByRole('button', { name: '提交' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    startTime: start.text,
    endTime: end.text,
    daterange: [start.text, end.text],
  });
  await expect(page.getByText('会诊信息发布成功')).toBeVisible();
  await expect(sessionCard(page, title).getByTestId('live-time')).toHaveText(`开始时间：${start.text}`);
});
