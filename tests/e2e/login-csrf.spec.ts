import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Login CSRF (issue 10 §4): a code and state obtained in the attacker's browser, carried into the
 * victim's by a cross-site form, must not log the victim into the attacker's account.
 */
const NOT_THIS_BROWSER = '登录请求不是从本浏览器发起的，请在本浏览器中重新扫码登录';

/** The attacker's own browser asks for a QR address and scans as 李医生, stopping at the redirect. */
async function attackerCode(request: APIRequestContext) {
  const qr = (await (await request.get('/api/wechatOpen/getQrConnectUrl?redirectUri=%2FwcLogin')).json()) as {
    msg: string;
  };
  const scan = new URL(qr.msg);
  const posted = await request.post(scan.pathname, {
    form: {
      state: scan.searchParams.get('state')!,
      redirect_uri: scan.searchParams.get('redirect_uri')!,
      as: 'doctor',
    },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  return new URL(posted.headers()['location']!);
}

test('a cross-site form carrying another browser’s login code is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  const attacker = await browser.newContext({ baseURL: baseURL! });
  const link = await attackerCode(attacker.request);

  // The victim visits the attacker's site, whose form sends them to the portal's /wcLogin with the code.
  await page.route('http://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><form method="get" action="${link.origin}/wcLogin">
        <input type="hidden" name="code" value="${link.searchParams.get('code')}">
        <input type="hidden" name="state" value="${link.searchParams.get('state')}">
        </form><script>document.forms[0].submit()</script>`,
    }),
  );
  await page.goto('http://evil.example/consultation');
  await page.waitForURL(/\/wcLogin\?/);
  await expect(page.getByRole('alert')).toHaveText('登录验证失败');
  await expect(page.getByText(NOT_THIS_BROWSER)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.goto('/');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();

  // The same link in the attacker's own browser works: the refusal was about the browser alone.
  const own = await attacker.newPage();
  await own.goto(link.pathname + link.search);
  await expect(own.getByText(/登录成功/)).toBeVisible();
  await attacker.close();
});

test('the login state cookie is HttpOnly, SameSite=Lax, on the login path only, and spent by the login', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('button', { name: '以演示用户登录' })).toBeVisible();
  await expect(popup.getByText('演示登录', { exact: true })).toBeVisible();
  const { violations } = await new AxeBuilder({ page: popup }).analyze();
  expect(
    violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  const cookie = (await context.cookies()).find((c) => c.name === 'wx_login_state');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/wechatOpen', secure: false });
  expect(cookie!.value).toBe(new URL(popup.url()).searchParams.get('state'));
  expect(await page.evaluate(() => document.cookie)).not.toContain('wx_login_state');
  await popup.getByRole('button', { name: '以演示用户登录' }).click();
  await popup.waitForEvent('close', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: '账户菜单' })).toBeVisible({ timeout: 15_000 });
  expect((await context.cookies()).some((c) => c.name === 'wx_login_state')).toBe(false);
});
