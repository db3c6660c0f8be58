import { expect, test } from '@playwright/test';
import { axeViolations } from './pageStates.support';
import { loginFreshUser } from './education.support';

test('education home, youth page, series and the info form have no accessibility violations', async ({
  page,
  request,
  context,
}) => {
  await page.goto('/education');
  await expect(page.locator('[data-testid="education-tile"][data-category="15"]')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/edu/youth');
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/educourse/series');
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await loginFreshUser(request, context);
  await page.goto('/edu/emx');
  await page.getByRole('button', { name: /急诊影像病例一/ }).click();
  await expect(page.getByRole('dialog', { name: '完善信息' })).toBeVisible();
  await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
