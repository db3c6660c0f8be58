import type { Plugin } from 'vite';
import { msg } from '../src/text/messages';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The institute's mark as BrandMark.tsx draws it. */
const MARK =
  '<svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">' +
  '<circle cx="18" cy="18" r="16" fill="#1d6fa5"/>' +
  '<circle cx="18" cy="18" r="11" fill="none" stroke="#fff" stroke-width="2" opacity="0.9"/>' +
  '<circle cx="18" cy="18" r="5.5" fill="none" stroke="#9fd3ea" stroke-width="2"/>' +
  '<path d="M18 4v28M4 18h28" stroke="#fff" stroke-width="1.2" opacity="0.55"/></svg>';

/**
 * A first paint without JavaScript (issue 12): index.html carries the header's first row (mark and name,
 * as the React header draws them) and the page-wide rules of BaseStyles, so a phone on a slow network
 * shows the portal as soon as the HTML arrives instead of a white page until the entry chunk has run.
 * React replaces it on its first render (`createRoot` clears #root). The title and the name come from the
 * message catalogue, like every other text.
 */
export function staticShell(): Plugin {
  const name = escape(msg.app.name);
  const style =
    'html{box-sizing:border-box}*,*::before,*::after{box-sizing:inherit}' +
    'body{margin:0;color:#1f2d3a;background:#f4f8fb;font-family:"PingFang SC","Noto Sans CJK SC","Noto Sans SC","Microsoft YaHei","Helvetica Neue",Arial,sans-serif;line-height:1.5}' +
    '.ss-h{position:sticky;top:0;background:#fff;border-bottom:1px solid rgba(0,0,0,.12)}' +
    '.ss-r{max-width:1200px;margin:0 auto;padding:0 16px;min-height:56px;display:flex;align-items:center;gap:10px;color:#0f4f7d;font-size:18px;font-weight:700;letter-spacing:1px}' +
    '@media(min-width:600px){.ss-r{padding:0 24px}}@media(min-width:900px){.ss-r{min-height:64px;font-size:22px}}';
  const shell = `<header class="ss-h" aria-hidden="true"><div class="ss-r">${MARK}<span>${name}</span></div></header>`;
  return {
    name: 'static-shell',
    transformIndexHtml(html) {
      return html
        .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>\n    <style>${style}</style>`)
        .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
    },
  };
}
