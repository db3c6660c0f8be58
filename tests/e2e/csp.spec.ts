import { expect, test, type BrowserContext } from '@playwright/test';
import { chatInput, messages } from './live-room.support';
import { loginThroughQr } from './support';
import { currentTime, videoOf } from './video.support';

/**
 * The Content-Security-Policy (server/http/headers.ts) lets the whole portal work: a walk through
 * the QR login (scan page and its form), home, education, a playing video, the live discussion with
 * its meeting iframe and a live room with chat records every `securitypolicyviolation` event (any
 * page, any frame) and every console message about the policy. None may occur.
 */

interface Violation {
  url: string;
  directive: string;
  blocked: string;
  source: string;
}

/** Collects violations from every page and frame of the context, across navigations. */
async function recordViolations(context: BrowserContext) {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await context.exposeBinding('__cspViolation', ({ frame }, v: Omit<Violation, 'url'>) => {
    violations.push({ url: frame.url(), ...v });
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __cspViolation?: (v: object) => void }).__cspViolation;
        report?.({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`,
        });
      },
      true,
    );
  });
  const watch = (page: import('@playwright/test').Page) =>
    page.on('console', (m) => {
      if (/content.security.policy|refused to (load|execute|connect|frame|apply|run|create)/i.test(m.text()))
        consoleErrors.push(`${page.url()}: ${m.text()}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return { violations, consoleErrors };
}

test('a walk through the portal meets no Content-Security-Policy violation', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { violations, consoleErrors } = await recordViolations(context);

  // Home, and the login through the local scan page (a POST form, then a redirect to /wcLogin).
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await loginThroughQr(page, '以演示用户登录');

  // Education, through the menu.
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '医师之家' }).click();
  await expect(page).toHaveURL(/\/education$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A free video that plays (video.js: its styles, its icon font, the media element).
  await page.goto('/edu/youth/101');
  const player = page.getByRole('region', { name: '视频播放器' });
  await expect(videoOf(page)).toHaveAttribute('src', /test-pattern\.mp4/);
  await player.getByRole('button', { name: '播放视频' }).click();
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0);
  await videoOf(page).evaluate((v: HTMLVideoElement) => v.pause());

  // The live discussion list, and a session's meeting in its iframe.
  await page.goto('/live');
  const card = page.getByRole('article', { name: '肺结节多学科会诊（MDT）直播' });
  await card.getByRole('button', { name: '观看直播' }).click();
  const join = page.getByRole('dialog', { name: '加入会诊' });
  await join.getByLabel('专家姓名').fill('王医生');
  await join.getByRole('button', { name: '加入' }).click();
  const meeting = page.getByRole('dialog', { name: '在线会诊' });
  await expect(meeting.locator('iframe').contentFrame().getByText('参会专家：王医生')).toBeVisible();
  await meeting.getByRole('button', { name: '关闭' }).click();

  // A live room: the stream, and the chat over socket.io (polling, then the WebSocket).
  await page.goto('/liveDetail?roomId=1');
  const notice = page.getByRole('dialog', { name: '直播公告' });
  await notice.getByRole('button', { name: '确定' }).click();
  await expect(page.getByLabel('直播画面')).toBeVisible();
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', 'connected');
  const text = `策略检查${Date.now() % 10_000}`;
  await chatInput(page).fill(text);
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(messages(page, text)).toHaveCount(1);

  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // The watch itself works: an inline script is refused, and reported.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.map((v) => v.directive)).toContain('script-src-elem');
});
