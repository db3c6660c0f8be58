import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { captchaAnswer, freshPhone, smsCode, trackCaptcha } from './support';
import { freshUser } from './video.support';
import { expectNoHorizontalScroll, PHONE, axeViolations } from './pageStates.support';

// Seeded video 103 (docs/api.md) is redeemable without a trial for 50 points.
const PRICED_VIDEO = 103;

/** A fresh user, logged in for this context, who was granted 80 points and spent 50 redeeming PRICED_VIDEO. */
async function userWhoRedeemed(request: APIRequestContext, context: BrowserContext) {
  const user = await freshUser(request, context, 80);
  const redeemed = await request.post(`/api/youth/video/exchange/${PRICED_VIDEO}`, { headers: user.auth });
  expect(((await redeemed.json()) as { code: number }).code).toBe(200);
  return user;
}

test('a visitor is asked to log in', async ({ page }) => {
  await page.goto('/usercenter/index');
  await expect(
    page.getByRole('status').filter({ hasText: '登录后查看您的签到、积分和已兑换课程' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('from the home page to the user centre by the avatar menu, and the daily sign-in', async ({
  page,
  context,
  request,
}) => {
  await userWhoRedeemed(request, context);

  await page.goto('/');
  await page.getByTestId('avatar-button').click();
  await page.getByRole('menuitem', { name: '用户中心' }).click();
  await expect(page).toHaveURL(/\/usercenter\/index$/);
  await expect(page).toHaveTitle(/^用户中心/);
  await expect(page.getByTestId('centre-total')).toHaveText('80');
  await expect(page.getByTestId('centre-available')).toHaveText('30');

  // 1 sign-in: 立即签到, then 今日已签到 with today marked, and still so after a reload (the server's record).
  const button = page.getByRole('button', { name: '立即签到' });
  await expect(button).toBeEnabled();
  await expect(page.getByTestId('sign-in-day').last()).toHaveAttribute('data-signed', 'false');
  await button.click();
  await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
  await expect(page.getByTestId('sign-in-day').last()).toHaveAttribute('data-signed', 'true');
  await expect(page.getByTestId('sign-in-consecutive')).toHaveText('连续签到 1 天');
  await expect(page.getByTestId('sign-in-total')).toHaveText('累计签到 1 天');
  // The toast comes a moment after the button (its code loads with the first toast); axe judges it once
  // it is there and has finished fading in, not halfway (a colour between its own and the page's).
  await expect(page.getByRole('status').filter({ hasText: '签到成功' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
});

test('points history and exchanged courses, each selected in the address', async ({
  page,
  context,
  request,
}) => {
  await userWhoRedeemed(request, context);
  await page.goto('/usercenter/index');

  // 2 points history, selected in the address: the redeem spent 50 of the 80 granted, newest first.
  await page.getByRole('tab', { name: '积分明细' }).click();
  await expect(page).toHaveURL(/menu=2/);
  const rows = page.getByTestId('score-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('-50');
  await expect(rows.first()).toContainText('视频兑换');
  await page.reload();
  await expect(page.getByRole('tab', { name: '积分明细', selected: true })).toBeVisible();
  await expect(rows).toHaveCount(2);

  // 5 exchanged courses: the redeemed video, which opens its detail page.
  await page.getByRole('tab', { name: '已兑换课程' }).click();
  await expect(page).toHaveURL(/menu=5/);
  const card = page.getByTestId('exchanged-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/${PRICED_VIDEO}(\\?|$)`));
});

test('at phone width the menu is a strip of tabs and nothing scrolls sideways', async ({
  page,
  context,
  request,
}) => {
  await freshUser(request, context, 0);
  await page.setViewportSize(PHONE);
  await page.goto('/usercenter/index?menu=2');
  await expect(page.getByRole('tab', { name: '积分明细', selected: true })).toBeVisible();
  await expect(page.getByText('暂无积分记录')).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('the leaderboard: visitors see the top 20 and a login prompt; the user centre shows the same board with the own rank', async ({
  page,
  context,
  request,
}) => {
  // Reached from the menu: 医师之家, then its leaderboard link.
  await page.goto('/');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '医师之家' }).click();
  await page.getByRole('main').getByRole('link', { name: '积分排行榜' }).click();
  await expect(page).toHaveURL(/\/education\/rank$/);
  await expect(page).toHaveTitle(/^积分排行榜/);
  const rows = page.getByTestId('rank-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(20);
  await expect(page.getByRole('status').filter({ hasText: '登录后查看我的排名' })).toBeVisible();

  await freshUser(request, context, 0);
  await page.goto('/usercenter/index?menu=4');
  await expect(page.getByRole('tab', { name: '积分排行榜', selected: true }).first()).toBeVisible();
  await expect(page.getByTestId('rank-mine')).toHaveText('暂未上榜');
  await expect(page.getByTestId('rank-row').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/** The profile as the server has it (myInviteCode is the server's). */
async function profileOf(request: APIRequestContext, auth: Record<string, string>) {
  const res = await request.get('/api/radio/user/profile', { headers: auth });
  return ((await res.json()) as { data: { myInviteCode: string; otherInviteCode: string; nickName: string } })
    .data;
}

test('personal centre: edit and save the profile in the page, copy my invite code, set the inviter’s code; refusals keep what was typed', async ({
  page,
  context,
  request,
}) => {
  const inviter = await profileOf(request, (await freshUser(request, context, 0)).auth);
  const me = await freshUser(request, context, 0);
  const mine = await profileOf(request, me.auth);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const captcha = trackCaptcha(page);

  await page.goto('/');
  await page.getByTestId('avatar-button').click();
  await page.getByRole('menuitem', { name: '用户中心' }).click();
  await page.getByRole('tab', { name: '个人中心' }).first().click();
  await expect(page).toHaveURL(/menu=3/);
  // The form is in the page itself, no dialog.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const main = page.getByRole('main');

  // My invite code, copied to the clipboard.
  await expect(main.getByTestId('my-invite-code')).toHaveText(mine.myInviteCode);
  expect(mine.myInviteCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
  await main.getByRole('button', { name: '复制邀请码' }).click();
  await expect(page.getByText('邀请码已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mine.myInviteCode);

  // No phone bound yet: phone, captcha and SMS rows; 20 characters at most.
  await expect(main.getByLabel('手机验证码')).toBeVisible();
  await main.getByLabel('昵称').fill('影'.repeat(25));
  await expect(main.getByLabel('昵称')).toHaveValue('影'.repeat(20));
  await main.getByLabel('昵称').fill('影像新人');
  await main.getByLabel('真实姓名').fill('王小明');
  await main.getByLabel('工作单位').fill('四川大学华西医院');
  const phone = freshPhone();
  await main.getByLabel('手机号').fill(phone);
  await expect.poll(() => captcha.uuid).not.toBe('');
  await main.getByLabel('图形验证码').fill(await captchaAnswer(request, captcha.uuid));
  await main.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('短信发送成功')).toBeVisible();
  await main.getByLabel('手机验证码').fill(await smsCode(request, phone));

  // A code that is no code is stopped in the form; one's own code and an unknown one by the server.
  const invite = main.getByLabel('邀请人邀请码');
  await invite.fill('ABC0');
  await main.getByRole('button', { name: '保存' }).click();
  await expect(main.getByText('邀请码格式不正确，应为8位字母或数字')).toBeVisible();
  for (const [code, message] of [
    [mine.myInviteCode, '不能填写自己的邀请码'],
    ['ZZZZZZZZ', '邀请码不存在，请核对后重新填写'],
  ] as const) {
    await invite.fill(code);
    await main.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(main.getByRole('button', { name: '保存' })).toBeEnabled();
    // Everything typed stays.
    await expect(main.getByLabel('昵称')).toHaveValue('影像新人');
    await expect(main.getByLabel('真实姓名')).toHaveValue('王小明');
    await expect(main.getByLabel('手机号')).toHaveValue(phone);
    await expect(invite).toHaveValue(code);
  }
  expect((await profileOf(request, me.auth)).nickName).not.toBe('影像新人');

  // The inviter's code (typed in lower case) with the rest of the form: saved.
  await invite.fill(inviter.myInviteCode.toLowerCase());
  await main.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('信息更新成功')).toBeVisible();
  await expect(main.getByLabel('手机号')).toHaveAttribute('readonly', '');
  await expect(main.getByText('已绑定手机号')).toBeVisible();
  await expect(main.getByLabel('手机验证码')).toHaveCount(0);
  await expect(main.getByLabel('邀请人邀请码')).toHaveValue(inviter.myInviteCode);
  await expect(main.getByLabel('邀请人邀请码')).toHaveAttribute('readonly', '');
  await expect(main.getByText('已填写，不可修改')).toBeVisible();
  await expect(page.getByText('欢迎您，影像新人')).toBeVisible();
  expect(await profileOf(request, me.auth)).toMatchObject({
    nickName: '影像新人',
    otherInviteCode: inviter.myInviteCode,
  });

  // A reload (the address keeps the item) shows what was saved.
  await page.reload();
  await expect(main.getByLabel('昵称')).toHaveValue('影像新人');
  await expect(main.getByLabel('邀请人邀请码')).toHaveValue(inviter.myInviteCode);
  expect(await axeViolations(page)).toEqual([]);
});

test('at phone width: copying fails (clipboard refused), the failure is said; the form fits; axe', async ({
  page,
  context,
  request,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  const me = await freshUser(request, context, 0);
  const mine = await profileOf(request, me.auth);
  await page.setViewportSize(PHONE);
  await page.goto('/usercenter/index?menu=3');
  await page.getByRole('button', { name: '复制邀请码' }).click();
  await expect(page.getByText('复制失败，请手动复制邀请码')).toBeVisible();
  await expect(page.getByTestId('my-invite-code')).toHaveText(mine.myInviteCode);
  await expect(page.getByRole('main').getByLabel('邀请人邀请码')).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});
