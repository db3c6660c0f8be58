import { expect, test, type Page, type Route } from '@playwright/test';
import { getPlainPaths } from '../machines/paths';
import { FORM, REFUSED, liveJoinModel } from '../machines/models/liveJoin.model';
import { sessionCard } from './live-discussion.support';

/**
 * The join machine's generated paths (the ones tests/machines/liveJoin.model.test.ts replays on a real
 * actor) driven in Chromium against the real server: join.open is a click on 观看直播 of a seeded
 * session with or without password, join.submit fills the form (the wrong or the right password,
 * whichever outcome the path needs next), verifyPass is the real call held until the path says how
 * it settles, and every state is checked as the user sees it. Time is Playwright's clock, paused once
 * the page is up: `opening` lasts exactly until the clock has run 200 ms, so a click during it can be
 * driven too, and the 200 ms are checked on that clock rather than on the wall clock.
 */
const CARD = { '1': '肺结节多学科会诊（MDT）直播', '0': '疑难急腹症影像病例讨论' } as const;
const LINK = { '1': '/api/live/__meeting?room=mdt-lung', '0': '/api/live/__meeting?room=abdomen' } as const;
const RIGHT = '8888';
const WRONG = '1234';

const joinDialog = (page: Page) => page.getByRole('dialog', { name: '加入会诊' });
const meetingDialog = (page: Page) => page.getByRole('dialog', { name: '在线会诊' });

for (const path of getPlainPaths(liveJoinModel)) {
  test(`join path: ${path.name}`, async ({ page }) => {
    const held: Route[] = [];
    await page.route('**/api/live/verifyPass/**', (route) => void held.push(route));
    await page.clock.install({ time: Date.now() });
    await page.goto('/live');
    await expect(sessionCard(page, CARD['1'])).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    let hasPass: '0' | '1' = '1';
    let typed = { userName: '', password: '' };

    for (const [i, step] of path.steps.entries()) {
      const next = path.steps[i + 1];
      switch (step.name) {
        case 'join.open': {
          hasPass = (step.payload.session as { hasPass: '0' | '1' }).hasPass;
          await sessionCard(page, CARD[hasPass]).getByRole('button', { name: '观看直播' }).click();
          break;
        }
        case 'join.submit': {
          const d = joinDialog(page);
          typed = { userName: FORM.userName, password: next?.name === 'error:verifyPass' ? WRONG : RIGHT };
          await d.getByLabel('专家姓名').fill(typed.userName);
          if (hasPass === '0') await d.getByLabel('参会密码').fill(typed.password);
          await d.getByRole('button', { name: '加入' }).click();
          break;
        }
        case 'done:verifyPass':
        case 'error:verifyPass': {
          await expect.poll(() => held.length).toBe(1);
          const route = held.shift()!;
          // The real server decides: the password typed was chosen for this outcome.
          expect(route.request().url()).toContain(`/${step.name.startsWith('done') ? RIGHT : WRONG}`);
          await route.continue();
          break;
        }
        case 'after:openDelay':
          await page.clock.runFor(1); // `opening` ran the clock 199 ms: this is the 200th
          break;
        case 'join.cancel':
          await joinDialog(page).getByRole('button', { name: '取消' }).click();
          for (const r of held.splice(0)) await r.abort().catch(() => {});
          break;
        case 'meeting.close':
          await meetingDialog(page).getByRole('button', { name: '关闭' }).click();
          break;
        default:
          throw new Error(`no browser action for ${step.name}`);
      }

      // A dialog that closed finishes its exit transition on the paused clock.
      if (step.expected === 'closed' || step.expected === 'meeting') await page.clock.runFor(300);
      // What the user sees in the state the model expects.
      switch (step.expected) {
        case 'closed':
          await expect(joinDialog(page)).toHaveCount(0);
          await expect(meetingDialog(page)).toHaveCount(0);
          break;
        case 'editing': {
          const d = joinDialog(page);
          await expect(d).toBeVisible();
          await expect(d.getByLabel('参会密码')).toHaveCount(hasPass === '0' ? 1 : 0);
          if (step.name === 'error:verifyPass') {
            await expect(d.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible();
            await expect(d.getByLabel('专家姓名')).toHaveValue(typed.userName);
            await expect(d.getByLabel('参会密码')).toHaveValue(typed.password);
          } else {
            await expect(d.getByLabel('专家姓名')).toHaveValue('');
          }
          await expect(d.getByRole('button', { name: '加入' })).toBeEnabled();
          break;
        }
        case 'verifying':
          await expect(joinDialog(page).getByRole('status')).toHaveText('验证中…');
          await expect(joinDialog(page).getByRole('button', { name: '加入' })).toBeDisabled();
          break;
        case 'opening': {
          const d = joinDialog(page);
          await expect(d.getByRole('status')).toHaveText('验证成功，正在进入会诊…');
          await expect(d.getByRole('button', { name: '加入' })).toBeDisabled();
          // Not a moment before 200 ms: 199 ms later the meeting is still not open.
          await page.clock.runFor(199);
          await expect(meetingDialog(page)).toHaveCount(0);
          await expect(d).toBeVisible();
          break;
        }
        case 'meeting': {
          const m = meetingDialog(page);
          await expect(m).toBeVisible();
          await expect(m.locator('iframe')).toHaveAttribute(
            'src',
            `${LINK[hasPass]}&userName=${encodeURIComponent(FORM.userName)}`,
          );
          await expect(joinDialog(page)).toHaveCount(0);
          break;
        }
        default:
          throw new Error(`no meaning for ${step.expected}`);
      }
    }
  });
}
