import { execFile } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { captchaAnswer, freshPhone, loginThroughQr, smsCode, trackCaptcha } from './support';

/**
 * Issue 31 item 14: an organiser approves an application with `npm run admin` while the portal runs on its
 * embedded database (Playwright's server, DATA_DIR = E2E_DATA_DIR) and serves the applicant; the command goes
 * through the portal's admin channel (decision 0066), and the applicant's page, untouched by any restart,
 * opens the course at the next click.
 */
const menu = (page: Page) => page.getByRole('navigation', { name: '主导航' });

/** `npm run admin -- …args` in a shell on the machine, against the running portal's DATA_DIR. */
function admin(args: string[]) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'npm',
      ['run', 'admin', '--', ...args],
      { env: { ...process.env, DATA_DIR: dataDir }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number(error.code ?? 1) : 0,
          stdout: String(stdout),
          stderr: String(stderr),
        }),
    );
  });
}

/** The row of `list --pending`'s table that holds `phone`: its uid and group. */
function pendingRow(table: string, phone: string) {
  const row = table
    // eslint-disable-next-line no-control-regex -- colour codes, should a console add them
    .replace(/\u001b\[[\d;]*m/g, '')
    .split('\n')
    .find((line) => line.includes(phone));
  if (!row) return null;
  const cells = row
    .split('│')
    .map((c) => c.trim().replace(/^'|'$/g, ''))
    .filter((c) => c !== '');
  // (index) │ uid │ courseGroupId │ realName │ phone │ …
  return { uid: cells[1]!, groupId: cells[2]! };
}

test('an organiser approves an application on the running portal; the trainee then opens the course', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const captcha = trackCaptcha(page);
  await page.goto('/');
  await loginThroughQr(page, '以新用户登录');
  await menu(page).getByRole('link', { name: '医师之家' }).click();
  await page.getByRole('link', { name: '培训课程' }).click();
  const video = page.getByTestId(/^training-video-/).first();
  await video.click();

  const form = page.getByRole('dialog', { name: /^报名：/ });
  const phone = freshPhone();
  await form.getByLabel('真实姓名').fill('赵医生');
  await form.getByLabel('手机号').fill(phone);
  await expect.poll(() => captcha.uuid).not.toBe('');
  await form.getByLabel('图形验证码').fill(await captchaAnswer(request, captcha.uuid));
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('短信发送成功')).toBeVisible();
  await form.getByLabel('手机验证码').fill(await smsCode(request, phone));
  await form.getByLabel('工作单位').fill('四川大学华西医院');
  await form.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('报名提交成功，请等待审核')).toBeVisible();
  await video.click();
  await expect(page.getByText('请耐心等待审核')).toBeVisible();

  // The organiser, in a shell, while the portal keeps running: the pending list, then the approval.
  const list = await admin(['list', '--pending']);
  expect(list.code, list.stderr).toBe(0);
  const row = pendingRow(list.stdout, phone);
  expect(row, list.stdout).toEqual({ uid: expect.stringMatching(/^\d+$/), groupId: expect.any(String) });
  const approved = await admin(['approve', row!.uid, row!.groupId]);
  expect(approved.code, approved.stderr).toBe(0);
  expect(approved.stdout).toContain(`approved: uid ${row!.uid}, group ${row!.groupId}`);

  // No restart, no reload: the same course, clicked again, opens (001 §3: approved opens the detail) and plays.
  await video.click();
  await expect(page).toHaveURL(/\/training\/detail\/\d+$/);
  await expect(page.locator('video')).toHaveCount(1);
  await expect(page.getByTestId('player-slot')).toHaveCount(0);
  await expect(page.getByText('报名审核通过后方可参加考试')).toHaveCount(0);
  await expect(page.getByText('请先完整观看视频后再参加考试')).toBeVisible();
});
