import { expect, test, type Page } from '@playwright/test';
import {
  expectNoHorizontalScroll,
  failApi,
  holdApi,
  PHONE,
  recordLayoutShift,
  axeViolations,
} from './pageStates.support';

/** /institute, /team and /ai (000 §2.2) against the real server and its seed. */
const menu = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const subNav = (page: Page) => page.getByRole('navigation', { name: '研究院栏目' });

test('from / by clicks: the menu opens the overview, its sub-navigation the committee and the galleries', async ({
  page,
}) => {
  await page.goto('/');
  await menu(page).getByRole('link', { name: '研究院概况' }).click();
  await expect(page).toHaveURL(/\/institute$/);
  await expect(page).toHaveTitle('研究院概况 · 医学影像研究院');
  await expect(page.getByRole('heading', { level: 2, name: '医学影像研究院概况' })).toBeVisible();
  await subNav(page).getByRole('link', { name: '专家委员会' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { level: 2, name: '主任委员', exact: true })).toBeVisible();
  await subNav(page).getByRole('link', { name: 'AI大会' }).click();
  await expect(page).toHaveURL(/\/ai$/);
  await expect(page).toHaveTitle('AI大会 · 医学影像研究院');
  await expect(page.getByRole('heading', { level: 2, name: /第一届AI大会/ })).toBeVisible();
});

test.describe('/institute', () => {
  test('ready: the sanitised overview (its script never runs), its picture sized, axe clean', async ({
    page,
  }) => {
    await page.goto('/institute');
    await expect(page.getByRole('heading', { name: '研究院简介' })).toBeVisible();
    await expect(page.getByText('更新时间：2025-11-01')).toBeVisible();
    const img = page.getByRole('img', { name: '研究院学术中心外景' });
    await expect(img).toHaveAttribute('width', '720');
    await expect(img).toHaveAttribute('height', '480');
    await page.getByText('研究院竭诚为广大医务工作者服务。').click();
    expect(
      await page.evaluate(() => (window as { __instituteXss?: boolean }).__instituteXss),
    ).toBeUndefined();
    await expect(subNav(page).getByRole('link', { name: '研究院概况' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('loading, then empty content', async ({ page }) => {
    const release = await holdApi(page, '**/api/radio/institute/info', {
      code: 200,
      msg: '操作成功',
      data: { title: '医学影像研究院概况', content: '', updateTime: '' },
    });
    await page.goto('/institute');
    await expect(page.getByRole('progressbar', { name: '加载中…' })).toBeVisible();
    release();
    await expect(page.getByText('内容为空')).toBeVisible();
  });

  test('an error, with a retry that loads it', async ({ page }) => {
    const api = await failApi(page, '**/api/radio/institute/info');
    await page.goto('/institute');
    await expect(page.getByRole('alert').filter({ hasText: '研究院概况加载失败' })).toBeVisible();
    api.failing = false;
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('heading', { name: '研究院简介' })).toBeVisible();
  });
});

test.describe('/team', () => {
  test('ready: every post in order, photos sized, the member without one shows a letter; axe clean', async ({
    page,
  }) => {
    await page.goto('/team');
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(['主任委员', '副主任委员', '秘书长', '工作秘书', /^委员名单共16人$/]);
    const chair = page.getByTestId('post-1');
    await expect(chair.getByText('王建国')).toBeVisible();
    await expect(chair.getByRole('img', { name: '王建国的照片' })).toHaveAttribute('width', '72');
    await expect(page.getByTestId('post-2').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByTestId('post-4').getByRole('listitem')).toHaveCount(2);
    const members = page.getByTestId('post-5').getByRole('listitem');
    await expect(members).toHaveCount(16);
    await expect(members.last().locator('img')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('loading, then empty', async ({ page }) => {
    const release = await holdApi(page, '**/api/radio/team/list', {
      code: 200,
      msg: '操作成功',
      rows: [],
      total: 0,
    });
    await page.goto('/team');
    await expect(page.getByRole('progressbar', { name: '加载中…' })).toBeVisible();
    release();
    await expect(page.getByText('内容为空')).toBeVisible();
  });

  test('an error, with a retry that loads it', async ({ page }) => {
    const api = await failApi(page, '**/api/radio/team/list');
    await page.goto('/team');
    await expect(page.getByRole('alert').filter({ hasText: '专家委员会名单加载失败' })).toBeVisible();
    api.failing = false;
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('post-1').getByText('王建国')).toBeVisible();
  });
});

test.describe('/ai', () => {
  test('the lightbox: opens on the photo clicked, arrows move, zoom works, Escape closes; loaded only here', async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('GalleryLightbox') && chunks.push(r.url()));
    await page.goto('/');
    await expect(page.getByRole('region', { name: '首页轮播' })).toBeVisible();
    await page.goto('/institute');
    await expect(page.getByRole('heading', { name: '研究院简介' })).toBeVisible();
    expect(chunks).toEqual([]);

    await page.goto('/ai');
    const second = page.getByRole('region', { name: /第二届AI大会/ });
    await expect(second.getByRole('button')).toHaveCount(6);
    const thumb = second.getByRole('button', { name: '查看大图：院士主旨报告' });
    await expect(thumb.locator('img')).toHaveAttribute('width', '360');
    await thumb.click();
    const box = page.getByRole('dialog', { name: '图片预览' });
    await expect(box).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);
    const current = box.locator('.yarl__slide_current img');
    await expect(current).toHaveAttribute('alt', '院士主旨报告');
    await expect(box.getByText('2 / 6')).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('alt', '大模型与影像报告专场');
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAttribute('alt', '院士主旨报告');

    const zoomIn = box.getByRole('button', { name: '放大' });
    await zoomIn.click();
    await expect(box.getByRole('button', { name: '缩小' })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a swipe on a phone moves to the next photo; the page does not scroll sideways', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/ai');
    await expect(page.getByRole('button', { name: /^查看大图：/ })).toHaveCount(14);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: '查看大图：开幕式主会场' }).click();
    const box = page.getByRole('dialog', { name: '图片预览' });
    const current = box.locator('.yarl__slide_current img');
    await expect(current).toHaveAttribute('alt', '开幕式主会场');
    // A swipe to the left, as pointer events (what the lightbox listens to).
    const area = (await box.boundingBox())!;
    const y = area.y + area.height / 2;
    await page.mouse.move(area.x + area.width * 0.8, y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(area.x + area.width * (0.8 - i * 0.075), y);
    await page.mouse.up();
    await expect(current).toHaveAttribute('alt', '主旨报告：AI与影像诊断');
    await context.close();
  });

  test('loading, then empty; an error with a retry', async ({ page }) => {
    const release = await holdApi(page, '**/api/radio/aiGallery/list*', {
      code: 200,
      msg: '操作成功',
      rows: [],
      total: 0,
    });
    await page.goto('/ai');
    await expect(page.getByRole('progressbar', { name: '加载中…' })).toBeVisible();
    release();
    await expect(page.getByText('暂无图片')).toBeVisible();

    await page.unrouteAll();
    const api = await failApi(page, '**/api/radio/aiGallery/list*');
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'AI大会图片加载失败' })).toBeVisible();
    api.failing = false;
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('button', { name: /^查看大图：/ })).toHaveCount(14);
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  const calls: Record<string, string> = {
    '/institute': '**/api/radio/institute/info',
    '/team': '**/api/radio/team/list',
    '/ai': '**/api/radio/aiGallery/list*',
  };
  for (const [path, call] of Object.entries(calls)) {
    test(`${path}: the skeleton gives way to the content without a layout shift`, async ({ page }) => {
      const shift = await recordLayoutShift(page);
      const release = await holdApi(page, call);
      await page.goto(path);
      // The page's own skeleton (under its heading), not the shell's bar while the page's code loads.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('progressbar', { name: '加载中…' })).toBeVisible();
      await shift.start();
      release();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const cls = await shift.read();
      console.log(`layout shift ${path}: ${cls.toFixed(4)}`);
      expect(cls).toBeLessThan(0.1);
    });
  }

  for (const path of Object.keys(calls)) {
    test(`${path} does not scroll sideways and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
