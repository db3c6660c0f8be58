import { expect, test, type Page } from '@playwright/test';
import { captchaAnswer, freshPhone, loginThroughQr, smsCode, trackCaptcha } from './support';

/**
 * Issue 11 part A, as a new user meets the portal: everything starts at / and goes by clicks.
 * A1 training and series courses reachable, A2 the live card opens its room, A4 no second application,
 * A9 the menu at phone width, A13 every page names itself in the document title.
 */
const PORTAL = '医学影像研究院';
const titled = (name: string) => `${name} · ${PORTAL}`;
const menu = (page: Page) => page.getByRole('navigation', { name: '主导航' });

test('the education tiles lead to training and series courses; every page names itself', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(PORTAL);
  // On a desktop the strip shows every entry; there is no menu button.
  await expect(menu(page).getByRole('button', { name: '菜单' })).toHaveCount(0);

  await menu(page).getByRole('link', { name: '医师之家' }).click();
  await expect(page).toHaveURL(/\/education$/);
  await expect(page).toHaveTitle(titled('医师之家'));

  await page.getByRole('link', { name: '培训课程' }).click();
  await expect(page).toHaveURL(/\/training\/index$/);
  await expect(page.getByRole('heading', { name: '培训课程', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(titled('培训课程'));

  await page.goBack();
  await page.getByRole('link', { name: '系列课程' }).click();
  await expect(page).toHaveURL(/\/educourse\/series$/);
  await expect(page).toHaveTitle(titled('系列课程'));

  await menu(page).getByRole('link', { name: '青年学会' }).click();
  await expect(page).toHaveURL(/\/edu\/youth$/);
  await expect(page).toHaveTitle(titled('青年学会'));

  await menu(page).getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveTitle(PORTAL);
  await page.getByRole('navigation', { name: '快速入口' }).getByRole('link', { name: '直播讨论' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(page).toHaveTitle(titled('直播讨论'));

  await menu(page).getByRole('link', { name: '研究院概况' }).click();
  await expect(page).toHaveTitle(titled('研究院概况'));

  await page.goto('/no-such-page');
  await expect(page).toHaveTitle(titled('页面不存在'));
});

test('the 直播中 card on the home page opens the room it shows', async ({ page }) => {
  await page.goto('/');
  await loginThroughQr(page, '以演示用户登录');
  // The new courses load when their block comes near the viewport (issue 12), as a user scrolls to them.
  await page.getByRole('region', { name: '最新课程' }).scrollIntoViewIfNeeded();
  const card = page.getByTestId('course-card').filter({ hasText: '直播中' }).first();
  const topic = (await card.getByRole('heading').first().innerText()).trim();
  const popupPromise = page.waitForEvent('popup');
  await card.click();
  const room = await popupPromise;
  await expect(room).toHaveURL(/\/liveDetail\?roomId=1$/);
  // The room's name heads the page (the room's announcement dialog may be open over it).
  await expect(room.locator('h1', { hasText: topic })).toBeVisible();
  await expect(room).toHaveTitle(titled('直播间'));
  await expect(room.getByText('数据错误')).toHaveCount(0);
});

test('after applying, the training list knows: a second click says wait instead of a second form', async ({
  page,
  request,
}) => {
  const captcha = trackCaptcha(page);
  await page.goto('/');
  await loginThroughQr(page, '以新用户登录');
  await menu(page).getByRole('link', { name: '医师之家' }).click();
  await page.getByRole('link', { name: '培训课程' }).click();
  const video = page.getByTestId(/^training-video-/).first();
  await video.click();

  const form = page.getByRole('dialog', { name: /^报名：/ });
  await expect(form).toBeVisible();
  const phone = freshPhone();
  await form.getByLabel('真实姓名').fill('王医生');
  await form.getByLabel('手机号').fill(phone);
  await expect.poll(() => captcha.uuid).not.toBe('');
  await form.getByLabel('图形验证码').fill(await captchaAnswer(request, captcha.uuid));
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('短信发送成功')).toBeVisible();
  await form.getByLabel('手机验证码').fill(await smsCode(request, phone));
  await form.getByLabel('工作单位').fill('四川大学华西医院');
  await form.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('报名提交成功，请等待审核')).toBeVisible();
  await expect(form).toBeHidden();

  // Without a reload: the same video now asks the server, which says the application is pending.
  await video.click();
  await expect(page.getByText('请耐心等待审核')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^报名：/ })).toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a 菜单 button opens every entry in reach of a thumb, and closes on the way', async ({ page }) => {
    await page.goto('/');
    const nav = menu(page);
    const toggle = nav.getByRole('button', { name: '菜单' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed: no entry hangs off the screen unseen.
    await expect(nav.getByRole('link')).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = nav.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < count; i++) {
      const box = (await links.nth(i).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.height).toBeGreaterThanOrEqual(44); // a thumb's target
    }
    await links.filter({ hasText: '医师之家' }).click();
    await expect(page).toHaveURL(/\/education$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link')).toHaveCount(0);

    // Escape closes it too, and the focus goes back to the button.
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test('closing the login window without scanning is noticed at once, and 重新登录 starts again', async ({
  page,
}) => {
  await page.goto('/');
  const first = page.waitForEvent('popup');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const scan = await first;
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog.getByText('请在新打开的窗口中扫码登录，登录成功后本页将自动刷新')).toBeVisible();
  await expect(scan).toHaveURL(/qrconnect/);
  await scan.close();
  // Not after the 5-minute limit: within the default 10 s expectation.
  await expect(dialog.getByText('登录窗口已关闭，尚未完成登录。需要时请重新扫码登录')).toBeVisible();
  const second = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: '重新登录' }).click();
  const again = await second;
  await again.getByRole('button', { name: '以新用户登录' }).click();
  await expect(page.getByRole('button', { name: '账户菜单' })).toBeVisible({ timeout: 15_000 });
});
