import type { APIRequestContext, BrowserContext } from '@playwright/test';

/** A fresh trainee (approved in every group, every video watched) from the test-only endpoint. */
export async function newTrainee(request: APIRequestContext, watched = true) {
  const res = await request.post(`/api/__test/training/user${watched ? '' : '?watched=0'}`);
  return ((await res.json()) as { data: { uid: number; token: string } }).data;
}

export async function logIn(context: BrowserContext, token: string, baseURL: string) {
  const { hostname } = new URL(baseURL);
  await context.addCookies([{ name: 'radio_token', value: token, domain: hostname, path: '/' }]);
}

export interface VideoRow {
  id: number;
  topic: string;
  examDuration: number;
  examLimitCount: number;
}

export async function examVideos(request: APIRequestContext) {
  const res = await request.get('/api/training/video/list?pageNum=1&pageSize=10000');
  const rows = ((await res.json()) as { rows: VideoRow[] }).rows;
  return {
    normal: rows.find((v) => v.topic.includes('可考试'))!,
    short: rows.find((v) => v.examDuration === 20)!,
  };
}

export interface AttemptRow {
  id: number;
  attemptNo: number;
  state: number;
  answerJson: string;
  submitType: number;
  correctNumber: number;
  wrongNumber: number;
  draftCount: number;
}

/** What the server holds of a user's attempts at a video. */
export async function attempts(request: APIRequestContext, uid: number, videoId: number) {
  const res = await request.get(`/api/__test/training/attempts?uid=${uid}&videoId=${videoId}`);
  return ((await res.json()) as { data: AttemptRow[] }).data;
}

export const answersOf = (a: AttemptRow | undefined) =>
  Object.fromEntries(
    ((a ? JSON.parse(a.answerJson) : []) as { idx: number; answer: string }[]).map((x) => [x.idx, x.answer]),
  );

/**
 * Moves the server's clock `ms` forward (the test-only `POST /api/__test/clock`). The exam's deadline is
 * the server's, so a test moves it together with the page's clock (`page.clock.runFor`) instead of
 * waiting; `resetServerClock` puts it back for the tests that follow.
 */
export async function advanceServerClock(request: APIRequestContext, ms: number) {
  const res = await request.post(`/api/__test/clock?advanceMs=${ms}`);
  if (((await res.json()) as { code: number }).code !== 200) throw new Error('the server clock did not move');
}

export async function resetServerClock(request: APIRequestContext) {
  await request.delete('/api/__test/clock');
}
