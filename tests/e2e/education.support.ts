import type { APIRequestContext, BrowserContext } from '@playwright/test';

/**
 * A fresh user of its own (the education test endpoint), logged in through the session cookie: tests
 * that answer quizzes or fill forms do not depend on each other's data.
 */
export async function loginFreshUser(
  request: APIRequestContext,
  context: BrowserContext,
  availableScore = 0,
): Promise<{ uid: number; token: string }> {
  const res = await request.post('/api/__test/education/user', { data: { availableScore } });
  const body = (await res.json()) as { data: { uid: number; token: string } };
  await context.addCookies([{ name: 'radio_token', value: body.data.token, domain: '127.0.0.1', path: '/' }]);
  return body.data;
}
