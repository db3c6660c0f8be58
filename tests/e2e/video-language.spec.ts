import { expect, test, type Locator } from '@playwright/test';
import { examVideos, logIn, newTrainee } from './training.support';
import { freshUser, videoOf } from './video.support';

/**
 * Issue 11 A6: the video.js player speaks Chinese. Every label a user or a screen reader meets inside the
 * player (aria-label, title, aria-valuetext, placeholder, and every text node, hidden menus and dialogs
 * included) is read from the page; none may be English.
 */
async function labelsOf(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const out: string[] = [];
    for (const node of [el, ...el.querySelectorAll('*')]) {
      for (const a of ['aria-label', 'title', 'aria-valuetext', 'placeholder']) {
        const v = node.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
      for (const child of node.childNodes) {
        const text = child.nodeType === Node.TEXT_NODE ? child.textContent?.trim() : '';
        if (text) out.push(text);
      }
    }
    return out;
  });
}

/** Two Latin letters in a row is an English word; rates such as "1.5x" are not. */
const english = (labels: string[]) => labels.filter((l) => /[A-Za-z]{2,}/.test(l));
const chinese = /[\u4e00-\u9fff]/;

test('the player reached from the home page labels every control in Chinese', async ({
  page,
  context,
  request,
}) => {
  await freshUser(request, context, 100);
  await page.goto('/');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '医师之家' }).click();
  await page.locator('[data-testid="education-tile"][data-category="1"]').click();
  await page.getByTestId('video-card').filter({ hasText: '胸部CT读片入门' }).first().click();
  await expect(page).toHaveURL(/\/edu\/youth\/101$/);
  const region = page.getByRole('region', { name: '视频播放器' });
  await expect(videoOf(page)).toBeAttached();
  await expect(region.locator('.vjs-control-bar')).toBeAttached();

  const labels = await labelsOf(region);
  expect(labels.length).toBeGreaterThan(40);
  expect(english(labels)).toEqual([]);
  // Every control-bar button names itself in Chinese (title and the screen-reader text alike).
  const buttons = region.locator('.vjs-control-bar button');
  expect(await buttons.count()).toBeGreaterThan(8);
  for (const title of await buttons.evaluateAll((bs) => bs.map((b) => b.getAttribute('title') ?? ''))) {
    expect(title).toMatch(chinese);
  }
  await expect(region.getByRole('button', { name: '播放视频' })).toBeVisible();
  // The control bar is hidden until the user moves over the player, so these are read, not looked up by role.
  await expect(region.locator('.vjs-fullscreen-control')).toHaveAttribute('title', '全屏');
  await expect(region.locator('.vjs-mute-control')).toHaveAttribute('title', '静音');
  await expect(region.locator('button[class*="vjs-skip-backward"]')).toHaveAttribute('title', '快退');
  await expect(region.locator('button[class*="vjs-skip-forward"]')).toHaveAttribute('title', '快进');
  // The caption settings dialog (hidden until opened from the captions menu).
  await expect(region.getByRole('dialog', { name: '字幕设定窗口', includeHidden: true })).toBeAttached();
});

test("the player's error modal speaks Chinese", async ({ page, context, request, baseURL }) => {
  const { normal } = await examVideos(request);
  const me = await newTrainee(request);
  await logIn(context, me.token, baseURL!);
  // The media cannot be loaded: video.js shows its error modal.
  await page.route('**/*.mp4', (route) => route.abort('failed'));
  await page.goto(`/training/detail/${normal.id}`);
  const modal = page.locator('.vjs-error-display');
  await expect(modal).toBeVisible();
  const labels = await labelsOf(modal);
  expect(labels.join(' ')).toMatch(chinese);
  expect(english(labels)).toEqual([]);
});
