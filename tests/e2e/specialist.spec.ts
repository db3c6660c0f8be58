import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, failApi, holdApi, PHONE, axeViolations } from './pageStates.support';
import { captchaAnswer, freshPhone, smsCode, trackCaptcha } from './support';
import { freshUser } from './video.support';

/**
 * Opens the detail's 推荐课程 tab as a visitor would: a server-drawn page shows its tabs before React has
 * taken them over (issue 32), and a click in that moment does nothing, so the visitor clicks again.
 */
async function openCourses(page: Page) {
  const tab = page.getByRole('tab', { name: '推荐课程' });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();
}

/** The expert directory /specialist and the expert detail (001 §2 "Expert directory") against the seed. */
interface Row {
  id: number;
  name: string;
  achievement: number;
}
const menu = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const tabs = (page: Page) => page.getByRole('tablist', { name: '专家分类' });
const list = (page: Page) => page.getByRole('list', { name: '专家列表' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: '专家姓名' });

async function rows(page: Page, call: string): Promise<Row[]> {
  return ((await (await page.request.get(`/api/expert/${call}`)).json()) as { rows: Row[] }).rows;
}

// The seed's topic links are on example.com: the test answers for it, as the data site would.
test.beforeEach(async ({ context }) => {
  await context.route('https://data.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>数据集</title><h1>数据集</h1>' }),
  );
});

test('from / by the menu: 专家库 opens the committee by groups; a card with data opens the detail in a new window, one without says 数据更新中; axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await menu(page).getByRole('link', { name: '专家库' }).click();
  await expect(page).toHaveURL(/\/specialist$/);
  await expect(page).toHaveTitle('专家库 · 医学影像研究院');
  await expect(tabs(page).getByRole('tab', { name: '委员' })).toHaveAttribute('aria-selected', 'true');
  for (const g of ['主任委员', '副主任委员', '委员'])
    await expect(page.getByRole('heading', { level: 2, name: g, exact: true })).toBeVisible();
  // The committee has neither the study-group filter nor the list/card switch.
  await expect(page.getByRole('combobox', { name: '学组' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: '显示方式' })).toHaveCount(0);
  // The pointer still rests on the menu entry just clicked: its hover shade keeps the text readable.
  expect(await axeViolations(page)).toEqual([]);

  const song = page.getByRole('link', { name: /宋彬/ });
  await expect(song).toHaveAttribute('target', '_blank');
  const popup = page.waitForEvent('popup');
  await song.click();
  const detail = await popup;
  await expect(detail).toHaveURL(/\/specialist\/\d+$/);
  await expect(detail.getByRole('heading', { level: 1, name: '宋彬' })).toBeVisible();
  await expect(page).toHaveURL(/\/specialist$/);

  // 卢光明 has no achievement data: a button, no new window.
  let opened = false;
  page.context().once('page', () => (opened = true));
  await page.getByRole('button', { name: /卢光明/ }).click();
  await expect(page.getByText('数据更新中')).toBeVisible();
  expect(opened).toBe(false);
});

test('专业: the study-group filter without the hidden group, name search by Enter and button, clear, list/card; all in the address', async ({
  page,
}) => {
  await page.goto('/specialist');
  await tabs(page).getByRole('tab', { name: '专业' }).click();
  await expect(page).toHaveURL(/\?tab=2$/);
  const all = await rows(page, 'speciality-list');
  await expect(list(page).getByRole('listitem')).toHaveCount(all.length);

  await page.getByRole('combobox', { name: '学组' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveText([
    '全部学组',
    '胸部影像学组',
    '神经影像学组',
    '腹部影像学组',
    '心血管影像学组',
  ]);
  await page.getByRole('option', { name: '胸部影像学组' }).click();
  await expect(page).toHaveURL(/group=\d+/);
  await expect(list(page).getByRole('listitem')).toHaveCount(4);

  await searchBox(page).fill('范丽');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/name=%E8%8C%83%E4%B8%BD/);
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(list(page)).toContainText('范丽');

  await page.getByRole('button', { name: '清空' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(list(page).getByRole('listitem')).toHaveCount(4);

  await searchBox(page).fill('没有这个人');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText('暂无专家')).toBeVisible();
  await page.getByRole('button', { name: '清空' }).click();

  // List and cards.
  await expect(list(page)).toHaveAttribute('data-display', 'card');
  await page.getByRole('button', { name: '列表' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(list(page)).toHaveAttribute('data-display', 'list');
  // The address holds it all: a reload lands on the same view.
  await page.reload();
  await expect(page.getByRole('button', { name: '列表' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list(page).getByRole('listitem')).toHaveCount(4);
  expect(await axeViolations(page)).toEqual([]);
});

test('青年: list/card switch and search; no study-group filter', async ({ page }) => {
  await page.goto('/specialist?tab=3');
  const youth = await rows(page, 'youth-list');
  await expect(list(page).getByRole('listitem')).toHaveCount(youth.length);
  await expect(page.getByRole('combobox', { name: '学组' })).toHaveCount(0);
  await page.getByRole('button', { name: '列表' }).click();
  await expect(list(page)).toHaveAttribute('data-display', 'list');
  await page.getByRole('button', { name: '卡片' }).click();
  await expect(list(page)).toHaveAttribute('data-display', 'card');
  await searchBox(page).fill('袁');
  await searchBox(page).press('Enter');
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
});

test('the detail: introduction with the topic link, then the recommended courses; a fresh user opens the training application', async ({
  page,
  context,
  request,
}) => {
  await freshUser(request, context, 0);
  const lin = (await rows(page, 'speciality-list')).find((r) => r.name === '李真林')!;
  await page.goto('/specialist?tab=2');
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /李真林/ }).click();
  const detail = await popup;
  await expect(detail).toHaveURL(new RegExp(`/specialist/${lin.id}$`));
  const trackDetail = trackCaptcha(detail);
  for (const section of ['职务', '主要学术任职', '荣誉与成就', '擅长领域'])
    await expect(detail.getByRole('region', { name: section })).toBeVisible();
  const topic = detail.getByRole('link', { name: /肺结节CT随访数据集/ });
  await expect(topic).toHaveAttribute('href', 'https://data.example.com/dataset/lung-nodule');
  expect(await axeViolations(detail)).toEqual([]);

  await openCourses(detail);
  const courses = detail.getByRole('list', { name: '推荐课程列表' });
  await expect(courses.getByRole('listitem').first()).toBeVisible();
  await courses.getByRole('button').first().click();
  const form = detail.getByRole('dialog', { name: /^报名：/ });
  await expect(form).toBeVisible();
  expect(await axeViolations(detail)).toEqual([]);

  // The one application form: sent, then the course says wait instead of a second form.
  const phone = freshPhone();
  await form.getByLabel('真实姓名').fill('王医生');
  await form.getByLabel('手机号').fill(phone);
  await expect.poll(() => trackDetail.uuid).not.toBe('');
  await form.getByLabel('图形验证码').fill(await captchaAnswer(request, trackDetail.uuid));
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(detail.getByText('短信发送成功')).toBeVisible();
  await form.getByLabel('手机验证码').fill(await smsCode(request, phone));
  await form.getByLabel('工作单位').fill('四川大学华西医院');
  await form.getByRole('button', { name: '提交报名' }).click();
  await expect(detail.getByText('报名提交成功，请等待审核')).toBeVisible();
  await expect(form).toHaveCount(0);
  await courses.getByRole('button').first().click();
  await expect(detail.getByText('请耐心等待审核')).toBeVisible();
});

test('a recommended course while logged out warns 请登录后操作！; an expert without courses says 暂无课程', async ({
  page,
}) => {
  const lin = (await rows(page, 'speciality-list')).find((r) => r.name === '李真林')!;
  await page.goto(`/specialist/${lin.id}`);
  await openCourses(page);
  await page.getByRole('list', { name: '推荐课程列表' }).getByRole('button').first().click();
  await expect(page.getByText('请登录后操作！')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const without = (await rows(page, 'youth-list')).find((r) => r.achievement === 0)!;
  await page.goto(`/specialist/${without.id}`);
  await expect(page.getByRole('region', { name: '职务' })).toContainText('暂无');
  await openCourses(page);
  await expect(page.getByText('暂无课程')).toBeVisible();
});

test('an unknown expert: 专家不存在 with the way back to the directory', async ({ page }) => {
  for (const id of ['999999', 'abc']) {
    await page.goto(`/specialist/${id}`);
    await expect(page.getByText('专家不存在')).toBeVisible();
  }
  await page.getByRole('link', { name: '返回专家库' }).click();
  await expect(page).toHaveURL(/\/specialist$/);
  await expect(list(page).first()).toBeVisible();
});

test('the directory: loading, then empty; an error with a retry', async ({ page }) => {
  const release = await holdApi(page, '**/api/expert/committee-list**', {
    code: 200,
    msg: '操作成功',
    data: [],
  });
  await page.goto('/specialist');
  await expect(page.getByRole('progressbar', { name: '加载中…' })).toBeVisible();
  release();
  await expect(page.getByText('暂无专家')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  const api = await failApi(page, '**/api/expert/youth-list**');
  await page.goto('/specialist?tab=3');
  await expect(page.getByRole('alert').filter({ hasText: '专家列表加载失败' })).toBeVisible();
  api.failing = false;
  await page.getByRole('button', { name: '重试' }).click();
  await expect(list(page).getByRole('listitem').first()).toBeVisible();
});

test('the detail: loading, then an error with a retry', async ({ page }) => {
  const lin = (await rows(page, 'speciality-list')).find((r) => r.name === '李真林')!;
  const release = await holdApi(page, `**/api/expert/info/${lin.id}`);
  await page.goto(`/specialist/${lin.id}`);
  await expect(page.getByRole('progressbar', { name: '加载中…' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: '李真林' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await page.route(`**/api/expert/info/${lin.id}`, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: '专家信息加载失败' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '李真林' })).toBeVisible();
});

test('global search shows the matching experts; one opens its detail in a new window', async ({ page }) => {
  await page.goto(`/search?keyword=${encodeURIComponent('李真林')}`);
  const experts = page.getByRole('region', { name: '相关专家' });
  const popup = page.waitForEvent('popup');
  await experts.getByRole('link', { name: /李真林/ }).click();
  const detail = await popup;
  await expect(detail.getByRole('heading', { level: 1, name: '李真林' })).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('directory and detail: nothing to scroll sideways, axe clean', async ({ page }) => {
    await page.goto('/specialist?tab=2&view=list');
    await expect(list(page).getByRole('listitem').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '卡片' }).click();
    await expect(list(page)).toHaveAttribute('data-display', 'card');
    await expectNoHorizontalScroll(page);
    await page.goto('/specialist');
    await expect(list(page).first()).toBeVisible();
    await expectNoHorizontalScroll(page);

    const lin = (await rows(page, 'speciality-list')).find((r) => r.name === '李真林')!;
    await page.goto(`/specialist/${lin.id}`);
    await expect(page.getByRole('heading', { level: 1, name: '李真林' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await openCourses(page);
    await expect(page.getByRole('list', { name: '推荐课程列表' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
