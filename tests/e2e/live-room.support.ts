import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

export interface Viewer {
  uid: number;
  token: string;
  nickName: string;
}

/** A fresh user with a session (the live room's test-only endpoint), so specs share no state. */
export async function freshViewer(request: APIRequestContext, baseURL?: string): Promise<Viewer> {
  const res = await request.post(`${baseURL ?? ''}/api/__test/liveRoom/user`);
  const body = (await res.json()) as { code: number; data: Viewer };
  expect(body.code).toBe(200);
  return body.data;
}

/** A new viewer's own logged-in context and a page in it (close the context at the end). */
export async function freshViewerPage(browser: Browser, request: APIRequestContext, baseURL: string) {
  const context = await contextAs(browser, await freshViewer(request), baseURL);
  return { context, page: await context.newPage() };
}

/** A browser context logged in as `viewer` (the token cookie; the shell fetches the profile). */
export async function contextAs(browser: Browser, viewer: Viewer, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const host = new URL(baseURL).hostname;
  await context.addCookies([{ name: 'radio_token', value: viewer.token, domain: host, path: '/' }]);
  return context;
}

export const board = (page: Page) => page.getByRole('region', { name: '留言板' });
export const chatInput = (page: Page) => page.getByRole('textbox', { name: '留言内容' });
export const messages = (page: Page, text: string) =>
  page.getByTestId('chat-text').filter({ hasText: new RegExp(`^${text}$`) });

/** Opens a room whose gate needs nothing but the announcement, and confirms it. */
export async function enterRoom(page: Page, roomId: number) {
  await page.goto(`/liveDetail?roomId=${roomId}`);
  const notice = page.getByRole('dialog', { name: '直播公告' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '确定' }).click();
  await expect(page.getByLabel('直播画面')).toBeVisible();
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', 'connected');
}

/** Types and sends one message; it shows at once in the sender's list. */
export async function say(page: Page, text: string) {
  await chatInput(page).fill(text);
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(messages(page, text)).toHaveCount(1);
}
