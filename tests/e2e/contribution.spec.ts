import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { encodePng } from '../../server/media/png';
import { expectNoHorizontalScroll, failApi, holdApi, PHONE, axeViolations } from './pageStates.support';
import { captchaAnswer, freshPhone, smsCode, trackCaptcha } from './support';
import { logIn } from './training.support';
import { freshUser } from './video.support';

/**
 * The works submission in the browser (issue 16; 000 §2.3, §4.5, §5.3–5.5): 我的投稿 on /popsic with the
 * demo user's seeded works in every review state, the three-step wizard against the real server (SMS,
 * uploads over tus, commitWorks / modifyWorks), the draft, the optimize dialog.
 */

const DEMO_UID = 1;

async function asDemo(request: APIRequestContext, context: BrowserContext, baseURL: string) {
  const res = await request.post(`/api/__test/session?uid=${DEMO_UID}`);
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  await logIn(context, token, baseURL);
}

/** From / by the home's 科普大赛 tile: /popsic opens on 我的投稿 for a logged-in user. */
async function openMine(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: '科普大赛' }).first().click();
  await expect(page).toHaveURL(/\/popsic$/);
  await expect(page.getByRole('tab', { name: '我的投稿' })).toHaveAttribute('aria-selected', 'true');
}

const png = (w: number, h: number) => {
  const rgb = new Uint8Array(w * h * 3);
  for (let i = 0; i < rgb.length; i += 3) {
    rgb[i] = 30;
    rgb[i + 1] = (i / 3) % 255;
    rgb[i + 2] = 200;
  }
  return encodePng(w, h, rgb);
};

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const helper = (page: Page, text: string) => page.getByText(text, { exact: true });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function upload(
  page: Page,
  groupName: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await group(page, groupName).getByTestId('upload-input').setInputFiles(file);
}

test('a visitor is asked to log in; 60016 blocks a new submission with the spec message', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await page.goto('/popsic/contribution');
  await expect(page.getByRole('status').getByText('请先登录后再投稿')).toBeVisible();
  await expect(page.getByRole('button', { name: '登录', exact: true }).first()).toBeVisible();

  await freshUser(request, context, 0);
  await request.post('/api/__test/popsic/session?state=ended');
  try {
    await page.goto('/popsic/contribution');
    await expect(page.getByRole('status').getByText('科普大赛投稿已结束，感谢您的关注！')).toBeVisible();
    await expect(page.getByRole('button', { name: '下一步' })).toHaveCount(0);
  } finally {
    await request.post('/api/__test/popsic/session?state=open');
  }
  void baseURL;
});

test('我的投稿 from /: every review status, the row buttons by state, the epochs, page 2; phone cards; axe', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await asDemo(request, context, baseURL!);
  await openMine(page);
  const table = page.getByRole('table', { name: '我的投稿' });
  await expect(table.getByTestId('my-work')).toHaveCount(10);
  const status = table.getByTestId('work-status');
  await expect(status.first()).toHaveText('待审核');
  const epochs = page.getByRole('navigation', { name: '查看各届作品' });
  await expect(epochs.getByRole('link')).toHaveText(['2022-01届作品', '2023-01届作品', '2023-02届作品']);
  expect(await axeViolations(page)).toEqual([]);

  // A pending work: 编辑 only.
  const pending = table.getByRole('row', { name: /孕期影像检查安全吗/ });
  await expect(pending.getByRole('link', { name: /^编辑/ })).toBeVisible();
  await expect(pending.getByRole('link', { name: /^查看/ })).toHaveCount(0);
  await expect(pending.getByRole('button', { name: /^完善材料/ })).toHaveCount(0);
  // A first-review pass: 完善材料, no 编辑.
  const passed = table.getByRole('row', { name: /一张图看懂CT增强扫描/ });
  await expect(passed.getByRole('button', { name: /^完善材料/ })).toBeVisible();
  await expect(passed.getByRole('link', { name: /^编辑/ })).toHaveCount(0);
  // A rejected work shows its reason.
  await expect(table.getByRole('row', { name: /肺结节随访指南/ })).toContainText('作品内容与大赛主题不符。');

  // Page 2 holds the rest: every one of the 14 labels appears across the two pages.
  const labels = new Set(await status.allTextContents());
  await page.getByRole('navigation', { name: '投稿分页' }).getByRole('button', { name: /2/ }).click();
  await expect(table.getByTestId('my-work')).toHaveCount(6);
  for (const l of await status.allTextContents()) labels.add(l);
  expect([...labels].sort()).toEqual(
    [
      '审核通过',
      '待审核',
      '初审通过',
      '初审转审',
      '初审不通过',
      '复审通过',
      '复审转审',
      '复审需修改',
      '复审不通过',
      '退回修改',
      '终审转审',
      '终审需修改',
      '终审不通过',
      '审核失败',
    ].sort(),
  );
  // An approved (public) work: 查看 opens its page in its epoch.
  const approved = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /^查看/ }) })
    .first();
  await approved.getByRole('link', { name: /^查看/ }).click();
  await expect(page).toHaveURL(/\/popsic\/worksDetail\/\d+\?ccr=\d{4}-\d{2}$/);

  // Phone width: cards, no sideways scrolling.
  await page.setViewportSize(PHONE);
  await page.goto('/popsic');
  await expect(page.getByRole('list', { name: '我的投稿' }).getByTestId('my-work')).toHaveCount(10);
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('我的投稿 while loading, failed (重试), then ready', async ({ page, request, context, baseURL }) => {
  await asDemo(request, context, baseURL!);
  const release = await holdApi(page, '**/api/science/worksList*');
  await openMine(page);
  const panel = page.getByTestId('my-works');
  await expect(panel.getByRole('table')).toHaveCount(0);
  await expect(panel.getByRole('link', { name: '2022-01届作品' })).toBeVisible();
  release();
  await expect(panel.getByRole('table', { name: '我的投稿' })).toBeVisible();
  await page.unrouteAll();

  const failing = await failApi(page, '**/api/science/worksList*');
  await page.reload();
  await expect(panel.getByText(/我的投稿加载失败/)).toBeVisible();
  failing.failing = false;
  await panel.getByRole('button', { name: '重试' }).click();
  await expect(panel.getByRole('table', { name: '我的投稿' }).getByTestId('my-work')).toHaveCount(10);
});

test('完善材料: the two pictures through the upload field, hints, a missing one refused, then 材料已提交', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await asDemo(request, context, baseURL!);
  await openMine(page);
  const row = page.getByRole('row', { name: /一张图看懂CT增强扫描/ });
  await row.getByRole('button', { name: /^完善材料/ }).click();
  const dialog = page.getByRole('dialog', { name: /完善材料/ });
  await expect(dialog.getByText('建议尺寸 800×450')).toBeVisible();
  await expect(dialog.getByText('建议尺寸 450×450')).toBeVisible();
  // No share picture yet: refused with its message, the dialog stays.
  await dialog.getByRole('button', { name: '提交材料' }).click();
  await expect(dialog.getByText('请上传分享缩略图')).toBeVisible();
  await upload(page, '作品封面', { name: 'cover.png', mimeType: 'image/png', buffer: png(80, 45) });
  await expect(dialog.getByTestId('optimise-coverUrl')).toHaveAttribute('src', /^\/media\/uploads\//);
  await upload(page, '分享缩略图', { name: 'share.png', mimeType: 'image/png', buffer: png(45, 45) });
  await expect(dialog.getByTestId('optimise-sharePictureUrl')).toHaveAttribute('src', /^\/media\/uploads\//);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '提交材料' }).click();
  await expect(page.getByText('材料已提交')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('完善材料 of the approved works on page 2: the stored pictures are not judged again, only what is missing (issue 31)', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await asDemo(request, context, baseURL!);
  await openMine(page);
  await page.getByRole('navigation', { name: '投稿分页' }).getByRole('button', { name: /2/ }).click();
  const typeMessage = '上传封面图片只能是 JPG/JPEG/PNG 格式!';
  // No share picture yet: a submit that adds nothing asks for it, and only for it.
  const bare = page.getByRole('row', { name: /认识CT检查（1）/ });
  await expect(bare.getByTestId('work-status')).toHaveText('审核通过');
  await bare.getByRole('button', { name: /^完善材料/ }).click();
  let dialog = page.getByRole('dialog', { name: /完善材料：认识CT检查（1）/ });
  await expect(dialog.getByTestId('optimise-coverUrl')).toHaveAttribute('src', /\.(png|jpe?g)$/);
  await dialog.getByRole('button', { name: '提交材料' }).click();
  await expect(dialog.getByText('请上传分享缩略图')).toBeVisible();
  await expect(dialog.getByText(typeMessage)).toHaveCount(0);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  // Both pictures stored (冠脉CT血管成像（1）): sending them back as they are is accepted.
  await page
    .getByRole('row', { name: /冠脉CT血管成像（1）/ })
    .getByRole('button', { name: /^完善材料/ })
    .click();
  dialog = page.getByRole('dialog', { name: /完善材料：冠脉CT血管成像（1）/ });
  await expect(dialog.getByTestId('optimise-coverUrl')).toHaveAttribute('src', /\.(png|jpe?g)$/);
  await dialog.getByRole('button', { name: '提交材料' }).click();
  await expect(page.getByText('材料已提交')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

/** The step's helper texts (those with words) and field labels whose boxes overlap, as "helper / label". */
async function touchingLabels(page: Page): Promise<string[]> {
  return page.getByTestId('contribution').evaluate((root) => {
    const box = (e: Element) => e.getBoundingClientRect();
    const helpers = [...root.querySelectorAll('[id$="-helper-text"]')].filter(
      // MUI keeps a blank helper's line with a zero-width space: only words count.
      (h) => (h.textContent ?? '').replace(/\u200b/g, '').trim() !== '',
    );
    const labels = [...root.querySelectorAll('label[id$="-label"]')];
    const out: string[] = [];
    for (const h of helpers)
      for (const l of labels) {
        const a = box(h);
        const b = box(l);
        if (a.bottom > b.top && b.bottom > a.top && a.right > b.left && b.right > a.left)
          out.push(`${h.textContent} / ${l.textContent}`);
      }
    return out;
  });
}

test('step 1: no helper text touches the label below it (须与身份证一致 over 手机号, issue 31), at 1366×768 and phone width', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (const size of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    // A new work: the name's hint over the phone, whose label floats up once it holds a number.
    await freshUser(request, context, 0);
    await page.goto('/popsic/contribution');
    await page.getByRole('textbox', { name: '真实姓名' }).fill('王五');
    await page.getByRole('textbox', { name: '手机号' }).fill('13800138000');
    await expect(page.getByText('须与身份证一致')).toBeVisible();
    expect(await touchingLabels(page), `new ${size.width}`).toEqual([]);
    // Every message of the step under its field, the labels of the filled fields floating.
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('请输入投稿标题', { exact: true })).toBeVisible();
    expect(await touchingLabels(page), `messages ${size.width}`).toEqual([]);
  }
  // An edit: every field filled, the locked phone's hint over 工作单位.
  await page.setViewportSize({ width: 1366, height: 768 });
  await asDemo(request, context, baseURL!);
  await openMine(page);
  await page
    .getByRole('row', { name: /孕期影像检查安全吗/ })
    .getByRole('link', { name: /^编辑/ })
    .click();
  await expect(page.getByText('修改作品时手机号不可更改')).toBeVisible();
  expect(await touchingLabels(page), 'edit').toEqual([]);
});

test('step 3: a change of work form flags the files it does not take, by name, and 提交 waits until they fit (issue 31)', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await asDemo(request, context, baseURL!);
  await openMine(page);
  // A video work sent back for changes: its mp4 is listed under 视频.
  await page
    .getByRole('row', { name: /骨折了为什么还要拍CT/ })
    .getByRole('link', { name: /^编辑/ })
    .click();
  await expect(page.getByRole('textbox', { name: '投稿标题' })).toHaveValue('骨折了为什么还要拍CT');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  const media = group(page, '多媒体文件');
  const list = media.getByRole('list', { name: '已上传的多媒体文件' });
  await expect(list).toContainText('骨折了为什么还要拍CT.mp4');
  await expect(list).not.toContainText('与当前作品形式不符');
  const message = '当前作品形式只能上传 GIF/JPG/JPEG/PNG/PDF 格式的文件，请删除：骨折了为什么还要拍CT.mp4';
  // 图文: the upload stays, marked, with the message naming it; 提交 is refused by the same rule.
  await page.getByRole('radio', { name: '图文' }).check();
  await expect(list.getByRole('listitem')).toHaveText(['骨折了为什么还要拍CT.mp4与当前作品形式不符，请删除']);
  await expect(media.getByText(message, { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: '描述文字' }).fill('骨折后的CT检查');
  await choose(page, '图文类型', '漫画');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(media.getByText(message, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/popsic\/contribution\?id=\d+$/);
  // Back to 视频: the same file fits again, nothing was lost.
  await page.getByRole('radio', { name: '视频' }).check();
  await expect(list.getByRole('listitem')).toHaveText(['骨折了为什么还要拍CT.mp4']);
  await expect(media.getByText(message, { exact: true })).toHaveCount(0);
});

test('every message of steps 1–3, then a new work through all three steps with a real cover and mp4 lands on /popsic as 待审核; the draft survives a reload and goes on success', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  await freshUser(request, context, 0);
  const captcha = trackCaptcha(page);
  await openMine(page);
  // A fresh user: the empty state with its own 我要投稿.
  await expect(page.getByTestId('my-works-empty')).toContainText('您还没有投稿');
  await page.getByTestId('my-works-empty').getByRole('button', { name: '我要投稿' }).click();
  await expect(page).toHaveURL(/\/popsic\/contribution$/);
  await expect(page.getByRole('heading', { level: 1, name: '作品投稿' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Step 1: every message on 下一步.
  const next = page.getByRole('button', { name: '下一步' });
  await next.click();
  for (const m of [
    '请输入投稿标题',
    '请输入真实姓名',
    '请输入手机号',
    '请输入图形验证码',
    '请输入手机验证码',
    '请输入工作单位',
  ])
    await expect(helper(page, m)).toBeVisible();
  // The identity is asked once a work unit is filled (its rule runs when the step's fields are well-formed).
  await page.getByRole('textbox', { name: '投稿标题' }).fill('读懂你的胸片');
  await page.getByRole('textbox', { name: '真实姓名' }).fill('王五');
  await page.getByRole('textbox', { name: '工作单位' }).fill('华西医院');
  const phone = freshPhone();
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await expect.poll(() => captcha.uuid).not.toBe('');
  await page.getByRole('textbox', { name: '图形验证码' }).fill(await captchaAnswer(request, captcha.uuid));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('短信发送成功')).toBeVisible();
  const code = await smsCode(request, phone);
  await page.getByRole('textbox', { name: '手机验证码' }).fill(code);
  await next.click();
  await expect(helper(page, '请选择工作身份')).toBeVisible();
  await choose(page, '工作身份', '学生');
  await next.click();
  await expect(helper(page, '请选择学生类别')).toBeVisible();
  await choose(page, '学生类别', '硕士研究生');
  // Changing the identity clears the student type (and hides it for a physician).
  await choose(page, '工作身份', '医师');
  await expect(page.getByRole('combobox', { name: '学生类别' })).toHaveCount(0);
  await choose(page, '工作身份', '学生');
  await expect(page.getByRole('combobox', { name: '学生类别' })).not.toContainText('硕士研究生');
  await choose(page, '学生类别', '硕士研究生');

  // The draft: a reload keeps what was typed (not the captcha answer or the SMS code).
  await page.reload();
  await expect(page.getByRole('textbox', { name: '投稿标题' })).toHaveValue('读懂你的胸片');
  await expect(page.getByRole('textbox', { name: '工作单位' })).toHaveValue('华西医院');
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(phone);
  await expect(page.getByRole('combobox', { name: '学生类别' })).toContainText('硕士研究生');
  await expect(page.getByRole('textbox', { name: '手机验证码' })).toHaveValue('');
  await expect.poll(() => captcha.uuid).not.toBe('');
  await page.getByRole('textbox', { name: '图形验证码' }).fill(await captchaAnswer(request, captcha.uuid));
  // A wrong SMS code passes step 1 (its check is the server's, at 提交).
  await page.getByRole('textbox', { name: '手机验证码' }).fill(code === '000000' ? '111111' : '000000');
  await next.click();

  // Step 2: the hint turns to the error style; 上一步 is free.
  await expect(page.getByRole('form', { name: '作品来源' })).toBeVisible();
  await expect(page.getByTestId('source-hint')).toHaveAttribute('data-error', 'false');
  await next.click();
  await expect(page.getByTestId('source-hint')).toHaveAttribute('data-error', 'true');
  await page.getByRole('button', { name: '上一步' }).click();
  await expect(page.getByRole('textbox', { name: '投稿标题' })).toHaveValue('读懂你的胸片');
  await next.click();
  await page.getByRole('textbox', { name: '单位推荐' }).fill('华西医院放射科');
  await next.click();

  // Step 3: the media field waits for a work form; every message on 提交.
  await expect(page.getByRole('form', { name: '上传作品' })).toBeVisible();
  await group(page, '多媒体文件').getByRole('button', { name: '上传多媒体文件' }).click();
  await expect(group(page, '多媒体文件').getByText('请先选择作品形式').first()).toBeVisible();
  const submit = page.getByRole('button', { name: '提交' });
  await submit.click();
  for (const m of [
    '请选择作品形式',
    '请选择科普对象',
    '请选择科普类别',
    '请为当前参赛作品上选一个封面',
    '请上传多媒体文件',
    '请勾选服务协议',
  ])
    await expect(helper(page, m)).toBeVisible();
  await page.getByRole('radio', { name: '图文' }).check();
  await submit.click();
  await expect(helper(page, '请输入描述文字')).toBeVisible();
  await expect(page.getByText('0/1500')).toHaveCount(0);
  await page.getByRole('radio', { name: '视频' }).check();
  await expect(page.getByRole('textbox', { name: '描述文字' })).toHaveCount(0);
  await choose(page, '视频类型', '动画');
  await choose(page, '科普对象', '公众');
  await choose(page, '科普类别', '影像检查');

  await upload(page, '作品封面', { name: '封面.png', mimeType: 'image/png', buffer: png(160, 90) });
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /^\/media\/uploads\/.+\.png$/);
  const mp4 = Buffer.from(await (await request.get('/media/video/test-pattern.mp4')).body());
  await upload(page, '多媒体文件', { name: '胸片科普.mp4', mimeType: 'video/mp4', buffer: mp4 });
  await expect(page.getByRole('list', { name: '已上传的多媒体文件' })).toContainText('胸片科普.mp4');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  expect(await axeViolations(page)).toEqual([]);
  // Refused by the server: its message, the form kept; back to step 1 for the right code, then 提交.
  await submit.click();
  await expect(page.getByRole('form', { name: '上传作品' }).getByRole('alert')).toHaveText('手机验证码错误');
  await expect(page.getByTestId('cover-preview')).toBeVisible();
  await page.getByRole('button', { name: '上一步' }).click();
  await page.getByRole('button', { name: '上一步' }).click();
  await page.getByRole('textbox', { name: '手机验证码' }).fill(code);
  await next.click();
  await next.click();
  await expect(page.getByRole('list', { name: '已上传的多媒体文件' })).toContainText('胸片科普.mp4');
  await submit.click();
  await expect(page.getByTestId('contribution').getByRole('status')).toContainText(
    '投稿成功, 请等待审核结果。',
  );
  await expect(page).toHaveURL(/\/popsic$/, { timeout: 5000 });
  const row = page.getByRole('row', { name: /读懂你的胸片/ });
  await expect(row.getByTestId('work-status')).toHaveText('待审核');
  await expect(row.getByRole('link', { name: /^编辑/ })).toBeVisible();

  // The draft went with the success: a new work starts empty.
  await page.goto('/popsic/contribution');
  await expect(page.getByRole('textbox', { name: '投稿标题' })).toHaveValue('');
});

test('编辑 a pending work: loaded, the phone locked, no captcha or SMS; the change lands in the table', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await asDemo(request, context, baseURL!);
  await openMine(page);
  const row = page.getByRole('row', { name: /磁共振检查的噪音从哪里来/ });
  await row.getByRole('link', { name: /^编辑/ }).click();
  await expect(page).toHaveURL(/\/popsic\/contribution\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '修改作品' })).toBeVisible();
  const title = page.getByRole('textbox', { name: '投稿标题' });
  await expect(title).toHaveValue('磁共振检查的噪音从哪里来');
  await expect(page.getByRole('textbox', { name: '手机号' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: '图形验证码' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '获取验证码' })).toHaveCount(0);
  // A student in the seed: the student type shows with its value.
  await expect(page.getByRole('combobox', { name: '学生类别' })).toBeVisible();
  await title.fill('磁共振检查的噪音从哪里来（修订）');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('form', { name: '上传作品' })).toBeVisible();
  await expect(page.getByTestId('cover-preview')).toBeVisible();
  // Step 3 at phone width: the upload fields and the file list fit.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('list', { name: '已上传的多媒体文件' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('contribution').getByRole('status')).toContainText(
    '投稿成功, 请等待审核结果。',
  );
  await expect(page).toHaveURL(/\/popsic$/);
  // At phone width the row is a card.
  await expect(
    page
      .getByRole('list', { name: '我的投稿' })
      .getByTestId('my-work')
      .filter({ hasText: '磁共振检查的噪音从哪里来（修订）' }),
  ).toContainText('待审核');
});

test('edit mode: a failed load shows 数据异常 with 重试; the wizard at phone width has no sideways scroll', async ({
  page,
  request,
  context,
}) => {
  await freshUser(request, context, 0);
  await page.route('**/api/science/works/*', (route) => route.abort());
  await page.goto('/popsic/contribution?id=1');
  await expect(page.getByText('数据异常')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await page.unroute('**/api/science/works/*');

  await page.setViewportSize(PHONE);
  await page.goto('/popsic/contribution');
  await expect(page.getByRole('textbox', { name: '投稿标题' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('a connection dropped mid-upload resumes where it stopped, and the stored file is byte-identical', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // 17 MB: the test pattern's real MP4 head, then filler, so it goes in two PATCHes (16 MB, then 1 MB); each
  // megabyte crosses Playwright's interception twice, so no more than it takes.
  const head = Buffer.from(await (await request.get('/media/video/test-pattern.mp4')).body());
  const big = Buffer.alloc(17 * 1024 * 1024, 7);
  head.copy(big);
  await asDemo(request, context, baseURL!);
  await openMine(page);
  await page.getByRole('link', { name: /^编辑/ }).first().click();
  await expect(page).toHaveURL(/\/popsic\/contribution\?id=\d+$/);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('form', { name: '上传作品' })).toBeVisible();
  await page.getByRole('radio', { name: '视频' }).check();

  // The second PATCH is cut off as if the network dropped; every PATCH's offset is noted.
  const offsets: number[] = [];
  let patches = 0;
  await page.route('**/api/science/tus/**', async (route) => {
    const req = route.request();
    if (req.method() !== 'PATCH') return route.continue();
    offsets.push(Number(await req.headerValue('upload-offset')));
    if (++patches === 2) return route.abort('connectionreset');
    return route.continue();
  });
  const finished = page.waitForResponse(
    (r) => r.url().includes('/api/science/tus/') && r.request().method() === 'PATCH' && r.status() === 200,
  );
  await upload(page, '多媒体文件', { name: '断点续传.mp4', mimeType: 'video/mp4', buffer: big });
  const answer = (await (await finished).json()) as { data: { fileUrl: string; fileSize: number } };
  await expect(page.getByRole('list', { name: '已上传的多媒体文件' })).toContainText('断点续传.mp4');

  // Resumed at the 16 MB already stored, not from the start.
  const chunk = 16 * 1024 * 1024;
  expect(offsets).toEqual([0, chunk, chunk]);
  expect(answer.data.fileSize).toBe(big.length);
  const stored = Buffer.from(await (await request.get(answer.data.fileUrl)).body());
  expect(stored.length).toBe(big.length);
  expect(stored.equals(big)).toBe(true);
});
