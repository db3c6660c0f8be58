import { closeSync, mkdtempSync, openSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { encodePng } from '../../server/media/png';
import { PPTX_BYTES } from '../server/uploadSupport';
import { expectNoHorizontalScroll, failApi, holdApi, PHONE, axeViolations } from './pageStates.support';
import { captchaAnswer, freshPhone, smsCode, trackCaptcha } from './support';

/**
 * The contribution campaigns in the browser (issue 17; 002): from / by the home page's 作品征集 entries,
 * each campaign from the notice to 投稿已完成 against the real server (captcha, SMS, register, uploads over
 * tus, draft commit, final commit), the status-driven landing, qc's "not yet open", every rule message
 * of 002 §5, the loading and failed states, phone width and axe.
 */

type Campaign = 'qc' | 'mc' | 'ca' | 'ms';
const NAMES: Record<Campaign, string> = {
  qc: '医学影像质量创新案例大赛（CCR2024）',
  mc: '2025年医学影像青年教师教学风采展示（微课）',
  ca: '2025年对比剂安全使用技能展示',
  ms: '2025年医学人文演讲比赛',
};
const ROUTES: Record<Campaign, string> = {
  qc: '/ccr/contribute',
  mc: '/contribution/micro-course',
  ca: '/contribution/contrast-agent',
  ms: '/contribution/med-speech',
};

/**
 * A fresh user whose entry in the campaign is at `status` (null: none), logged in by its cookie; at 2 with a
 * complete work unless `work` is false.
 */
async function campaignUser(
  request: APIRequestContext,
  context: BrowserContext,
  campaign: Campaign,
  status: 0 | 1 | 2 | 3 | null,
  work = true,
) {
  const res = await request.post('/api/__test/campaign/user', { data: { campaign, status, work } });
  const { token } = ((await res.json()) as { data: { uid: number; token: string } }).data;
  await context.addCookies([{ name: 'radio_token', value: token, domain: '127.0.0.1', path: '/' }]);
}

/** From / by the home page's 作品征集 entry of the campaign. */
async function openFromHome(page: Page, campaign: Campaign) {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: '作品征集活动' })
    .getByRole('link', { name: NAMES[campaign] })
    .click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES[campaign]}$`));
  await expect(page.getByRole('heading', { level: 1, name: NAMES[campaign] })).toBeVisible();
}

const card = (page: Page) => page.getByTestId('campaign');
const atStep = (page: Page, step: number) => expect(card(page)).toHaveAttribute('data-step', String(step));
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const helper = (page: Page, text: string) => card(page).getByText(text, { exact: true });
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const box = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

const png = (w: number, h: number) => {
  const rgb = new Uint8Array(w * h * 3);
  for (let i = 0; i < rgb.length; i += 3) {
    rgb[i] = 40;
    rgb[i + 1] = (i / 3) % 255;
    rgb[i + 2] = 180;
  }
  return encodePng(w, h, rgb);
};
const COVER = { name: '封面.png', mimeType: 'image/png', buffer: png(160, 90) };

let mp4: Buffer | null = null;
async function video(request: APIRequestContext, name: string) {
  mp4 ??= Buffer.from(await (await request.get('/media/video/test-pattern.mp4')).body());
  return { name, mimeType: 'video/mp4', buffer: mp4 };
}

/** A sparse file of `mb` MB plus one byte: its size is read, never its bytes (the client refuses it first). */
const sparse = (name: string, mb: number) => {
  const path = join(mkdtempSync(join(tmpdir(), 'campaign-e2e-')), name);
  const fd = openSync(path, 'w');
  ftruncateSync(fd, mb * 1024 * 1024 + 1);
  closeSync(fd);
  return path;
};

async function upload(page: Page, groupName: string, file: Parameters<Page['setInputFiles']>[1]) {
  await group(page, groupName).getByTestId('upload-input').setInputFiles(file);
}

/** Step 1 filled and registered: the fields, the captcha answer and the SMS code from the test endpoints. */
async function register(
  page: Page,
  request: APIRequestContext,
  captcha: { uuid: string },
  fields: Record<string, string>,
) {
  for (const [label, value] of Object.entries(fields)) await box(page, label).fill(value);
  const phone = freshPhone();
  await box(page, '手机号码').fill(phone);
  await expect.poll(() => captcha.uuid).not.toBe('');
  await box(page, '图形验证码').fill(await captchaAnswer(request, captcha.uuid));
  await button(page, '获取验证码').click();
  await expect(page.getByText('短信发送成功')).toBeVisible();
  await box(page, '手机验证码').fill(await smsCode(request, phone));
  await button(page, '下一步 | 填写稿件信息').click();
  await expect(page.getByText('报名成功!!!')).toBeVisible();
}

/** Step 2 filled with a real cover and mp4, then the preview, then the final submit. */
async function workToFinish(
  page: Page,
  request: APIRequestContext,
  fields: Record<string, string>,
  file: string,
) {
  await atStep(page, 2);
  for (const [label, value] of Object.entries(fields)) await box(page, label).fill(value);
  await upload(page, '作品封面', COVER);
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /^\/media\/uploads\/.+\.png$/);
  await upload(page, '作品文件', await video(request, file));
  await expect(page.getByRole('list', { name: '已上传的作品文件' })).toContainText(file);
  await button(page, '下一步 | 稿件预览').click();
  await atStep(page, 3);
  const preview = page.getByTestId('campaign-preview');
  for (const value of Object.values(fields)) await expect(preview).toContainText(value);
  await expect(preview).toContainText(file);
  await expect(preview.getByRole('img', { name: '作品封面预览' })).toBeVisible();
  // The uploaded video itself, in the portal's player: served from the upload store, its metadata loads.
  await expect(preview.getByTestId('works-viewer')).toHaveAttribute('data-kind', 'video');
  await preview.getByRole('button', { name: '播放视频' }).click();
  const player = preview.locator('video');
  await expect(player).toHaveAttribute('src', /^\/media\/uploads\/.+\.mp4$/);
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await button(page, '下一步 | 确认并完成投稿').click();
  await expect(page.getByText('作品已完成提交！')).toBeVisible();
  await atStep(page, 4);
  await expect(page.getByText('投稿已完成，请等待审核结果')).toBeVisible();
  await expect(button(page, '投稿已完成')).toBeDisabled();
  // Submitted (3): back to the preview is allowed; the work form is read-only.
  await button(page, '上一步 | 稿件预览').click();
  await atStep(page, 3);
  await button(page, '上一步 | 查看稿件信息').click();
  await expect(box(page, /作品题目/)).toBeDisabled();
  await expect(button(page, '上传作品文件')).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test('a visitor: from / to the page, the notice, 下一步 asks to log in; axe; phone width', async ({
  page,
}) => {
  await openFromHome(page, 'ca');
  await atStep(page, 0);
  await expect(page.getByText('2025年对比剂安全使用技能展示报名须知')).toBeVisible();
  await expect(page.getByText('我已阅读以上须知')).toBeVisible();
  await button(page, '下一步 | 开始报名').click();
  await expect(page.getByText('请登录后操作！')).toBeVisible();
  await atStep(page, 0);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
});

test('loading and a failed load with 重试, then the notice; the registration at phone width', async ({
  page,
  request,
  context,
}) => {
  await campaignUser(request, context, 'ms', null);
  const release = await holdApi(page, '**/api/ms/works');
  await page.goto(ROUTES.ms);
  await expect(card(page).getByRole('status')).toHaveText('正在加载报名信息…');
  release();
  await atStep(page, 0);
  await page.unrouteAll();
  const failing = await failApi(page, '**/api/ms/works');
  await page.reload();
  await expect(card(page).getByText('服务暂不可用')).toBeVisible();
  failing.failing = false;
  await button(page, '重试').click();
  await atStep(page, 0);
  await button(page, '下一步 | 开始报名').click();
  await atStep(page, 1);
  await page.setViewportSize(PHONE);
  await expect(box(page, '图形验证码')).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('status landing: none → notice, 1 and 2 → registration, 3 → finished, 0 → finished with 上一步 disabled; qc 1 not yet open', async ({
  page,
  request,
  context,
}) => {
  await campaignUser(request, context, 'mc', null);
  await page.goto(ROUTES.mc);
  await atStep(page, 0);
  await expect(button(page, '下一步 | 开始报名')).toBeVisible();
  for (const status of [1, 2] as const) {
    await campaignUser(request, context, 'mc', status);
    await page.goto(ROUTES.mc);
    await atStep(page, 1);
    await expect(box(page, /工作单位/)).toBeDisabled();
    await expect(box(page, '图形验证码')).toHaveCount(0);
    await expect(button(page, '下一步 | 填写稿件信息')).toBeEnabled();
    await button(page, '上一步 | 阅读须知').click();
    await expect(button(page, '下一步 | 查看报名信息')).toBeVisible();
  }
  await campaignUser(request, context, 'mc', 3);
  await page.goto(ROUTES.mc);
  await atStep(page, 4);
  await expect(button(page, '上一步 | 稿件预览')).toBeEnabled();
  await campaignUser(request, context, 'mc', 0);
  await page.goto(ROUTES.mc);
  await atStep(page, 4);
  await expect(page.getByText('投稿已完成，请等待审核结果')).toBeVisible();
  await expect(button(page, '上一步 | 稿件预览')).toBeDisabled();
  await expect(button(page, '投稿已完成')).toBeDisabled();

  await campaignUser(request, context, 'qc', 1);
  await page.goto(ROUTES.qc);
  await atStep(page, 1);
  await expect(button(page, '下一步 | 作品上传暂未开放')).toBeDisabled();
});

test('micro-course: every registration message (下一步 and blur), then registered, a real cover and mp4, the limits, submitted', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  await campaignUser(request, context, 'mc', null);
  const captcha = trackCaptcha(page);
  await openFromHome(page, 'mc');
  await button(page, '下一步 | 开始报名').click();
  await atStep(page, 1);
  await button(page, '下一步 | 填写稿件信息').click();
  await expect(page.getByText('请按要求填写信息！')).toBeVisible();
  // An individual contest: the field is 姓名, and so is its message (issue 31).
  for (const m of [
    '请输入姓名',
    '请输入工作单位',
    '请输入科室/部门',
    '请输入手机号码',
    '请输入图形验证码',
    '请输入手机验证码',
    '请填写您的职称',
    '请填写年龄，参赛选手年龄不超过40岁',
  ])
    await expect(helper(page, m)).toBeVisible();
  await expect(helper(page, '请输入领队姓名')).toHaveCount(0);
  // Blur: the age over 40 is refused as soon as the field is left; 40 passes.
  await box(page, /年龄/).fill('41');
  await box(page, /职称/).focus();
  await expect(helper(page, '请填写年龄，参赛选手年龄不超过40岁')).toBeVisible();
  await box(page, /年龄/).fill('40');
  await box(page, /职称/).focus();
  await expect(helper(page, '请填写年龄，参赛选手年龄不超过40岁')).toHaveCount(0);
  await box(page, /手机号码/).fill('12');
  await box(page, /职称/).focus();
  await expect(helper(page, '请输入正确的手机号码')).toBeVisible();
  await expect(box(page, /手机号码/)).toHaveAttribute('maxlength', '11');
  await register(page, request, captcha, {
    姓名: '李青',
    工作单位: '华西医院',
    '科室/部门': '放射科',
    职称: '讲师',
  });
  // 2025: a registration opens the upload step at once.
  await atStep(page, 2);
  // The cover's and the video's rules, before anything is sent.
  await upload(page, '作品封面', { name: 'cover.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(group(page, '作品封面').getByText('上传封面图片只能是 JPG/JPEG/PNG 格式!')).toBeVisible();
  await upload(page, '作品封面', sparse('big.png', 5));
  await expect(group(page, '作品封面').getByText('上传封面图片大小不能超过5MB!')).toBeVisible();
  await upload(page, '作品文件', { name: 'talk.mov', mimeType: 'video/quicktime', buffer: Buffer.from('x') });
  await expect(group(page, '作品文件').getByText('视频文件只能是 MP4 格式!')).toBeVisible();
  await upload(page, '作品文件', sparse('huge.mp4', 1000));
  await expect(group(page, '作品文件').getByText('视频文件大小不超过1000MB！')).toBeVisible();
  // One file at most: a second choice warns with the counts.
  await upload(page, '作品文件', await video(request, '微课.mp4'));
  await expect(page.getByRole('list', { name: '已上传的作品文件' })).toContainText('微课.mp4');
  await button(page, '上传作品文件').click();
  await expect(
    group(page, '作品文件').getByText('当前限制选择 1 个文件，本次选择了 1 个文件，共选择了 2 个文件'),
  ).toBeVisible();
  // Removing asks first.
  await page.getByRole('button', { name: '移除微课.mp4' }).click();
  await expect(page.getByRole('dialog').getByText('确定移除 微课.mp4？')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '移除' }).click();
  await expect(page.getByRole('list', { name: '已上传的作品文件' })).toHaveCount(0);
  await workToFinish(
    page,
    request,
    { 作品题目: 'CT 增强扫描十分钟', 作品摘要: '一堂八分钟的微课。' },
    '微课.mp4',
  );
});

test('contrast-agent: every work message, members required, then submitted', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  await campaignUser(request, context, 'ca', null);
  const captcha = trackCaptcha(page);
  await openFromHome(page, 'ca');
  await button(page, '下一步 | 开始报名').click();
  await expect(box(page, /职称/)).toHaveCount(0);
  await expect(box(page, /年龄/)).toHaveCount(0);
  await register(page, request, captcha, { 领队姓名: '赵敏', 工作单位: '县人民医院', '科室/部门': '放射科' });
  await atStep(page, 2);
  await button(page, '下一步 | 稿件预览').click();
  await expect(page.getByText('请按要求填写信息！')).toBeVisible();
  for (const m of [
    '请输入参赛作品题目',
    '请输入参赛成员',
    '请输入作品摘要',
    '请上传视频作品封面图',
    '请上传作品',
  ])
    await expect(helper(page, m)).toBeVisible();
  // Blur clears and sets a field's message from the same rule.
  await box(page, /参赛成员/).fill('钱一,孙二');
  await box(page, /作品题目/).focus();
  await expect(helper(page, '请输入参赛成员')).toHaveCount(0);
  await workToFinish(
    page,
    request,
    { 作品题目: '对比剂外渗的处置', 参赛成员: '钱一,孙二', 作品摘要: '六分钟的技能展示。' },
    '技能展示.mp4',
  );
});

test('med-speech: the title required, the age optional; several files (mp4 and pptx), then submitted', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  await campaignUser(request, context, 'ms', null);
  const captcha = trackCaptcha(page);
  await openFromHome(page, 'ms');
  await button(page, '下一步 | 开始报名').click();
  await register(page, request, captcha, {
    姓名: '周行',
    工作单位: '协和医院',
    '科室/部门': '放射科',
    职称: '住院医师',
  });
  await atStep(page, 2);
  await upload(page, '作品文件', {
    name: '讲稿.pptx',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    buffer: PPTX_BYTES,
  });
  await expect(page.getByRole('list', { name: '已上传的作品文件' })).toContainText('讲稿.pptx');
  // The rest of this campaign runs at phone width: the work step fits.
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await workToFinish(page, request, { 作品题目: '影像背后的人', 作品摘要: '十五分钟的演讲。' }, '演讲.mp4');
});

test('qc: the proof required, registered at 1 (not yet open); a user at 2 uploads, previews and finishes', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  await campaignUser(request, context, 'qc', null);
  const captcha = trackCaptcha(page);
  await openFromHome(page, 'qc');
  await expect(page.getByText('医学影像质量创新案例大赛报名须知')).toBeVisible();
  await button(page, '下一步 | 开始报名').click();
  await button(page, '下一步 | 填写稿件信息').click();
  await expect(helper(page, '请上传推荐证明')).toBeVisible();
  await upload(page, '推荐证明', sparse('proof.png', 50));
  await expect(group(page, '推荐证明').getByText('上传封面图片大小不能超过50MB!')).toBeVisible();
  await upload(page, '推荐证明', { name: '推荐证明.png', mimeType: 'image/png', buffer: png(60, 80) });
  await expect(page.getByTestId('proof-preview')).toHaveAttribute('src', /^\/media\/uploads\/.+\.png$/);
  await register(page, request, captcha, { 领队姓名: '吴队', 工作单位: '省人民医院', '科室/部门': '影像科' });
  // Registered at 1: the upload step is not yet open.
  await atStep(page, 1);
  await expect(button(page, '下一步 | 作品上传暂未开放')).toBeDisabled();
  await expect(box(page, /领队姓名/)).toBeDisabled();

  await campaignUser(request, context, 'qc', 2, false);
  await page.goto(ROUTES.qc);
  await atStep(page, 1);
  await button(page, '下一步 | 填写稿件信息').click();
  await atStep(page, 2);
  await button(page, '下一步 | 稿件预览').click();
  await expect(helper(page, '请输入作品摘要信息')).toBeVisible();
  await upload(page, '作品文件', sparse('long.mp4', 200));
  await expect(group(page, '作品文件').getByText('视频文件大小不超过200MB！')).toBeVisible();
  await workToFinish(
    page,
    request,
    { 作品题目: '降低增强 CT 重复扫描率', 参赛成员: '吴队,郑技师,王医师', 作品摘要: '一个质量改进案例。' },
    '案例.mp4',
  );
});
