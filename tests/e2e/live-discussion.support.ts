import {
  expect,
  type BrowserContext,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';

const DAY = 86_400_000;
const CST = 8 * 3_600_000;

/** A moment `days` from now as the pickers' digits (YYYYMMDDHHmm, China Standard Time) and as the API text. */
export function cstTime(days: number, hour: number, minute = 0) {
  const d = new Date(Date.now() + days * DAY + CST);
  const date = d.toISOString().slice(0, 10);
  const hh = String(hour).padStart(2, '0');
  const mm = String(minute).padStart(2, '0');
  return {
    digits: `${date.replaceAll('-', '')}${hh}${mm}`,
    text: `${date} ${hh}:${mm}:00`,
    day: d.getUTCDate(),
  };
}

/** Types a date-time into one of the dialog's pickers (an accessible section field: year first). */
export async function typeDateTime(page: Page, dialog: Locator, label: string, digits: string) {
  await dialog.getByRole('group', { name: label }).getByRole('spinbutton', { name: '年份' }).click();
  await page.keyboard.type(digits);
}

/** Logs the page in as a new user of its own (the application changes state). */
export async function loginAsFreshUser(request: APIRequestContext, context: BrowserContext, page: Page) {
  const res = await request.post('/api/__test/liveDiscussion/user');
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  await context.addCookies([{ name: 'radio_token', value: token, domain: '127.0.0.1', path: '/' }]);
  await page.goto('/live');
  await expect(page.getByRole('button', { name: '账户菜单' })).toBeVisible();
}

export const sessionCard = (page: Page, title: string) => page.getByRole('article', { name: title });
