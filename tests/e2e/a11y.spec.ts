import { expect, test } from '@playwright/test';
import { axeViolations } from './pageStates.support';
import { loginThroughQr } from './support';

test('the home page has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: '首页轮播' })).toBeVisible();
  // The new courses load when their block comes near the viewport (issue 12), as a user scrolls to them.
  await page.getByRole('region', { name: '最新课程' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('course-card').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the profile dialog has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await loginThroughQr(page, '以新用户登录');
  await page.getByRole('button', { name: '账户菜单' }).click();
  await page.getByRole('menuitem', { name: '个人资料' }).click();
  await expect(page.getByRole('dialog', { name: '个人资料' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
