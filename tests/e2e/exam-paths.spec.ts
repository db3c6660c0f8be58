import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { connectionBanner, inPaper, shownBanner } from '../../machines/exam.machine';
import { backoffMs } from '../../machines/examTime';
import { letterOf } from '../../domain/answers';
import { edgeCover, getPlainPaths, type PlainPath, type PlainStep } from '../machines/paths';
import { examModel, TICK_AFTER } from '../machines/models/exam.model';
import { examEdges, leaves, top } from '../machines/qa/chromiumPaths';
import { attempts, examVideos, logIn, newTrainee } from './training.support';

/**
 * The exam machine's generated paths (the ones tests/machines/exam.model.test.ts replays on a real actor)
 * driven in Chromium against the real server, on the 10-minute exam (3 chances).
 *
 * - Time is Playwright's clock, paused once the page is up: `after:draftInterval` / `draftRetry` /
 *   `submitRetry` run the fake clock by exactly that delay, `clock.tick` runs it by one 250 ms tick, and
 *   "past deadline" moves the system time beyond the deadline first (a sleeping laptop waking up).
 * - The connection is the context's offline mode; an `online`/`offline` the browser already is in is the
 *   window event dispatched again (browsers repeat them).
 * - The exam calls are held as they leave the page and settled as the step says: `done:` answers the real
 *   server's response (fetched outside the browser, so it also arrives while the browser is offline),
 *   `error:` aborts the request. A start answered with a finished paper ("another tab submitted it") is the
 *   one answer the real server would not give then: it is the server's own finished attempt.
 * - The server's state before the page opens matches what `done:loadLast` loads: no attempt, an open one,
 *   a finished one with chances left, or the last chance used.
 *
 * Paths: all the model generates (the same ones the model test replays). Driven: the fewest of them,
 * chosen greedily, that drive every transition among them at least once, a transition being (event, the
 * states it leaves, the states it enters), or (event, top-level state) when nothing changes. The counts
 * come from the machine: the test names them, none is written here. A trainee who has not watched the
 * video stays `locked`; one who has is unlocked by the page as it opens (`exam.unlock`).
 */

const ALL = getPlainPaths(examModel);

const edges = examEdges;
const DRIVEN = edgeCover(ALL, edges);
const TRANSITIONS = new Set(ALL.flatMap(edges));

type Kind = 'none' | 'open' | 'finished' | 'finishedLast' | 'error';
/** What the path's first load answers. */
function kindOf(path: PlainPath): Kind {
  const load = path.steps.find((s) => s.name === 'done:loadLast' || s.name === 'error:loadLast');
  if (!load || load.name === 'error:loadLast') return load ? 'error' : 'none';
  const a = (load.payload.output as { attempt: { finished: boolean; used: number; limit: number } | null })
    .attempt;
  if (!a) return 'none';
  if (!a.finished) return 'open';
  return a.used >= a.limit ? 'finishedLast' : 'finished';
}
const outputFinished = (s: PlainStep) =>
  (s.payload.output as { attempt: { finished: boolean } | null } | undefined)?.attempt?.finished === true;

test(`every transition (${TRANSITIONS.size}) of the ${ALL.length} paths is driven by ${DRIVEN.length} of them`, () => {
  const driven = new Set(DRIVEN.flatMap(edges));
  expect([...TRANSITIONS].filter((e) => !driven.has(e))).toEqual([]);
  // Every event and every settled call the model knows is among them.
  const names = (ps: PlainPath[]) => new Set(ps.flatMap((p) => p.steps.map((s) => s.name)));
  expect(names(DRIVEN)).toEqual(names(ALL));
  expect(DRIVEN.length).toBeLessThan(ALL.length);
});

type Call = 'load' | 'start' | 'draft' | 'submit';

for (const path of DRIVEN) {
  test(`exam path: ${path.name}`, async ({ page, context, request, baseURL }) => {
    const video = (await examVideos(request)).normal;
    const kind = kindOf(path);
    const me = await newTrainee(request, path.steps[0]!.name === 'exam.unlock');
    const auth = { Authorization: `Bearer ${me.token}` };
    await prepare(request, auth, video.id, kind);
    await logIn(context, me.token, baseURL!);

    const held: Record<Call, Route[]> = { load: [], start: [], draft: [], submit: [] };
    await page.route('**/api/training/exam/record**', (route) => {
      const r = route.request();
      if (r.method() === 'GET') return void held.load.push(route);
      const body = r.postDataJSON() as { recordId?: number; submitType: number };
      held[!body.recordId ? 'start' : body.submitType === 0 ? 'draft' : 'submit'].push(route);
    });
    const settle = async (call: Call, how: 'done' | 'error', finishedAnswer = false) => {
      await expect.poll(() => held[call].length, { message: `a held ${call} call` }).toBe(1);
      const route = held[call].shift()!;
      if (how === 'error') return route.abort('failed');
      if (finishedAnswer && call === 'start') {
        // Another tab finished the paper: the server's own finished attempt.
        await prepare(request, auth, video.id, 'finished');
        const res = await request.get(`/api/training/exam/record/last?trainingVideoId=${video.id}`, {
          headers: auth,
        });
        return route.fulfill({ response: res });
      }
      if (finishedAnswer && call === 'draft') await finishOpen(request, auth, video.id); // another tab submitted
      const response = await request.fetch(route.request());
      return route.fulfill({ response });
    };

    await page.clock.install({ time: Date.now() });
    await page.goto(`/training/detail/${video.id}`);
    const panel = page.locator('[aria-labelledby="exam-title"]');
    await expect(panel.getByRole('heading', { name: '课后考试' })).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    let online = true; // what the machine last heard
    let banner: 'offline' | 'online' | null = null;
    let draftFailures = 0;
    let submitFailures = 0;
    let submitType: 1 | 2 = 1;
    let finishedAs: Kind = kind;
    let from = path.initial;

    for (const step of path.steps) {
      switch (step.name) {
        case 'exam.unlock':
          break; // the trainee watched the video: the page unlocks the exam as it opens
        case 'done:loadLast':
          await settle('load', 'done');
          break;
        case 'error:loadLast':
          await settle('load', 'error');
          break;
        case 'exam.retry':
          await panel.getByRole('button', { name: '重试' }).click();
          break;
        case 'exam.start':
          await panel.getByRole('button', { name: '开始答题' }).click();
          break;
        case 'exam.retake':
          if (finishedAs === 'finishedLast') {
            // No chances left: there is no 重新答题 to press; nothing changes.
            await expect(panel.getByRole('button', { name: '重新答题' })).toHaveCount(0);
          } else {
            await panel.getByRole('button', { name: '重新答题' }).click();
          }
          break;
        case 'done:startAttempt':
          await settle('start', 'done', outputFinished(step));
          if (outputFinished(step)) finishedAs = 'finished';
          break;
        case 'error:startAttempt':
          await settle('start', 'error');
          break;
        case 'exam.submit':
          await panel.getByRole('button', { name: '交卷' }).click();
          break;
        case 'confirm.ok':
          submitType = 1;
          await confirmDialog(page).getByRole('button', { name: '确定交卷' }).click();
          await page.clock.runFor(300); // the dialog's exit transition
          break;
        case 'confirm.cancel':
          await confirmDialog(page).getByRole('button', { name: '继续答题' }).click();
          await page.clock.runFor(300); // the dialog's exit transition
          break;
        case 'answer.set':
          await panel.getByTestId('question-3').locator('input[value="D"]').check();
          break;
        case 'answer.choose': {
          // The model's option (0 = A) of its question: a click toggles it, as the machine does.
          const { idx, option } = step.payload as { idx: number; option: number };
          await panel
            .getByTestId(`question-${idx}`)
            .locator(`input[value="${letterOf(option)}"]`)
            .click();
          break;
        }
        case 'clock.tick':
          if ((step.payload as { now: number }).now === TICK_AFTER) {
            submitType = 2;
            await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 11 * 60_000);
          }
          await page.clock.runFor(250);
          break;
        case 'network.offline':
          if (online) await context.setOffline(true);
          else await page.evaluate(() => window.dispatchEvent(new Event('offline')));
          banner = connectionBanner({ online, banner }, false);
          online = false;
          break;
        case 'network.online':
          if (!(await page.evaluate(() => navigator.onLine))) await context.setOffline(false);
          else await page.evaluate(() => window.dispatchEvent(new Event('online')));
          banner = connectionBanner({ online, banner }, true);
          online = true;
          break;
        case 'after:draftInterval':
          await page.clock.runFor(5000);
          break;
        case 'after:draftRetry':
          await page.clock.runFor(backoffMs(draftFailures));
          break;
        case 'after:submitRetry':
          await page.clock.runFor(backoffMs(submitFailures));
          break;
        case 'done:saveDraft':
          await settle('draft', 'done', outputFinished(step));
          draftFailures = 0;
          if (outputFinished(step)) finishedAs = 'finished';
          break;
        case 'error:saveDraft':
          await settle('draft', 'error');
          draftFailures += 1;
          break;
        case 'done:submitExam':
          await settle('submit', 'done');
          finishedAs = 'finished';
          break;
        case 'error:submitExam':
          await settle('submit', 'error');
          submitFailures += 1;
          break;
        default:
          throw new Error(`no browser action for ${step.name}`);
      }
      from = step.expected;
      await expectState(page, from, { banner, online, held, submitType, finishedAs });
    }

    // What the server holds agrees with the end state.
    const rows = await attempts(request, me.uid, video.id);
    if (
      top(from) === 'finished' &&
      finishedAs === 'finished' &&
      path.steps.at(-1)!.name === 'done:submitExam'
    ) {
      const last = rows.at(-1)!;
      expect(last.state).toBe(1);
      expect(last.submitType).toBe(submitType);
    }
    if (top(from) === 'answering' || top(from) === 'submitQueued' || top(from) === 'submitting') {
      expect(rows.filter((r) => r.state === 0)).toHaveLength(1);
    }
  });
}

async function prepare(
  request: APIRequestContext,
  auth: Record<string, string>,
  videoId: number,
  kind: Kind,
) {
  const start = () =>
    request.post('/api/training/exam/record', {
      headers: auth,
      data: { trainingVideoId: videoId, submitType: 0, subIndex: 0 },
    });
  if (kind === 'open') await start();
  if (kind === 'finished') {
    await start();
    await finishOpen(request, auth, videoId);
  }
  if (kind === 'finishedLast') {
    for (let i = 0; i < 3; i++) {
      await start();
      await finishOpen(request, auth, videoId);
    }
  }
}

/** Submits the open attempt, as another tab would. */
async function finishOpen(request: APIRequestContext, auth: Record<string, string>, videoId: number) {
  const last = await request.get(`/api/training/exam/record/last?trainingVideoId=${videoId}`, {
    headers: auth,
  });
  const { id } = ((await last.json()) as { data: { id: number } }).data;
  const res = await request.post('/api/training/exam/record', {
    headers: auth,
    data: { trainingVideoId: videoId, recordId: id, answerJson: '[]', submitType: 1, subIndex: 0 },
  });
  expect(res.ok()).toBe(true);
}

/** The submit confirmation (the player has a dialog of its own when its video cannot load offline). */
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: '交卷确认' });

/** Every state as the user sees it (and, for calls in flight, as the network sees it). */
async function expectState(
  page: Page,
  value: string,
  seen: {
    banner: 'offline' | 'online' | null;
    online: boolean;
    held: Record<Call, Route[]>;
    submitType: 1 | 2;
    finishedAs: Kind;
  },
) {
  const panel = page.locator('[aria-labelledby="exam-title"]');
  const state = top(value);
  const bannerBox = panel.getByTestId('exam-banner');
  const banner = shownBanner(seen.banner, inPaper(state));
  if (banner === null) await expect(bannerBox).toHaveCount(0);
  else
    await expect(bannerBox).toHaveText(
      banner === 'offline'
        ? '网络连接已断开，答案已保存在本机，恢复连接后将自动提交。'
        : '网络已恢复，答案安全，已同步到服务器。',
    );
  const pending = (call: Call) => expect.poll(() => seen.held[call].length, { message: `${call} in flight` });

  switch (state) {
    case 'locked':
      await expect(panel.getByText('请先完整观看视频后再参加考试')).toBeVisible();
      return;
    case 'loading':
      await expect(panel.getByText('正在准备试卷…')).toBeVisible();
      await pending('load').toBe(1);
      return;
    case 'loadFailed':
      await expect(panel.getByRole('button', { name: '重试' })).toBeVisible();
      return;
    case 'ready':
      await expect(panel.getByRole('button', { name: '开始答题' })).toBeVisible();
      return;
    case 'starting':
      await expect(panel.getByText('正在准备试卷…')).toBeVisible();
      await pending('start').toBe(1);
      return;
    case 'finished': {
      const result = panel.getByTestId('exam-result');
      await expect(result.getByText('考试结果')).toBeVisible();
      if (seen.finishedAs === 'finishedLast') await expect(result.getByText('考试次数已用完')).toBeVisible();
      else await expect(result.getByRole('button', { name: '重新答题' })).toBeVisible();
      await expect(confirmDialog(page)).toHaveCount(0);
      return;
    }
    case 'submitting':
      await expect(panel.getByRole('button', { name: '正在交卷…' })).toBeDisabled();
      await pending('submit').toBe(1);
      return;
    case 'submitQueued':
      await expect(
        panel.getByRole('status').filter({
          hasText:
            seen.submitType === 2 && !seen.online ? '答题时间已结束，网络恢复后将自动交卷。' : '正在交卷…',
        }),
      ).toBeVisible();
      await pending('submit').toBe(0);
      return;
    case 'answering': {
      await expect(panel.getByTestId('exam-remaining')).toHaveText(/剩余时间 \d\d:\d\d/);
      const l = leaves(value);
      const dialog = confirmDialog(page);
      if (l.includes('answering.dialog.confirming'))
        await expect(dialog.getByText('提交后答案，答案将不可更改，是否交卷？')).toBeVisible();
      else await expect(dialog).toHaveCount(0);
      const status = panel.getByTestId('exam-draft-status');
      if (l.includes('answering.sync.saving')) await pending('draft').toBe(1);
      else await pending('draft').toBe(0);
      if (!seen.online) await expect(status).toHaveText('答案已保存在本机');
      else if (l.includes('answering.sync.retryWait')) await expect(status).toHaveText('保存失败，正在重试…');
      return;
    }
    default:
      throw new Error(`no check for ${value}`);
  }
}
