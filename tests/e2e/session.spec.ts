import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/**
 * Issue 10 item 10: token and stored user expire together. When the token cookie is gone (expired,
 * deleted) the stored user goes too: the header offers 登录 instead of showing a user whom every page
 * then refuses with 请登录后查看！.
 */

const loginButton = (page: Page) => page.getByRole('button', { name: '登录', exact: true });
const avatar = (page: Page) => page.getByRole('button', { name: '账户菜单' });
const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('user'));

async function logIn(page: Page, context: BrowserContext) {
  const res = await page.request.post('/api/__test/session?uid=1');
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  await context.addCookies([{ name: 'radio_token', value: token, domain: '127.0.0.1', path: '/' }]);
  await page.goto('/edu/youth');
  await expect(avatar(page)).toBeVisible();
  await expect.poll(() => storedUser(page)).not.toBeNull();
}

test('the token cookie gone, a reload shows 登录 and no stored user', async ({ page, context }) => {
  await logIn(page, context);
  await context.clearCookies({ name: 'radio_token' });
  await page.reload();
  await expect(loginButton(page)).toBeVisible();
  await expect(avatar(page)).toHaveCount(0);
  expect(await storedUser(page)).toBeNull();
  // The page and the header agree: a card asks for a login, and 登录 is right there.
  await page.getByRole('button', { name: /胸部CT读片入门/ }).click();
  await expect(page.getByText('请登录后查看！')).toBeVisible();
  await expect(loginButton(page)).toBeVisible();
  await expect(avatar(page)).toHaveCount(0);
});

test('the token cookie gone while the page is open, the next navigation shows 登录', async ({
  page,
  context,
}) => {
  await logIn(page, context);
  await context.clearCookies({ name: 'radio_token' });
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '医师之家' }).click();
  await expect(page).toHaveURL(/\/education$/);
  await expect(loginButton(page)).toBeVisible();
  await expect(avatar(page)).toHaveCount(0);
  expect(await storedUser(page)).toBeNull();
});
