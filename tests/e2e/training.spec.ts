import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  advanceServerClock,
  answersOf,
  attempts,
  examVideos,
  logIn,
  newTrainee,
  resetServerClock,
} from './training.support';

const option = (page: Page, idx: number, letter: string) =>
  page.getByTestId(`question-${idx}`).locator(`input[value="${letter}"]`);
const remainingSeconds = async (page: Page) => {
  const text = await page.getByTestId('exam-remaining').innerText();
  const [, m, s] = /(\d+):(\d+)/.exec(text)!;
  return Number(m) * 60 + Number(s);
};

/** In the viewport and not hidden under another element (the sticky site header): the topmost element at its centre is its own. */
const uncovered = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });

async function openExam(page: Page, videoId: number) {
  await page.goto(`/training/detail/${videoId}`);
  await expect(page.getByRole('heading', { name: '课后考试' })).toBeVisible();
}

/** A fresh trainee (watched the video unless told otherwise), logged in, on the exam of a seeded video. */
async function traineeOnExam(
  {
    page,
    context,
    request,
    baseURL,
  }: { page: Page; context: BrowserContext; request: APIRequestContext; baseURL?: string },
  which: 'normal' | 'short',
  watched = true,
  clock = false,
) {
  const video = (await examVideos(request))[which];
  const me = await newTrainee(request, watched);
  await logIn(context, me.token, baseURL!);
  // The page's clock is Playwright's (running from now): a test moves time on instead of waiting for it.
  if (clock) await page.clock.install();
  await openExam(page, video.id);
  return { me, video };
}

test('a logged-out click on a training video warns 请登录后操作！', async ({ page }) => {
  await page.goto('/training/index');
  await page.getByText('肺结节的CT诊断与随访').click();
  await expect(page.getByText('请登录后操作！')).toBeVisible();
  await expect(page).toHaveURL(/\/training\/index$/);
});

test('the demo user: pending says wait, rejected shows the reason, learning opens the detail', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const res = await request.post('/api/__test/session?uid=1');
  await logIn(context, ((await res.json()) as { data: { token: string } }).data.token, baseURL!);
  await page.goto('/training/index');
  await page.getByText('脑卒中的影像学评估').click();
  await expect(page.getByText('请耐心等待审核')).toBeVisible();
  await page.getByText('肝脏局灶性病变的MRI表现').click();
  await expect(page.getByText(/报名未通过审核：单位信息与执业注册信息不一致/)).toBeVisible();
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByRole('dialog', { name: /报名：腹部影像质量控制/ })).toBeVisible();
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('真实姓名不能为空')).toBeVisible();
  await expect(page.getByText('请输入工作单位')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await page.getByText('对比剂的安全使用（学习中）').click();
  await expect(page).toHaveURL(/\/training\/detail\/\d+$/);
});

test('not approved: the player is locked and says why, the exam says it needs approval, no address reaches the page', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const res = await request.post('/api/__test/session?uid=1'); // the demo user: group 2 pending
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  await logIn(context, token, baseURL!);
  const list = await request.get('/api/training/video/list?pageNum=1&pageSize=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = ((await list.json()) as { rows: { id: number; courseGroupId: string; videoUrl?: string }[] })
    .rows;
  const pending = rows.find((r) => r.courseGroupId === '2')!;
  expect(pending.videoUrl).toBeUndefined();
  const detail = page.waitForResponse((r) => r.url().includes(`/api/training/video/${pending.id}`));
  await page.goto(`/training/detail/${pending.id}`);
  expect(JSON.stringify(await (await detail).json())).not.toContain('.mp4');
  await expect(page.getByTestId('player-slot')).toHaveText('报名审核通过后即可观看');
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByText('报名审核通过后方可参加考试')).toBeVisible();
  await expect(page.getByRole('button', { name: '开始答题' })).toHaveCount(0);
});

test('start, answer, the draft reaches the server, reload restores answers and remaining time', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { me, video: normal } = await traineeOnExam({ page, context, request, baseURL }, 'normal');
  await page.getByRole('button', { name: '开始答题' }).click();
  await option(page, 1, 'A').check();
  await option(page, 2, 'A').check();
  await option(page, 2, 'D').check();
  await expect(page.getByTestId('exam-draft-status')).toContainText('答案已自动保存', { timeout: 12_000 });
  await expect
    .poll(async () => answersOf((await attempts(request, me.uid, normal.id))[0]))
    .toEqual({ 1: 'A', 2: 'A,D' });

  const before = await remainingSeconds(page);
  await option(page, 3, 'B').check(); // kept locally at once, before any draft
  await page.reload();
  await expect(option(page, 1, 'A')).toBeChecked();
  await expect(option(page, 2, 'D')).toBeChecked();
  await expect(option(page, 3, 'B')).toBeChecked();
  const after = await remainingSeconds(page);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 30);
});

test('offline: the banner says so, answers stay, and the draft reaches the server when back', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { me, video: normal } = await traineeOnExam(
    { page, context, request, baseURL },
    'normal',
    true,
    true,
  );
  await page.getByRole('button', { name: '开始答题' }).click();
  await expect(page.getByTestId('exam-remaining')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('exam-banner')).toContainText('网络连接已断开');
  await option(page, 4, 'A').check();
  await option(page, 5, 'C').check();
  // Scrolled to the end of the paper, the banner and the time left are still in view, not under the header.
  await page.getByTestId('question-5').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await expect.poll(() => uncovered(page.getByTestId('exam-banner'))).toBe(true);
  await expect.poll(() => uncovered(page.getByTestId('exam-remaining'))).toBe(true);
  await page.clock.runFor(6000); // a draft interval passes while offline
  expect(answersOf((await attempts(request, me.uid, normal.id))[0])).toEqual({});
  await context.setOffline(false);
  await expect(page.getByTestId('exam-banner')).toContainText('网络已恢复，答案安全');
  await expect
    .poll(async () => answersOf((await attempts(request, me.uid, normal.id))[0]), { timeout: 15_000 })
    .toEqual({ 4: 'A', 5: 'C' });
  // The sync notice belongs to the paper: the result view does not repeat it (issue 11 A14).
  await page.getByRole('button', { name: '交卷', exact: true }).click();
  await page.getByRole('dialog', { name: '交卷确认' }).getByRole('button', { name: '确定交卷' }).click();
  await expect(page.getByTestId('exam-correct')).toBeVisible();
  await expect(page.getByTestId('exam-banner')).toHaveCount(0);
});

test('time-up on the 20 s exam submits automatically and shows the result', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { me, video: short } = await traineeOnExam({ page, context, request, baseURL }, 'short', true, true);
  await page.getByRole('button', { name: '开始答题' }).click();
  await option(page, 1, 'A').check();
  await option(page, 3, 'B').check();
  // The 20 s are the server's (its deadline, and every draft's answer re-anchors the page's countdown to
  // its clock), so both clocks move together, a draft interval at a time, and nothing waits for real time.
  try {
    for (let elapsed = 0; elapsed <= 20_000; elapsed += 5000) {
      await advanceServerClock(request, 5000);
      await page.clock.runFor(5000);
    }
    await expect(page.getByTestId('exam-result')).toBeVisible();
  } finally {
    await resetServerClock(request);
  }
  await expect(page.getByTestId('exam-result')).toContainText('答题时间结束，系统已经为您自动交卷。。。');
  await expect(page.getByTestId('exam-correct')).toHaveText('答对 2 题');
  await expect(page.getByTestId('exam-wrong')).toHaveText('答错 3 题');
  await expect(page.getByTestId('exam-chances')).toHaveText('剩余考试次数：1');
  const rows = await attempts(request, me.uid, short.id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ state: 1, submitType: 2, correctNumber: 2 });
});

test('a manual submit asks first; retakes stop when the chances run out', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { me, video: normal } = await traineeOnExam({ page, context, request, baseURL }, 'normal');
  for (let round = 1; round <= 3; round++) {
    await page.getByRole('button', { name: round === 1 ? '开始答题' : '重新答题' }).click();
    await option(page, 1, 'A').check();
    await page.getByRole('button', { name: '交卷', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: '交卷确认' });
    await expect(confirm).toContainText('提交后答案，答案将不可更改，是否交卷？');
    if (round === 1) {
      await confirm.getByRole('button', { name: '继续答题' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByTestId('exam-result')).toHaveCount(0);
      await page.getByRole('button', { name: '交卷', exact: true }).click();
    }
    await page.getByRole('dialog', { name: '交卷确认' }).getByRole('button', { name: '确定交卷' }).click();
    await expect(page.getByTestId('exam-correct')).toHaveText('答对 1 题');
    await expect(page.getByTestId('exam-chances')).toHaveText(`剩余考试次数：${3 - round}`);
  }
  // Answers and analysis are shown (showAnswer 1); no more retakes.
  await expect(page.getByText('正确答案：A,B,D')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新答题' })).toHaveCount(0);
  await expect(page.getByText('考试次数已用完')).toBeVisible();
  const rows = await attempts(request, me.uid, normal.id);
  expect(rows.map((r) => [r.state, r.submitType])).toEqual([
    [1, 1],
    [1, 1],
    [1, 1],
  ]);
});

test('the exam stays locked until the video is watched to the end, then unlocks without a reload', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { me, video: normal } = await traineeOnExam({ page, context, request, baseURL }, 'normal', false);
  await expect(page.getByText('请先完整观看视频后再参加考试')).toBeVisible();
  await expect(page.getByRole('button', { name: '开始答题' })).toHaveCount(0);
  const video = page.locator('video').first();
  await expect(video).toBeAttached({ timeout: 15_000 });
  // The 60 s test pattern at 16× (no seeking: forward seeks are clamped until completed).
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    v.playbackRate = 16;
  });
  await expect(page.getByRole('button', { name: '开始答题' })).toBeVisible({ timeout: 30_000 });
  const info = await request.get(`/api/training/watch_video/record/info?trainingVideoId=${normal.id}`, {
    headers: { Authorization: `Bearer ${me.token}` },
  });
  expect(((await info.json()) as { data: { completed: number } }).data.completed).toBe(1);
});

test('liking shows the new count, the pressed state and a confirmation; 返回 goes back', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const me = await newTrainee(request);
  await logIn(context, me.token, baseURL!);
  await page.goto('/training/index');
  await page.getByText('肺结节的CT诊断与随访').click();
  await expect(page).toHaveURL(/\/training\/detail\/\d+$/);
  const detail = page.url();
  const like = page.getByRole('button', { name: /^点赞 \d+$/ });
  const before = Number(/\d+/.exec(await like.innerText())?.[0]);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  const liked = page.getByRole('button', { name: `点赞 ${before + 1}` });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('已点赞')).toBeVisible();

  // 返回 goes where the user came from (the list) …
  await page.getByRole('button', { name: '返回', exact: true }).click();
  await expect(page).toHaveURL(/\/training\/index$/);
  // … and, for a detail opened directly, to the list.
  await page.goto(detail);
  await page.getByRole('button', { name: '返回', exact: true }).click();
  await expect(page).toHaveURL(/\/training\/index$/);
});

test('leaving the training detail saves the last position (the player flushes on unmount)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { normal } = await examVideos(request);
  const me = await newTrainee(request, false);
  await logIn(context, me.token, baseURL!);
  await page.goto(`/training/detail/${normal.id}`);
  const video = page.locator('video').first();
  await expect(video).toBeAttached();
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    v.playbackRate = 4;
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(2);
  const flushed = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/training/watch_video/record') &&
      r.method() === 'POST' &&
      r.resourceType() === 'fetch',
  );
  // Leaving by the site's menu: the page (and its player) unmounts without a page hide.
  await page.getByRole('link', { name: '首页', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  const body = (await flushed).postDataJSON() as { trainingVideoId: number; watchPosition: number };
  expect(body.trainingVideoId).toBe(normal.id);
  expect(body.watchPosition).toBeGreaterThan(2);
  await expect
    .poll(async () => {
      const res = await request.get(`/api/training/watch_video/record/info?trainingVideoId=${normal.id}`, {
        headers: { Authorization: `Bearer ${me.token}` },
      });
      return ((await res.json()) as { data: { watchPosition: number } | null }).data?.watchPosition ?? 0;
    })
    .toBeGreaterThan(2);
});
