import { expect, test, type Page, type Route } from '@playwright/test';
import { edgeCover, getPlainPaths } from '../machines/paths';
import { accessModel, INSUFFICIENT } from '../machines/models/access.model';
import { accessEdges, videoKindOf, type VideoKind } from '../machines/qa/chromiumPaths';
import { freshUser, videoOf } from './video.support';

/**
 * The access machine's generated paths (the ones tests/machines/access.model.test.ts replays on a real
 * actor) driven in Chromium against the real server. loadAccess is the real video info of a seeded video
 * chosen for the info the path loads (docs/api.md § Education videos); player.ended is the trial clip
 * played to its end (the user presses play, or a retried trial plays by itself, then it is sought near its
 * 8 s end); player.error is the media request aborted; the buttons are clicks; redeem and loadRealVideo
 * are the real calls, held until the path says how they settle, and answered by page.route only where
 * the real server would not give that outcome then (a refused redeem for a user who has the points, a granted one for a user who has
 * not, a failing real-video call). Every state is checked as the user sees it.
 *
 * Paths: 39 generated. Driven: the 14 chosen greedily so that every (state, event, next state, video
 * kind) edge of the 39 is driven at least once (the rest only re-combine edges already driven: every
 * state and every transition the browser can trigger is reached). Skipped: none. One step cannot be
 * sent by a user: trial.retry in trialEnded without a trial (the 重新试看 button is not rendered); the
 * spec checks that it is absent and that nothing changed, which is that step's meaning in the model.
 * `loading` is the initial state, not a step: it is left by the first step (the page's video info).
 */

type Kind = VideoKind;
/** Seeded video per video-info kind, with the points the fresh user gets. */
const VIDEO: Record<Kind, { id: number; points: number; price: number }> = {
  full: { id: 112, points: 0, price: 0 }, // free
  trial: { id: 102, points: 100, price: 30 }, // trial, price 30: redeemable
  trialNotViewable: { id: 105, points: 100, price: 200 }, // trial, price 200 > 100 points
  redeemOnly: { id: 103, points: 100, price: 50 }, // no trial, price 50
};
const MISSING = 99999;
const REAL_FAILED = '视频信息获取失败';

const kindOf = videoKindOf;
const edges = accessEdges;

const ALL = getPlainPaths(accessModel);
const DRIVEN = edgeCover(ALL, edges);

const player = (page: Page) => page.getByRole('region', { name: '视频播放器' });
const screen = (page: Page) => page.getByTestId('trial-ended');
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: '积分消耗提醒' });
const blocked = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('the greedy choice drives every edge of the generated paths', () => {
  expect(ALL).toHaveLength(39);
  expect(DRIVEN).toHaveLength(14);
});

for (const path of DRIVEN) {
  test(`access path: ${path.name}`, async ({ page, context, request }) => {
    const heldRedeem: Route[] = [];
    const heldReal: Route[] = [];
    await page.route('**/api/youth/video/exchange/**', (route) => void heldRedeem.push(route));
    await page.route('**/api/youth/video/real/**', (route) => void heldReal.push(route));

    let kind: Kind = 'full';
    let video = VIDEO.full;
    /** What the last refused redeem said (shown on the 试看结束 screen until the next trial or redeem). */
    let error: string | null = null;
    /** The redeem was granted by page.route (the real server would have refused it). */
    let faked = false;
    let trialRun = 0;
    let auth: Record<string, string> = {};
    /** The user's available points on the server (what a redeem charged, or did not). */
    const points = async () => {
      const res = await request.get('/api/radio/user/profile', { headers: auth });
      return ((await res.json()) as { data: { availableScore: number } }).data.availableScore;
    };

    for (const [i, step] of path.steps.entries()) {
      const next = path.steps[i + 1];
      // A player the path makes fail: its media request is aborted before it mounts.
      if (next?.name === 'player.error')
        await page.route('**/media/video/*.mp4', (route) => route.abort('failed'));

      switch (step.name) {
        case 'done:loadAccess': {
          kind = kindOf(step.payload.output);
          video = VIDEO[kind];
          ({ auth } = await freshUser(request, context, video.points));
          await page.goto(`/edu/youth/${video.id}`);
          break;
        }
        case 'error:loadAccess':
          await freshUser(request, context, 0);
          await page.goto(`/edu/youth/${MISSING}`);
          break;
        case 'player.ended': {
          const v = videoOf(page);
          await expect(v).toHaveAttribute('src', /trial\.mp4/);
          // A retried trial plays by itself (issue 11 A7); the first one waits for the user.
          if (trialRun === 0) await player(page).getByRole('button', { name: '播放视频' }).click();
          await expect.poll(() => v.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
          await v.evaluate((el: HTMLVideoElement) => (el.currentTime = el.duration - 0.5));
          break;
        }
        case 'player.error':
          break; // the aborted media request fails the player that the previous step mounted
        case 'trial.retry':
          if (kind === 'redeemOnly') {
            // No trial: the user has no 重新试看 to press; nothing changes.
            await expect(screen(page).getByRole('button', { name: '重新试看' })).toHaveCount(0);
          } else {
            trialRun += 1;
            await screen(page).getByRole('button', { name: '重新试看' }).click();
          }
          break;
        case 'redeem.start':
          await screen(page)
            .getByRole('button', { name: `积分兑换（${video.price}积分）` })
            .click();
          break;
        case 'redeem.cancel':
          await confirmDialog(page).getByRole('button', { name: '取消' }).click();
          break;
        case 'redeem.confirm':
          await confirmDialog(page).getByRole('button', { name: '确定' }).click();
          break;
        case 'done:redeem': {
          await expect.poll(() => heldRedeem.length).toBe(1);
          const route = heldRedeem.shift()!;
          if (kind === 'trialNotViewable') {
            // The real server refuses a user without the points: granted here.
            faked = true;
            await route.fulfill({ json: { code: 200, msg: '兑换成功', data: { charged: video.price } } });
          } else await route.continue();
          error = null;
          break;
        }
        case 'error:redeem': {
          await expect.poll(() => heldRedeem.length).toBe(1);
          const route = heldRedeem.shift()!;
          // The real server refuses a user without the points; one who has them is refused here.
          if (kind === 'trialNotViewable') await route.continue();
          else await route.fulfill({ json: { code: 500, msg: INSUFFICIENT } });
          error = INSUFFICIENT;
          break;
        }
        case 'done:loadRealVideo': {
          await expect.poll(() => heldReal.length).toBe(1);
          const route = heldReal.shift()!;
          if (faked) {
            // Nothing was redeemed on the server: a free video's real info, as this video's.
            const res = await route.fetch({ url: route.request().url().replace(`/${video.id}`, '/112') });
            const body = (await res.json()) as { data: Record<string, unknown> };
            await route.fulfill({ json: { ...body, data: { ...body.data, id: video.id } } });
          } else await route.continue();
          break;
        }
        case 'error:loadRealVideo': {
          await expect.poll(() => heldReal.length).toBe(1);
          await heldReal.shift()!.fulfill({ json: { code: 500, msg: REAL_FAILED } });
          break;
        }
        default:
          throw new Error(`no browser action for ${step.name}`);
      }

      // What the user sees in the state the model expects.
      switch (step.expected) {
        case 'playable': {
          if (next?.name === 'player.error') break; // its media is refused: it fails at once (checked next)
          await expect(videoOf(page)).toHaveAttribute('src', /test-pattern\.mp4/);
          await expect(screen(page)).toHaveCount(0);
          await expect(page.getByRole('button', { name: /^积分兑换/ })).toHaveCount(0);
          if (step.name === 'done:loadRealVideo')
            await expect(page.getByText('兑换成功，请点击按钮进行播放').first()).toBeVisible();
          // No autoplay: the user presses play.
          expect(await videoOf(page).evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
          break;
        }
        case 'trial': {
          if (next?.name === 'player.error') break; // its media is refused: it fails at once (checked next)
          await expect(videoOf(page)).toHaveAttribute('src', /trial\.mp4/);
          await expect(screen(page)).toHaveCount(0);
          if (trialRun > 0) {
            // A fresh player from the start, playing without another press.
            await expect
              .poll(() =>
                videoOf(page).evaluate((el: HTMLVideoElement) => !el.paused && el.played.length > 0),
              )
              .toBe(true);
            expect(await videoOf(page).evaluate((el: HTMLVideoElement) => el.played.start(0))).toBeLessThan(
              0.5,
            );
          }
          break;
        }
        case 'trialEnded': {
          const s = screen(page);
          await expect(s).toBeVisible({ timeout: 15_000 });
          await expect(player(page)).toHaveCount(0);
          await expect(confirmDialog(page)).toHaveCount(0);
          await expect(s.getByRole('status')).toHaveText(
            kind === 'redeemOnly' ? '该视频需要兑换后观看' : '试看结束',
          );
          await expect(s.getByRole('button', { name: '重新试看' })).toHaveCount(
            kind === 'redeemOnly' ? 0 : 1,
          );
          await expect(s.getByRole('button', { name: `积分兑换（${video.price}积分）` })).toBeEnabled();
          if (error) await expect(s.getByRole('alert')).toHaveText(error);
          else await expect(s.getByRole('alert')).toHaveCount(0);
          // A refused redeem charged nothing.
          if (step.name === 'error:redeem') expect(await points()).toBe(video.points);
          if (step.name === 'error:redeem')
            // The screen's alert and the error toast.
            await expect
              .poll(() => page.getByRole('alert').filter({ hasText: INSUFFICIENT }).count())
              .toBeGreaterThanOrEqual(2);
          break;
        }
        case 'confirming': {
          const d = confirmDialog(page);
          await expect(d.getByText(`播放视频将扣除${video.price}积分,是否继续播放？`)).toBeVisible();
          await expect(d.getByRole('button', { name: '确定' })).toBeEnabled();
          await expect(d.getByRole('button', { name: '取消' })).toBeEnabled();
          break;
        }
        case 'redeeming': {
          const d = confirmDialog(page);
          await expect(d).toBeVisible();
          await expect(d.getByRole('button', { name: '确定' })).toBeDisabled();
          await expect(screen(page).getByRole('alert')).toHaveCount(0);
          break;
        }
        case 'reloading':
          await expect(page.getByText('兑换成功，请点击按钮进行播放').first()).toBeVisible();
          await expect(confirmDialog(page)).toHaveCount(0);
          await expect(screen(page)).toHaveCount(0);
          await expect(player(page)).toHaveCount(0);
          // Charged once on the server (a redeem granted by page.route charged nothing).
          expect(await points()).toBe(faked ? video.points : video.points - video.price);
          break;
        case 'unplayable':
          await expect(blocked(page, '此视频暂无法播放，请稍后再试')).toBeVisible();
          await expect(player(page)).toHaveCount(0);
          break;
        case 'insufficient':
          await expect(blocked(page, INSUFFICIENT)).toBeVisible();
          await expect(player(page)).toHaveCount(0);
          break;
        case 'failed':
          // The message, and back to the category.
          await expect(
            page.getByText(step.name === 'error:loadAccess' ? '视频不存在或已下架' : REAL_FAILED).first(),
          ).toBeVisible();
          await expect(page).toHaveURL(/\/edu\/youth$/);
          break;
        default:
          throw new Error(`no meaning for ${step.expected}`);
      }
    }
    for (const r of [...heldRedeem, ...heldReal]) await r.abort().catch(() => {});
  });
}
