import { msg } from '../../src/text/messages';
import { escapeXml as esc } from '../media/svg';

/** The path of the local page that simulates the messenger's "scan to log in" page. */
export const SCAN_PAGE_PATH = '/api/wechatOpen/dev/qrconnect';

/** Who the simulated scan logs in as: the seeded demo users, or a brand-new account. */
export const SCAN_AS = { demo: 1, doctor: 2, new: null } as const;
export type ScanAs = keyof typeof SCAN_AS;

const STYLE = `body{margin:0;font-family:'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif;background:#f2f5f8;color:#1f2d3d}
main{max-width:420px;margin:48px auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);text-align:center}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.7;color:#5a6b7b;font-size:14px}img{width:180px;height:180px;margin:8px auto 16px;display:block}
form{display:flex;flex-direction:column;gap:12px;margin-top:16px}button{font:inherit;font-size:16px;padding:12px;border:0;border-radius:8px;cursor:pointer;background:#0a7a36;color:#fff}
button.secondary{background:#0958d9}.demo{margin:0 0 16px;padding:8px 12px;border-radius:8px;background:#fff7e6;color:#873800;font-size:13px;text-align:left}
.demo strong{display:inline-block;margin-right:8px;padding:0 6px;border-radius:4px;background:#ad4e00;color:#fff}button.plain{background:#eef2f6;color:#1f2d3d}.error{color:#d4380d}`;

function page(body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(msg.login.scanTitle)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The demo scan page, marked 演示登录: three real buttons in one POST form, each "scans" as a different user. */
export function renderScanPage(state: string, redirectUri: string): string {
  return page(`<p class="demo" role="note"><strong>${esc(msg.login.demoBadge)}</strong>${esc(msg.login.demoNotice)}</p>
<h1>${esc(msg.login.scanTitle)}</h1>
<img src="/media/qr/scan-login.svg" alt="${esc(msg.login.scanTitle)}">
<p>${esc(msg.login.scanHint)}</p>
<form method="post" action="${SCAN_PAGE_PATH}">
<input type="hidden" name="state" value="${esc(state)}">
<input type="hidden" name="redirect_uri" value="${esc(redirectUri)}">
<button type="submit" name="as" value="demo">${esc(msg.login.scanAs)}</button>
<button type="submit" name="as" value="doctor" class="secondary">${esc(msg.login.scanAsDoctor)}</button>
<button type="submit" name="as" value="new" class="plain">${esc(msg.login.scanAsNew)}</button>
</form>`);
}

export function renderScanError(message: string): string {
  return page(`<h1>${esc(msg.login.scanTitle)}</h1><p class="error" role="alert">${esc(message)}</p>`);
}
