import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginThroughQr } from './support';

/** design.md §7: pages are accessible — axe finds no serious or critical violations. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: '首页轮播' })).toBeVisible();
  // The new courses load when their block comes near the viewport (issue 12), as a user scrolls to them.
  await page.getByRole('region', { name: '最新课程' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('course-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the profile dialog has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await loginThroughQr(page, '以新用户登录');
  await page.getByRole('button', { name: '账户菜单' }).click();
  await page.getByRole('menuitem', { name: '个人资料' }).click();
  await expect(page.getByRole('dialog', { name: '个人资料' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
