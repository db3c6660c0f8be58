import { expect, test, type Page, type Route } from '@playwright/test';
import { getPlainPaths, type PlainPath } from '../machines/paths';
import { FORM, REFUSED, liveJoinModel } from '../machines/models/liveJoin.model';
import { sessionCard } from './live-discussion.support';

/**
 * The join machine's generated paths (the ones tests/machines/liveJoin.model.test.ts replays on a real
 * actor) driven in Chromium against the real server: join.open is a click on 观看直播 of a seeded
 * session with or without password, join.submit fills the form (the wrong or the right password,
 * whichever outcome the path needs next), verifyPass is the real call held until the path says how
 * it settles, and every state is checked as the user sees it.
 */
const CARD = { '1': '肺结节多学科会诊（MDT）直播', '0': '疑难急腹症影像病例讨论' } as const;
const LINK = { '1': '/api/live/__meeting?room=mdt-lung', '0': '/api/live/__meeting?room=abdomen' } as const;
const RIGHT = '8888';
const WRONG = '1234';

/** `opening` lasts 200 ms: a click in it cannot be timed; it is checked through the step after it. */
function unreplayable(path: PlainPath): string | null {
  for (let i = 1; i < path.steps.length; i++)
    if (path.steps[i - 1]!.expected === 'opening' && path.steps[i]!.kind === 'event')
      return `${path.steps[i]!.name} during the 200 ms of opening cannot be timed in a browser`;
  return null;
}

const joinDialog = (page: Page) => page.getByRole('dialog', { name: '加入会诊' });
const meetingDialog = (page: Page) => page.getByRole('dialog', { name: '在线会诊' });

for (const path of getPlainPaths(liveJoinModel)) {
  test(`join path: ${path.name}`, async ({ page }) => {
    const reason = unreplayable(path);
    test.skip(reason !== null, reason ?? '');

    const held: Route[] = [];
    await page.route('**/api/live/verifyPass/**', (route) => void held.push(route));
    await page.goto('/live');
    await expect(sessionCard(page, CARD['1'])).toBeVisible();

    let hasPass: '0' | '1' = '1';
    let typed = { userName: '', password: '' };
    let releasedAt = 0;

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
          releasedAt = Date.now();
          await route.continue();
          break;
        }
        case 'after:openDelay':
          break; // the 200 ms pass on their own; checked in `meeting`
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
        case 'opening':
          break; // 200 ms: checked by when the meeting dialog appears
        case 'meeting': {
          const m = meetingDialog(page);
          await expect(m).toBeVisible();
          if (hasPass === '0') expect(Date.now() - releasedAt).toBeGreaterThanOrEqual(200);
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
