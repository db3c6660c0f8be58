import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginFreshUser } from './education.support';

/** design.md §7: axe finds no serious or critical violations on the education pages. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('education home, youth page, series and the info form have no serious accessibility violations', async ({
  page,
  request,
  context,
}) => {
  await page.goto('/education');
  await expect(page.locator('[data-testid="education-tile"][data-category="15"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/edu/youth');
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/educourse/series');
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await loginFreshUser(request, context);
  await page.goto('/edu/emx');
  await page.getByRole('button', { name: /急诊影像病例一/ }).click();
  await expect(page.getByRole('dialog', { name: '完善信息' })).toBeVisible();
  await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
