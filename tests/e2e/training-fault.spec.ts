import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { serverEnv, startServer, type ServerProcess } from '../engines/serverProcess';
import { answersOf, attempts, examVideos, logIn, newTrainee } from './training.support';

/**
 * Fault test (issue 4): the server is stopped for 30 s in the middle of an exam and started again on
 * the same data. Not one answer may be lost and the attempt must be graded once. It runs its own
 * server process (tests/engines/serverProcess.ts) on its own port and data directory. The 30 s are the page's (Playwright's clock): the
 * drafts fail and back off on that clock while the server is really down, for as long as that takes.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-fault-'));
/** The built client on the data directory; the first start picks a port, a restart takes the same one. */
const serve = (port = '0') => startServer(serverEnv({ PORT: port, DATA_DIR: dataDir, DIST_DIR: 'dist' }));

let server: ServerProcess;
let BASE = '';
test.beforeAll(async () => {
  server = await serve();
  BASE = server.url;
});
test.afterAll(async () => {
  await server.stop();
});

test('the server stops for 30 s mid-exam: no answer is lost, the attempt is graded once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const api = await playwrightRequest.newContext({ baseURL: BASE });
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  const { normal } = await examVideos(api);
  const me = await newTrainee(api);
  await logIn(context, me.token, BASE);

  const option = (idx: number, letter: string) =>
    page.getByTestId(`question-${idx}`).locator(`input[value="${letter}"]`);
  await page.clock.install();
  await page.goto(`/training/detail/${normal.id}`);
  await page.getByRole('button', { name: '开始答题' }).click();
  await option(1, 'A').check();
  await expect.poll(async () => answersOf((await attempts(api, me.uid, normal.id))[0])).toEqual({ 1: 'A' });

  await server.stop();
  // Answering goes on while the server is away; drafts fail and are retried with backoff.
  await option(2, 'A').check();
  await option(2, 'B').check();
  await option(2, 'D').check();
  await option(3, 'B').check();
  await page.clock.runFor(5000); // the next draft is due, and fails
  await expect(page.getByTestId('exam-draft-status')).toHaveText('保存失败，正在重试…');
  await option(4, 'A').check();
  await option(4, 'B').check();
  await option(4, 'C').check();
  await option(5, 'C').check();
  // 30 s of the page's time pass with the server away: every retry in them fails.
  for (let ms = 0; ms < 30_000; ms += 1000) await page.clock.runFor(1000);
  server = await serve(new URL(BASE).port);

  // Back: the next retry (at most the longest backoff, 30 s of the page's time, away) saves every answer.
  const all = { 1: 'A', 2: 'A,B,D', 3: 'B', 4: 'A,B,C', 5: 'C' };
  // Each poll moves the page's clock 5 s, so the longest backoff is reached within 6 polls however slow the
  // machine; the real-time limit only bounds a page that never saves.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(5000);
        return answersOf((await attempts(api, me.uid, normal.id))[0]);
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toEqual(all);
  await page.getByRole('button', { name: '交卷', exact: true }).click();
  await page.getByRole('dialog', { name: '交卷确认' }).getByRole('button', { name: '确定交卷' }).click();
  await expect(page.getByTestId('exam-correct')).toHaveText('答对 5 题');
  await expect(page.getByTestId('exam-chances')).toHaveText('剩余考试次数：2');

  // The same attempt submitted again (a retry after a lost answer) is not graded or counted again.
  const rows = await attempts(api, me.uid, normal.id);
  expect(rows).toHaveLength(1);
  const again = await api.post('/api/training/exam/record', {
    headers: { Authorization: `Bearer ${me.token}` },
    data: { trainingVideoId: normal.id, recordId: rows[0]!.id, submitType: 1, subIndex: 0, answerJson: '[]' },
  });
  expect(
    ((await again.json()) as { data: { usedExamCount: number; correctNumber: number } }).data,
  ).toMatchObject({
    usedExamCount: 1,
    correctNumber: 5,
  });
  expect(await attempts(api, me.uid, normal.id)).toMatchObject([
    { state: 1, correctNumber: 5, submitType: 1 },
  ]);
  await context.close();
  await api.dispose();
});
