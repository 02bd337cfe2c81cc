import { expect, recordFirstPaintTheme, test } from '../fixtures';
import { appTag } from '../app-tags';

test('dark by default when the system prefers dark', { tag: appTag('shell') }, async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('the chosen theme persists across a reload without a flash of the other theme', { tag: appTag('shell') }, async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(recordFirstPaintTheme);
  await page.goto('/glossary');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  expect(await page.evaluate(() => Reflect.get(window, '__themeAtBody'))).toBe('light');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});

test('a theme chosen in one tab is applied in another', { tag: appTag('shell') }, async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const other = await context.newPage();
  await other.emulateMedia({ colorScheme: 'dark' });
  await other.goto('/blog');
  await expect(other.locator('html')).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  await expect(other.locator('html')).toHaveClass(/\blight\b/);
});
