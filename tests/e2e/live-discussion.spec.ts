import { expect, test } from '@playwright/test';
import { axeViolations, drawnByClient } from './pageStates.support';
import { cstTime, loginAsFreshUser, sessionCard, typeDateTime } from './live-discussion.support';

const MDT = '肺结节多学科会诊（MDT）直播'; // live now, no password
const ABDOMEN = '疑难急腹症影像病例讨论'; // live now, password 8888

test.describe('the session list', () => {
  test('shows every state: live with a watch button, reserved with the start time, ended', async ({
    page,
  }) => {
    await page.goto('/live');
    await expect(page.getByRole('heading', { name: '直播讨论', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: '会诊直播列表' });
    await expect(list.getByRole('article')).not.toHaveCount(0);

    const live = sessionCard(page, MDT);
    await expect(live.getByText('直播中')).toBeVisible();
    await expect(live.getByRole('button', { name: '观看直播' })).toBeVisible();
    await expect(sessionCard(page, ABDOMEN).getByText('需密码')).toBeVisible();

    const reserved = sessionCard(page, '心脏磁共振读片会');
    await expect(reserved.getByText('预约中')).toBeVisible();
    await expect(reserved.getByText('开始时间：2099-06-01 19:30:00')).toBeVisible();
    await expect(reserved.getByRole('button', { name: '观看直播' })).toHaveCount(0);

    const ended = sessionCard(page, '乳腺影像质量控制病例回顾');
    await expect(ended.getByText('已结束')).toBeVisible();
    await expect(ended.getByRole('button')).toHaveCount(0);

    expect(await axeViolations(page)).toEqual([]);
  });

  test('loading, then empty', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    // The list's call in the browser, where this test holds, fails or reads it (issue 32).
    await drawnByClient(page);
    await page.route('**/api/live/indexList?*', async (route) => {
      await held;
      await route.fulfill({ json: { code: 200, msg: '操作成功', data: [] } });
    });
    await page.goto('/live');
    await expect(page.getByRole('progressbar', { name: '加载中…' })).toBeVisible();
    release();
    await expect(page.getByText('暂无直播')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('an error, with a retry that loads the list', async ({ page }) => {
    let fail = true;
    // The list's call in the browser, where this test holds, fails or reads it (issue 32).
    await drawnByClient(page);
    await page.route('**/api/live/indexList?*', async (route) => {
      if (fail) await route.fulfill({ json: { code: 500, msg: '服务暂不可用' } });
      else await route.continue();
    });
    await page.goto('/live');
    await expect(page.getByRole('alert').filter({ hasText: '直播列表加载失败' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: '重试' }).click();
    await expect(sessionCard(page, MDT)).toBeVisible();
  });
});

test.describe('joining a session', () => {
  test('without password: the name is required, then 在线会诊 opens at once with the name', async ({
    page,
  }) => {
    const verifyCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/live/verifyPass') && verifyCalls.push(r.url()));
    await page.goto('/live');
    await sessionCard(page, MDT).getByRole('button', { name: '观看直播' }).click();
    const dialog = page.getByRole('dialog', { name: '加入会诊' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('参会密码')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: '加入' }).click();
    await expect(dialog.getByText('专家姓名不能为空')).toBeVisible();

    await dialog.getByLabel('专家姓名').fill('王 医生&');
    await dialog.getByRole('button', { name: '加入' }).click();
    const meeting = page.getByRole('dialog', { name: '在线会诊' });
    await expect(meeting).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const frame = meeting.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      `/api/live/__meeting?room=mdt-lung&userName=${encodeURIComponent('王 医生&')}`,
    );
    await expect(frame.contentFrame().getByText('参会专家：王 医生&')).toBeVisible();
    // Sandboxed to what a meeting needs (docs/decisions/0014).
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups',
    );
    await expect(frame).toHaveAttribute('allow', 'camera; microphone; display-capture; fullscreen');
    expect(verifyCalls).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await meeting.getByRole('button', { name: '关闭' }).click();
    await expect(meeting).toHaveCount(0);
  });

  test('with password: required, a wrong one keeps the dialog and what was typed, the right one opens', async ({
    page,
  }) => {
    // The list's call in the browser, where this test holds, fails or reads it (issue 32).
    await drawnByClient(page);
    const listed = page.waitForResponse((r) => r.url().includes('/api/live/indexList'));
    await page.goto('/live');
    // The list does not carry the meeting address of a session with a password.
    expect(JSON.stringify(await (await listed).json())).not.toContain('room=abdomen');
    await sessionCard(page, ABDOMEN).getByRole('button', { name: '观看直播' }).click();
    const dialog = page.getByRole('dialog', { name: '加入会诊' });
    await dialog.getByLabel('专家姓名').fill('陈医生');
    await dialog.getByRole('button', { name: '加入' }).click();
    await expect(dialog.getByText('请输入参会密码')).toBeVisible();

    await dialog.getByLabel('参会密码').fill('1234');
    await dialog.getByRole('button', { name: '加入' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: '参会密码错误' })).toBeVisible();
    await expect(dialog.getByLabel('专家姓名')).toHaveValue('陈医生');
    await expect(dialog.getByLabel('参会密码')).toHaveValue('1234');
    await expect(page.getByRole('dialog', { name: '在线会诊' })).toHaveCount(0);

    await dialog.getByLabel('参会密码').fill('8888');
    const verified = page.waitForResponse((r) => r.url().includes('/api/live/verifyPass/'));
    await dialog.getByRole('button', { name: '加入' }).click();
    expect(((await (await verified).json()) as { code: number }).code).toBe(200);
    const meeting = page.getByRole('dialog', { name: '在线会诊' });
    await expect(meeting).toBeVisible();
    await expect(meeting.locator('iframe').contentFrame().getByText('参会专家：陈医生')).toBeVisible();
    await expect(meeting.locator('iframe').contentFrame().getByText('会议室：abdomen')).toBeVisible();
  });
});

test.describe('the consultation application', () => {
  test('needs a login', async ({ page }) => {
    await page.goto('/live');
    await page.getByRole('button', { name: '申请会诊' }).click();
    await expect(page.getByText('请先登录后再申请会诊')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '申请会诊' })).toHaveCount(0);
  });

  test('every message, the disabled days, a failure that keeps the form, then 会诊信息发布成功', async ({
    page,
    request,
    context,
  }) => {
    await loginAsFreshUser(request, context, page);
    await page.getByRole('button', { name: '申请会诊' }).click();
    const dialog = page.getByRole('dialog', { name: '申请会诊' });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Nothing filled: the spec's messages (000 §5.2), and nothing is sent.
    let posts = 0;
    page.on('request', (r) => r.url().includes('/api/live/applyConsultation') && posts++);
    await dialog.getByRole('button', { name: '提交' }).click();
    for (const message of [
      '会诊主题不能为空',
      '专家姓名不能为空',
      '会议地址不能为空',
      '临床诊断不能为空',
      '会诊目的不能为空',
    ])
      await expect(dialog.getByText(message)).toBeVisible();
    await expect(dialog.getByText('请选择会诊时间')).toHaveCount(2);
    expect(posts).toBe(0);

    // Days before today are disabled in the calendar; today and later are not.
    const today = cstTime(0, 0);
    const yesterday = cstTime(-1, 0);
    await dialog.getByRole('group', { name: '开始时间' }).getByRole('button').click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    await expect(calendar.getByRole('gridcell', { name: String(today.day), exact: true })).toBeEnabled();
    if (yesterday.day < today.day)
      await expect(
        calendar.getByRole('gridcell', { name: String(yesterday.day), exact: true }),
      ).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);

    const title = `肝脏占位病例会诊 ${Date.now()}`;
    await dialog.getByLabel('会诊主题').fill(title);
    await dialog.getByLabel('专家姓名').fill('张专家');
    await dialog.getByLabel('会议地址').fill('javascript:alert(1)');
    const start = cstTime(2, 10, 30);
    await typeDateTime(page, dialog, '开始时间', start.digits);
    await typeDateTime(page, dialog, '结束时间', cstTime(2, 9).digits);
    await dialog.getByLabel('临床诊断').fill('肝右叶占位，性质待定');
    await dialog.getByLabel('患者编号').fill('P-001');
    await dialog.getByLabel('会诊目的').fill('明确诊断并制定治疗方案');
    await dialog.getByLabel('参会密码').fill('12');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog.getByText('会议地址须以 http://、https:// 或 / 开头')).toBeVisible();
    await expect(dialog.getByText('结束时间不能早于开始时间')).toBeVisible();
    await expect(dialog.getByText('参会密码为4至20位字母或数字')).toBeVisible();
    expect(posts).toBe(0);

    await dialog.getByLabel('会议地址').fill('https://meeting.example.cn/j/123');
    await typeDateTime(page, dialog, '结束时间', cstTime(2, 11, 30).digits);
    await dialog.getByLabel('参会密码').fill('abc123');

    // The server fails: the alert, and everything typed stays.
    await page.route('**/api/live/applyConsultation', (route) =>
      route.fulfill({ json: { code: 500, msg: '系统繁忙' } }),
    );
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: '无法发起讨论，请联系管理员' })).toBeVisible();
    await expect(dialog.getByLabel('会诊主题')).toHaveValue(title);
    await expect(dialog.getByLabel('临床诊断')).toHaveValue('肝右叶占位，性质待定');
    await expect(dialog.locator('#consultation-startTime')).toHaveValue(start.text.slice(0, 16));
    await expect(dialog.getByLabel('参会密码')).toHaveValue('abc123');

    // Now it goes through: 会诊信息发布成功, the dialog closes and the list shows it as reserved.
    await page.unroute('**/api/live/applyConsultation');
    const sent = page.waitForRequest((r) => r.url().includes('/api/live/applyConsultation'));
    await dialog.getByRole('button', { name: '提交' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      title,
      userName: '张专家',
      startTime: start.text,
      endTime: cstTime(2, 11, 30).text,
      daterange: [start.text, cstTime(2, 11, 30).text],
      patientId: 'P-001',
      password: 'abc123',
    });
    await expect(page.getByText('会诊信息发布成功')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const card = sessionCard(page, title);
    await expect(card.getByText('预约中')).toBeVisible();
    await expect(card.getByText(`开始时间：${start.text}`)).toBeVisible();
    await expect(card.getByText('需密码')).toBeVisible();
  });
});
