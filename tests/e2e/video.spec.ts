import { expect, test } from '@playwright/test';
import { axeViolations } from './pageStates.support';
import { currentTime, freshUser, videoOf } from './video.support';

// Seeded videos (docs/api.md): 102 a trial (8 s clip) costing 30 points; 103 redeemable without a trial for 50.
const TRIAL_VIDEO = '/edu/youth/102';
const NO_TRIAL_VIDEO = '/edu/youth/103';

test('the detail page with its player, and the redeem screen, have no accessibility violations', async ({
  page,
  context,
  request,
}) => {
  await freshUser(request, context, 100);
  await page.goto('/edu/youth/101');
  await expect(videoOf(page)).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(NO_TRIAL_VIDEO);
  await expect(page.getByRole('button', { name: '积分兑换（50积分）' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a visitor is asked to log in instead of getting a player', async ({ page }) => {
  await page.goto(TRIAL_VIDEO);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByRole('status').filter({ hasText: '请登录后操作！' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: '视频播放器' })).toHaveCount(0);
});

test('the heart: counted at once through the like machine, kept after a reload, a second press says 已点赞', async ({
  page,
  context,
  request,
}) => {
  await freshUser(request, context, 0);
  await page.goto('/edu/youth/101');
  const heart = page.getByTestId('like-button');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const before = Number(await heart.innerText());
  await expect(heart).toHaveAccessibleName(`点赞 ${before}`);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveText(String(before + 1));
  // The server counted it: a reload shows the pressed heart and the new count.
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveText(String(before + 1));
  await heart.click();
  await expect(page.getByRole('status').getByText('已点赞')).toBeVisible();
  await expect(heart).toHaveText(String(before + 1));
});

test('detail tabs, back targets, and a video that cannot be loaded', async ({ page, context, request }) => {
  // Tabs 简介 / 答题 (the video has questions) / 相关推荐; back goes to the category.
  await page.goto('/edu/youth/101');
  const tabs = page.getByRole('tablist', { name: '视频信息' });
  await expect(tabs.getByRole('tab')).toHaveText(['简介', '答题', '相关推荐']);
  await expect(page.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/edu/youth');
  await tabs.getByRole('tab', { name: '相关推荐' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  expect(await page.getByRole('tabpanel').getByRole('listitem').count()).toBeLessThanOrEqual(12);
  // Category 10: 病例简介 / 阅片系统 / 答题.
  await page.goto('/edu/emx/122');
  await expect(page.getByRole('tablist', { name: '视频信息' }).getByRole('tab')).toHaveText([
    '病例简介',
    '阅片系统',
    '答题',
  ]);
  // A series video goes back to the series list; with fromExp, to the expert.
  await page.goto('/educourse/series/135');
  await expect(page.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/educourse/series');
  await page.goto('/edu/youth/112?fromExp=7');
  await expect(page.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/specialist/7');

  // Video info failure: the server's message, and back to where the user came from.
  await freshUser(request, context, 0);
  await page.goto('/edu/mdt/99999');
  await expect(page.getByText('视频不存在或已下架')).toBeVisible();
  await expect(page).toHaveURL(/\/edu\/mdt$/);
});

test('trial ends → redeem → plays → progress saved → a reload resumes there', async ({
  page,
  context,
  request,
}) => {
  const user = await freshUser(request, context, 100);
  await page.goto(TRIAL_VIDEO);

  // The trial clip plays (no autoplay: the user presses play); at 2× it ends in about 4 s.
  const player = page.getByRole('region', { name: '视频播放器' });
  await expect(videoOf(page)).toHaveAttribute('src', /trial\.mp4/);
  expect(await videoOf(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await videoOf(page).evaluate((v: HTMLVideoElement) => (v.playbackRate = 2));
  await player.getByRole('button', { name: '播放视频' }).click();

  // Trial end removes the player and shows 试看结束 with retry and redeem.
  await expect(page.getByText('试看结束')).toBeVisible({ timeout: 15_000 });
  await expect(player).toHaveCount(0);
  await expect(page.getByRole('button', { name: '重新试看' })).toBeVisible();

  // Redeem after the confirm.
  await page.getByRole('button', { name: '积分兑换（30积分）' }).click();
  const dialog = page.getByRole('dialog', { name: '积分消耗提醒' });
  await expect(dialog.getByText('播放视频将扣除30积分,是否继续播放？')).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('兑换成功，请点击按钮进行播放')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The real video info is reloaded: the full video, which the user starts.
  await expect(videoOf(page)).toHaveAttribute('src', /test-pattern\.mp4/);
  const profile = await request.get('/api/radio/user/profile', { headers: user.auth });
  expect(((await profile.json()) as { data: { availableScore: number } }).data.availableScore).toBe(70);
  await videoOf(page).evaluate((v: HTMLVideoElement) => (v.playbackRate = 2));
  await page.getByRole('region', { name: '视频播放器' }).getByRole('button', { name: '播放视频' }).click();
  // It continues where the trial stopped (the saved trial position) and plays on.
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(14);
  // Hiding or closing the page flushes the position with a keepalive fetch (not the 3 s XHR records).
  // The machine knows the position from timeupdate (every 250 ms, so 0.5 s of video at 2×); a stale
  // 3 s record would lag up to 6 s of video.
  const beforeHide = await currentTime(page);
  const flushed = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/youth/watch_video/record') &&
      r.method() === 'POST' &&
      r.resourceType() === 'fetch',
  );
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  const flush = (await flushed).postDataJSON() as { youthVideoId: number; watchPosition: number };
  expect(flush.youthVideoId).toBe(102);
  expect(flush.watchPosition).toBeGreaterThanOrEqual(beforeHide - 1);
  // Pausing saves the position at once.
  await videoOf(page).evaluate((v: HTMLVideoElement) => v.pause());
  const paused = await currentTime(page);

  // The server has it.
  await expect
    .poll(async () => {
      const res = await request.get('/api/youth/watch_video/record/info?videoId=102', { headers: user.auth });
      return ((await res.json()) as { data: { watchPosition: number } | null }).data?.watchPosition ?? 0;
    })
    .toBeCloseTo(paused, 0);

  // A reload starts the (now redeemed) video at the saved position.
  await page.reload();
  await expect(videoOf(page)).toHaveAttribute('src', /test-pattern\.mp4/);
  await expect.poll(() => currentTime(page)).toBeCloseTo(paused, 0);
  await expect(page.getByText('试看结束')).toHaveCount(0);
});

test('not enough points: the redeem is refused and nothing is charged', async ({
  page,
  context,
  request,
}) => {
  const user = await freshUser(request, context, 10);
  await page.goto(NO_TRIAL_VIDEO);
  await expect(page.getByText('该视频需要兑换后观看')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新试看' })).toHaveCount(0);
  await page.getByRole('button', { name: '积分兑换（50积分）' }).click();
  await page.getByRole('dialog', { name: '积分消耗提醒' }).getByRole('button', { name: '确定' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '您的积分不足，暂时无法观看！' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: '视频播放器' })).toHaveCount(0);
  const profile = await request.get('/api/radio/user/profile', { headers: user.auth });
  expect(((await profile.json()) as { data: { availableScore: number } }).data.availableScore).toBe(10);
});

test('重新试看 rewinds the ended trial and plays it again from the start', async ({
  page,
  context,
  request,
}) => {
  await freshUser(request, context, 100);
  await page.goto(TRIAL_VIDEO);
  const video = videoOf(page);
  await expect(video).toHaveAttribute('src', /trial\.mp4/);
  await page.getByRole('region', { name: '视频播放器' }).getByRole('button', { name: '播放视频' }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0);
  // The 8 s clip is sought near its end rather than waited for.
  await video.evaluate((v: HTMLVideoElement) => (v.currentTime = v.duration - 0.5));
  await expect(page.getByText('试看结束')).toBeVisible();

  await page.getByRole('button', { name: '重新试看' }).click();
  // A new player of the trial clip that plays by itself (no second press), from 0.
  await expect(video).toHaveAttribute('src', /trial\.mp4/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
  const firstPlayed = await video.evaluate((v: HTMLVideoElement) => v.played.start(0));
  expect(firstPlayed).toBeLessThan(0.5);
  await expect(page.getByText('试看结束')).toHaveCount(0);
});
