import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

/** A fresh user with `availableScore` points, logged in for this browser context (token cookie). */
export async function freshUser(request: APIRequestContext, context: BrowserContext, availableScore: number) {
  const res = await request.post('/api/__test/education/user', { data: { availableScore } });
  const { uid, token } = ((await res.json()) as { data: { uid: number; token: string } }).data;
  await context.addCookies([{ name: 'radio_token', value: token, domain: '127.0.0.1', path: '/' }]);
  return { uid, token, auth: { Authorization: `Bearer ${token}` } };
}

/** The `<video>` element inside the player region. */
export const videoOf = (page: Page) => page.getByRole('region', { name: '视频播放器' }).locator('video');

export const currentTime = (page: Page) => videoOf(page).evaluate((v: HTMLVideoElement) => v.currentTime);
