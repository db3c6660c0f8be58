import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { freshUser } from './video.support';
import { expectNoHorizontalScroll, PHONE, seriousViolations } from './pageStates.support';

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
  expect(await seriousViolations(page)).toEqual([]);
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
  expect(await seriousViolations(page)).toEqual([]);
});

test('the personal centre shows the saved profile and opens the profile form', async ({
  page,
  context,
  request,
}) => {
  await freshUser(request, context, 0);
  await page.goto('/usercenter/index');
  await page.getByRole('tab', { name: '个人中心' }).first().click();
  await expect(page).toHaveURL(/menu=3/);
  await expect(page.getByTestId('summary-真实姓名')).toHaveText('未填写');
  await page.getByRole('button', { name: '编辑个人资料' }).click();
  await expect(page.getByRole('dialog', { name: '个人资料' })).toBeVisible();
});
