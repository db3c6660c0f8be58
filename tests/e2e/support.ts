import { expect, type Page, type APIRequestContext } from '@playwright/test';

/** A phone number no other test run has used (the server limits SMS to one per minute per phone). */
export const freshPhone = () => `139${String(Date.now()).slice(-8)}`;

/** Keeps the uuid of the captcha the page shows now (it changes on every refresh). */
export function trackCaptcha(page: Page) {
  const latest = { uuid: '' };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/captchaImage')) return;
    const body = (await response.json().catch(() => null)) as { uuid?: string } | null;
    if (body?.uuid) latest.uuid = body.uuid;
  });
  return latest;
}

/** The answer of a captcha, from the server's test-only endpoint (absent in production). */
export async function captchaAnswer(request: APIRequestContext, uuid: string): Promise<string> {
  const res = await request.get(`/api/__test/captcha?uuid=${encodeURIComponent(uuid)}`);
  const body = (await res.json()) as { data: { answer: string } };
  return body.data.answer;
}

/** The latest SMS code sent to a phone (printed to the server log; readable here in tests). */
export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.get(`/api/__test/sms?phone=${encodeURIComponent(phone)}`);
  const body = (await res.json()) as { data: { code: string } };
  return body.data.code;
}

/**
 * Logs in the way a person does: 登录 opens the messenger's QR page in a new window (here the
 * reference server's local scan page); choosing an account there lands on /wcLogin, which stores the
 * session and closes itself; the original page notices and reloads.
 */
export async function loginThroughQr(
  page: Page,
  account: '以演示用户登录' | '以李医生登录' | '以新用户登录',
) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: account }).click();
  await popup.waitForEvent('close', { timeout: 15_000 });
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toHaveCount(0, { timeout: 15_000 });
}

/** The news list's items as the API answers them (every item of the scrolling list, newest first). */
export const scrollingNews = async (request: import('@playwright/test').APIRequestContext) =>
  (
    (await (await request.get('/api/radio/indexNewsInfoList?type=2&limit=200')).json()) as {
      rows: { id: string | number; title: string }[];
    }
  ).rows;
