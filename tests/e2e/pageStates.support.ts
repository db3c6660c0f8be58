import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What every page of issue 13 is checked for: its loading, empty and error states (the API call held,
 * answered empty or failed by interception), no horizontal scrolling at phone width, and axe.
 */

/** Axe's findings at every impact (issue 31: moderate and minor ones count too), as `impact id: targets`. */
export async function axeViolations(page: Page) {
  // Colours are judged at rest: a button just enabled is still fading from its disabled grey (MUI's
  // 250 ms colour transition). Waits for every finite animation to end; spinners and skeletons loop.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5000 },
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The page as the client draws it, asking for its data in the browser (where a test can hold or fail the
 * call), instead of the server's render with its data inside (issue 32, server/web/static.ts).
 */
export const drawnByClient = (page: Page) => page.setExtraHTTPHeaders({ 'x-portal-render': 'client' });

/** Holds every call matching `url` until `release()`; then lets it through (or answers `json`). */
export async function holdApi(page: Page, url: string, json?: unknown) {
  await drawnByClient(page);
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    if (json === undefined) await route.continue();
    else await route.fulfill({ json });
  });
  return () => release();
}

/** Fails calls matching `url` with a business error while `failing()` says so; then lets them through. */
export async function failApi(page: Page, url: string) {
  await drawnByClient(page);
  const state = { failing: true };
  await page.route(url, async (route) => {
    if (state.failing) await route.fulfill({ json: { code: 500, msg: '服务暂不可用' } });
    else await route.continue();
  });
  return state;
}

/** The page is no wider than the viewport: nothing to scroll sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

export const PHONE = { width: 375, height: 812 } as const;

/**
 * Sums the page's layout shifts (CLS without its session windows: an upper bound) from `start()` on;
 * the observer is installed before the page loads, so no shift escapes it.
 */
export async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shift = () => (window as unknown as { __shift: number }).__shift;
  return {
    /** Forget the shifts so far (e.g. those of the shell's own fallback while the page's code loads). */
    start: () =>
      page.evaluate(() => {
        (window as unknown as { __shift: number }).__shift = 0;
      }),
    read: () => page.evaluate(shift),
  };
}
