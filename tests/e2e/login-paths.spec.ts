import { expect, test, type Page, type Route } from '@playwright/test';
import { getLoginPaths, type PlainStep } from '../machines/paths';
import { loginUnreplayable as unreplayable } from '../machines/qa/chromiumPaths';

/**
 * The login machine's generated paths (the ones tests/machines replays on a real actor) driven in the
 * browser against the real server: each user event is a click, each actor outcome is produced for
 * real (the server answers or is made to fail, the window opens or is blocked, the scan completes),
 * each delay passes on Playwright's clock, and every state reached is checked as the user sees it.
 */
const ERROR_MESSAGE = '获取登录二维码失败';
const dialog = (page: Page) => page.getByTestId('login-dialog');

/** How window.open must behave for the attempt a click starts: the next openLoginWindow outcome. */
function openModeAfter(steps: PlainStep[], from: number): 'real' | 'null' {
  for (let i = from + 1; i < steps.length; i++) {
    const s = steps[i]!;
    if (s.type === 'login.start' || s.type === 'login.retry') break;
    if (
      s.name === 'error:openLoginWindow' ||
      (s.name === 'done:openLoginWindow' && s.payload.output === false)
    )
      return 'null';
  }
  return 'real';
}

async function assertMeaning(page: Page, state: string, popups: Page[]) {
  const box = dialog(page);
  switch (state) {
    case 'idle':
      await expect(box).toBeHidden();
      await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
      for (const p of popups) await expect.poll(() => p.isClosed()).toBe(true);
      return;
    case 'fetchingUrl':
      await expect(box.getByText('正在打开扫码登录窗口…')).toBeVisible();
      return;
    case 'openingWindow':
    case 'waiting.checking':
      return; // passes within a microtask; the next step's state is checked instead
    case 'blocked':
      await expect(box.getByText('浏览器拦截了登录窗口，请点击下面的链接打开扫码登录页面')).toBeVisible();
      await expect(box.getByRole('link', { name: '打开扫码登录页面' })).toHaveAttribute(
        'href',
        /qrconnect\?state=/,
      );
      return;
    case 'waiting.sleeping':
      await expect(box.getByText('请在新打开的窗口中扫码登录，登录成功后本页将自动刷新')).toBeVisible();
      await expect.poll(() => popups.some((p) => !p.isClosed() && p.url().includes('qrconnect'))).toBe(true);
      return;
    case 'failed':
      await expect(box.getByText('无法获取登录二维码，请稍后重试')).toBeVisible();
      await expect(box.getByText(ERROR_MESSAGE)).toBeVisible();
      await expect(box.getByRole('button', { name: '重试' })).toBeVisible();
      return;
    case 'windowClosed':
      await expect(box.getByText('登录窗口已关闭，尚未完成登录。需要时请重新扫码登录')).toBeVisible();
      await expect(box.getByRole('button', { name: '重新登录' })).toBeVisible();
      for (const p of popups) await expect.poll(() => p.isClosed()).toBe(true);
      return;
    case 'timedOut':
      await expect(box.getByText('等待扫码超时，请重新登录')).toBeVisible();
      for (const p of popups) await expect.poll(() => p.isClosed()).toBe(true);
      return;
    case 'loggedIn':
      await expect(page.getByRole('button', { name: '账户菜单' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: '登录', exact: true })).toHaveCount(0);
      return;
    default:
      throw new Error(`no browser meaning for state ${state}`);
  }
}

for (const path of getLoginPaths()) {
  test(`login path: ${path.name}`, async ({ page, context }) => {
    const reason = unreplayable(path);
    test.skip(reason !== null, reason ?? '');

    const popups: Page[] = [];
    context.on('page', (p) => popups.push(p));
    await page.addInitScript(() => {
      const realOpen = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) =>
        (window as unknown as { __openMode?: string }).__openMode === 'null' ? null : realOpen(...args);
    });
    // Hold every QR-address request until the path says how it ends.
    const pending: Route[] = [];
    await page.route('**/api/wechatOpen/getQrConnectUrl**', (route) => void pending.push(route));
    const nextRequest = async () => {
      await expect.poll(() => pending.length).toBeGreaterThan(0);
      return pending.shift()!;
    };
    if (path.steps.some((s) => s.name === 'after:loginTimeout')) await page.clock.install();

    await page.goto('/');
    await assertMeaning(page, path.initial, popups);

    for (const [i, step] of path.steps.entries()) {
      switch (step.name) {
        case 'login.start':
        case 'login.retry': {
          const mode = openModeAfter(path.steps, i);
          await page.evaluate((m) => ((window as unknown as { __openMode: string }).__openMode = m), mode);
          if (step.name === 'login.start')
            await page.getByRole('button', { name: '登录', exact: true }).click();
          else
            await dialog(page)
              .getByRole('button', {
                name: path.steps[i - 1]?.expected === 'windowClosed' ? '重新登录' : '重试',
              })
              .click();
          break;
        }
        case 'done:fetchQrUrl': {
          const route = await nextRequest();
          await route.fulfill({ response: await route.fetch() });
          break;
        }
        case 'error:fetchQrUrl':
          await (await nextRequest()).fulfill({ json: { code: 500, msg: ERROR_MESSAGE } });
          break;
        case 'done:openLoginWindow':
        case 'error:openLoginWindow':
        case 'after:pollInterval':
        case 'error:readStoredUser':
          break; // the browser does these by itself (window.open answers, the 200 ms poll runs)
        case 'done:readStoredUser':
          if (step.payload.output === true) {
            const scan = popups.find((p) => !p.isClosed() && p.url().includes('qrconnect'));
            if (!scan) throw new Error('no scan window open');
            await scan.getByRole('button', { name: '以新用户登录' }).click();
          }
          break;
        case 'login.windowClosed': {
          // The user closes the QR window without scanning.
          const scan = popups.find((p) => !p.isClosed() && p.url().includes('qrconnect'));
          if (!scan) throw new Error('no scan window open');
          await scan.close();
          break;
        }
        case 'after:loginTimeout':
          await page.clock.fastForward(300_000);
          break;
        case 'login.cancel': {
          await dialog(page).getByRole('button', { name: '取消登录' }).click();
          // A request still held is answered late: the machine has moved on and must ignore it.
          for (const r of pending.splice(0)) await r.fulfill({ json: { code: 500, msg: ERROR_MESSAGE } });
          break;
        }
        case 'login.linkOpened':
          await dialog(page).getByRole('link', { name: '打开扫码登录页面' }).click();
          break;
        default:
          throw new Error(`no browser action for step ${step.name}`);
      }
      await assertMeaning(page, step.expected, popups);
    }
  });
}
