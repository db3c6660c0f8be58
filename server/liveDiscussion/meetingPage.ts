import { liveDiscussionMsg } from '../../src/text/liveDiscussion';

const t = liveDiscussionMsg;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A harmless stand-in for the meeting system the seeded sessions link to, so the 在线会诊 iframe
 * shows something real: the room and the expert name it was opened with (both escaped).
 */
export function meetingPage(room: string, userName: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>${escapeHtml(t.demoMeetingTitle)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#0f2a3d;color:#fff;display:grid;place-items:center;min-height:100vh}
main{text-align:center;padding:24px}h1{font-size:24px;margin:0 0 12px}p{margin:6px 0;color:#d8e6ef}</style></head>
<body><main>
<h1>${escapeHtml(t.demoMeetingTitle)}</h1>
<p data-testid="meeting-room">${escapeHtml(t.demoMeetingRoom(room))}</p>
<p data-testid="meeting-expert">${escapeHtml(t.demoMeetingExpert(userName))}</p>
<p>${escapeHtml(t.demoMeetingBody)}</p>
</main></body></html>`;
}
