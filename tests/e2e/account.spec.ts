import { expect, test, type Page } from '@playwright/test';
import { captchaAnswer, freshPhone, loginThroughQr, smsCode, trackCaptcha } from './support';

const profileDialog = (page: Page) => page.getByRole('dialog', { name: '个人资料' });

async function openProfile(page: Page) {
  await page.getByRole('button', { name: '账户菜单' }).click();
  await page.getByRole('menuitem', { name: '个人资料' }).click();
  await expect(profileDialog(page)).toBeVisible();
}

test('log in by QR, bind a phone with captcha and SMS code, earn 50 points, log out', async ({
  page,
  request,
}) => {
  const captcha = trackCaptcha(page);
  await page.goto('/');
  await loginThroughQr(page, '以新用户登录');

  await openProfile(page);
  const dialog = profileDialog(page);
  const total = Number(await dialog.getByTestId('score-total').innerText());
  const available = Number(await dialog.getByTestId('score-available').innerText());
  await expect(dialog.getByText('绑定手机号可获得50积分')).toBeVisible();

  // Empty required fields show the spec's messages, and nothing is sent.
  await dialog.getByLabel('真实姓名').fill('');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('真实姓名不能为空')).toBeVisible();
  await expect(dialog.getByText('请输入手机号')).toBeVisible();

  // The 20-character limit: the 21st character cannot be typed.
  await dialog.getByLabel('真实姓名').fill('张'.repeat(25));
  await expect(dialog.getByLabel('真实姓名')).toHaveValue('张'.repeat(20));
  await dialog.getByLabel('真实姓名').fill('张医生');
  await dialog.getByLabel('工作单位').fill('四川大学华西医院');
  await dialog.getByLabel('科室').fill('放射科');

  const phone = freshPhone();
  await dialog.getByLabel('手机号').fill(phone);
  await expect.poll(() => captcha.uuid).not.toBe('');
  await dialog.getByLabel('图形验证码').fill(await captchaAnswer(request, captcha.uuid));
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('短信发送成功')).toBeVisible();
  // The button counts down from 60 s and cannot send again meanwhile.
  await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

  // A wrong SMS code: the server's message shows, the captcha refreshes, and what was typed stays.
  const uuidBefore = captcha.uuid;
  await dialog.getByLabel('手机验证码').fill('000000');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('手机验证码错误')).toBeVisible();
  await expect.poll(() => captcha.uuid).not.toBe(uuidBefore);
  await expect(dialog.getByLabel('真实姓名')).toHaveValue('张医生');
  await expect(dialog.getByLabel('工作单位')).toHaveValue('四川大学华西医院');
  await expect(dialog.getByLabel('手机号')).toHaveValue(phone);
  await expect(dialog.getByLabel('手机验证码')).toHaveValue('000000');

  // The right code binds the phone: 信息更新成功 and 50 more points.
  await dialog.getByLabel('手机验证码').fill(await smsCode(request, phone));
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('信息更新成功')).toBeVisible();
  await expect(dialog.getByTestId('score-total')).toHaveText(String(total + 50));
  await expect(dialog.getByTestId('score-available')).toHaveText(String(available + 50));
  // Once bound, the phone is read-only and the captcha and SMS fields are gone.
  await expect(dialog.getByLabel('图形验证码')).toHaveCount(0);
  await expect(dialog.getByLabel('手机验证码')).toHaveCount(0);
  // Bound: the 50-points hint is gone, and 已绑定手机号 sits clear above the next field's label.
  await expect(dialog.getByText('绑定手机号可获得50积分')).toHaveCount(0);
  const helper = (await dialog.getByText('已绑定手机号', { exact: true }).boundingBox())!;
  const nextLabel = (await dialog.locator('label', { hasText: '工作单位' }).boundingBox())!;
  expect(helper.y + helper.height).toBeLessThanOrEqual(nextLabel.y);

  await page.keyboard.press('Escape');
  await expect(profileDialog(page)).toHaveCount(0);

  // Log out: a confirmation, then the page reloads without a user.
  await page.getByRole('button', { name: '账户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  // The reload is awaited: the page it loads shows 登录 in its HTML already (issue 32).
  const reloaded = page.waitForEvent('load');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('an expired session clears the user once and says so', async ({ page, context, request }) => {
  const res = await request.post('/api/__test/session?uid=2');
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  await context.addCookies([{ name: 'radio_token', value: token, domain: '127.0.0.1', path: '/' }]);
  await page.goto('/');
  await expect(page.getByRole('button', { name: '账户菜单' })).toBeVisible();
  // The server forgets the session (logout through the API), then the next navigation notices.
  await request.post('/api/radio/user/logout', { headers: { Authorization: `Bearer ${token}` } });
  await page.getByRole('link', { name: '研究院概况' }).first().click();
  await expect(page.getByText('当前登录状态已过期, 请重新登录')).toHaveCount(1);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});
