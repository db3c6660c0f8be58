import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { routeSamples, VISITOR_ROUTES } from '../routeSamples';
import { DISALLOWED } from '../../server/seo/robots';
import { axeViolations } from './pageStates.support';

/**
 * The route sweep (issue 31): every route of the route table, opened as a visitor at a desktop and a phone
 * width, keeps its content inside the shell's column (the header's: the contest's pages once spanned the
 * whole window), and axe finds nothing on it at any impact.
 */

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** What may reach beyond the column, by selector, and why. */
const FULL_BLEED: string[] = [
  // The education categories' banners (001 §2): a picture shown whole on its colour, the band as wide as the
  // window (/edu/:vType, /educourse/series).
  '[data-testid^="banner-"]',
];

interface Stray {
  what: string;
  left: number;
  right: number;
}

/**
 * Waits until the page has settled: scrolled through once (parts below the fold load as they come near),
 * no request in flight, no skeleton, no busy list; then back at the top.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  for (let y = 0; ;) {
    // Two frames after each step, so the parts that load as they come into view (IntersectionObserver) see it
    // before the next step moves on: a quick scroll past them left nine of the home's skeletons for good. At
    // most a second: once, on a busy runner, headless Chromium drew no frame and the wait took the test's
    // three minutes (a skeleton left by a missed frame still fails the check below).
    const next = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      await new Promise((r) => {
        requestAnimationFrame(() => requestAnimationFrame(r));
        setTimeout(r, 1_000);
      });
      return window.scrollY;
    });
    if (next <= y) break;
    y = next;
    await page.waitForLoadState('networkidle');
  }
  await expect(page.locator('main .MuiSkeleton-root, main [aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The visible parts of the page's content (text, pictures, controls) that leave the header's column. */
function outsideColumn(page: Page): Promise<{ column: [number, number]; stray: Stray[] }> {
  return page.evaluate((fullBleed) => {
    const col = document.querySelector('header [data-shell-column]')!;
    const style = getComputedStyle(col);
    const box = col.getBoundingClientRect();
    const left = box.left + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.paddingRight);
    const main = document.querySelector('main')!;
    const leaf = (el: Element) =>
      ['IMG', 'SVG', 'INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'VIDEO', 'CANVAS', 'IFRAME'].includes(
        el.tagName.toUpperCase(),
      ) || [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
    const stray: Stray[] = [];
    for (const el of main.querySelectorAll('*')) {
      if (!leaf(el) || fullBleed.some((s) => el.closest(s))) continue;
      let r = el.getBoundingClientRect();
      let lo = r.left;
      let hi = r.right;
      if (r.width === 0 || r.height === 0) continue;
      let hidden = false;
      // What an ancestor clips (overflow) or takes out of the page (fixed: dialogs, toasts) is not laid out
      // in the column.
      for (let a = el as Element | null; a && a !== main; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.position === 'fixed' || s.visibility === 'hidden' || s.display === 'none') hidden = true;
        if (a !== el && s.overflowX !== 'visible') {
          r = a.getBoundingClientRect();
          lo = Math.max(lo, r.left);
          hi = Math.min(hi, r.right);
        }
      }
      if (hidden || hi - lo <= 1) continue;
      if (lo < left - 1 || hi > right + 1) {
        const text = (el.textContent ?? '').trim().slice(0, 20);
        stray.push({
          what: `${el.tagName.toLowerCase()} ${text}`,
          left: Math.round(lo),
          right: Math.round(hi),
        });
      }
    }
    return { column: [Math.round(left), Math.round(right)] as [number, number], stray: stray.slice(0, 5) };
  }, FULL_BLEED);
}

let urls: Promise<Map<string, string>> | null = null;
/** The address of `route` (from the seeded data, asked once). */
const urlOf = async (request: APIRequestContext, route: string) => {
  urls ??= routeSamples(async (path) => (await request.get(path)).json()).then(
    (all) => new Map(all.map((r) => [r.route, r.url])),
  );
  return (await urls).get(route)!;
};

for (const route of VISITOR_ROUTES) {
  test(`${route}: inside the shell's column at both widths, and axe finds nothing`, async ({
    page,
    request,
  }) => {
    // Two loads, a scroll through and axe on the contest's long pages: more than the default minute on a busy runner.
    test.setTimeout(180_000);
    const url = await urlOf(request, route);
    // Issue 32: React takes over the server's HTML without a hydration error (src/app/boot.tsx logs each
    // with this prefix), and no script error either.
    const failures: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().startsWith('[hydration]')) failures.push(m.text());
    });
    page.on('pageerror', (e) => failures.push(String(e)));
    await page.setViewportSize(DESKTOP);
    const answer = await page.goto(url);
    // Public pages arrive rendered; personal ones (robots.txt's list) are drawn by the client.
    const personal = DISALLOWED.some((p) => url.startsWith(p));
    expect(await answer!.text(), url).toContain(personal ? '<div id="root">' : '<div id="root" data-ssr="">');
    await settled(page);
    const desktop = await outsideColumn(page);
    expect(desktop.stray, `${url} at ${DESKTOP.width} px (column ${desktop.column})`).toEqual([]);

    expect(await axeViolations(page), url).toEqual([]);

    await page.setViewportSize(PHONE);
    await page.goto(url);
    await settled(page);
    const phone = await outsideColumn(page);
    expect(phone.stray, `${url} at ${PHONE.width} px (column ${phone.column})`).toEqual([]);
    expect(failures, url).toEqual([]);
  });
}
