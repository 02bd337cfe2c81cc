import { readFile } from 'node:fs/promises';
import { expect, test, waitForHydration } from '../fixtures';
import { appTag } from '../app-tags';
import { axeScan, seriousViolations } from '../accessibility';

test('changing inputs updates the costs and the charts', { tag: appTag('simulator') }, async ({ page, pageErrors }) => {
  await page.goto('/token-simulator');
  await expect(page.getByRole('heading', { level: 1, name: 'Token Simulator' })).toBeVisible();
  const cost = page.getByRole('region', { name: 'Launch cost' });
  const table = cost.getByRole('table', { name: /Launch cost, itemised/ });
  await expect(table.getByRole('row', { name: /^Mint account rent/ })).toContainText('1,461,600');
  await expect(table.getByRole('row', { name: /^Metaplex metadata account rent/ })).toContainText('5,115,600');

  await cost.getByLabel('Signatures').fill('4');
  await cost.getByRole('checkbox', { name: 'Include the liquidity pool' }).uncheck();
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('18,636,480');
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('0.01863648');

  const allocation = page.getByRole('region', { name: 'Allocation and vesting' });
  const area = allocation.getByRole('img', { name: /Stacked area chart/ });
  // Charts are drawn as the reader comes near them.
  await area.scrollIntoViewIfNeeded();
  await expect(area.locator('.recharts-wrapper > svg')).toBeVisible();
  await expect(area.locator('.recharts-area')).toHaveCount(5);
  await allocation.getByRole('group', { name: 'Allocation 1: Community' }).getByLabel('Name').fill('Airdrop');
  await allocation.getByRole('button', { name: 'Remove Marketing' }).click();
  await expect(area.locator('.recharts-area')).toHaveCount(4);
  await expect(area.getByText('Airdrop')).toBeVisible();
  await expect(allocation.getByText(/Allocations add up to 90 %: 10 % left to assign/)).toBeVisible();
  await expect(allocation.getByRole('img', { name: /Donut chart of the allocation: Airdrop 40 %/ })).toBeVisible();

  const curve = page.getByRole('region', { name: 'Bonding-curve launch' });
  await curve.getByRole('img', { name: /curve price/ }).scrollIntoViewIfNeeded();
  await expect(curve.getByText('410.9 SOL')).toBeVisible();
  await expect(curve.getByText('34,277,831.55')).toBeVisible();
  await expect(curve.getByRole('img', { name: /curve price/ }).locator('.recharts-line')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a copied share link reproduces the scenario in a new page', { tag: appTag('simulator') }, async ({ page, context }) => {
  await page.goto('/token-simulator');
  const setup = page.getByRole('region', { name: 'Token setup' });
  await setup.getByLabel('Symbol').fill('SHARE');
  await setup.getByLabel('Decimals').fill('6');
  await page.getByRole('region', { name: 'Liquidity pool' }).getByLabel(/^SOL in the pool/).fill('42.5');
  await expect(page).toHaveURL(/seedSol=42\.5/);
  const link = page.url();
  expect(link).toContain('symbol=SHARE');

  const other = await context.newPage();
  await other.goto(link);
  const otherSetup = other.getByRole('region', { name: 'Token setup' });
  await expect(otherSetup.getByLabel('Symbol')).toHaveValue('SHARE');
  await expect(otherSetup.getByLabel('Decimals')).toHaveValue('6');
  await expect(other.getByRole('region', { name: 'Liquidity pool' }).getByLabel(/^SOL in the pool/)).toHaveValue('42.5');
  await expect(other.getByText('Some values in this link could not be used')).toHaveCount(0);
});

test('a hostile link falls back to defaults with a notice', { tag: appTag('simulator') }, async ({ page, pageErrors }) => {
  await page.goto('/token-simulator?name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&decimals=-4&supply=99999999999999999999999');
  await expect(page.getByText('Some values in this link could not be used')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Token setup' }).getByLabel('Name')).toHaveValue('Academy Token');
  expect(pageErrors).toEqual([]);
});

test('a saved scenario survives a reload and loads back', { tag: appTag('simulator') }, async ({ page }) => {
  await page.goto('/token-simulator');
  const supply = page.getByRole('region', { name: 'Token setup' }).getByLabel(/^Total supply/);
  await supply.fill('4242');
  const share = page.getByRole('region', { name: 'Share and keep' });
  await share.getByLabel('Scenario name').fill('E2E plan');
  await share.getByRole('button', { name: 'Save scenario' }).click();
  await expect(share.getByText('Saved “E2E plan” in this browser.')).toBeVisible();

  await page.goto('/token-simulator');
  await expect(supply).toHaveValue('1000000000');
  await share.getByRole('button', { name: 'Load E2E plan' }).click();
  await expect(supply).toHaveValue('4242');
  await expect(page).toHaveURL(/supply=4242/);
});

test('export downloads a JSON and a CSV file', { tag: appTag('simulator') }, async ({ page }) => {
  await page.goto('/token-simulator');
  const share = page.getByRole('region', { name: 'Share and keep' });
  const [json] = await Promise.all([page.waitForEvent('download'), share.getByRole('button', { name: 'Export JSON' }).click()]);
  expect(json.suggestedFilename()).toBe('academy-token-scenario.json');
  const scenario: unknown = JSON.parse(await readFile(await json.path(), 'utf8'));
  expect(scenario).toMatchObject({ version: 1, token: { symbol: 'ACAD', totalSupply: '1000000000' } });

  const [csv] = await Promise.all([page.waitForEvent('download'), share.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe('academy-token-scenario.csv');
  expect(await readFile(await csv.path(), 'utf8')).toMatch(/^Month,Community,Liquidity,Team,Marketing,Treasury,Circulating,Circulating %\r\n0,/);
});

test.describe('accessibility scan', () => {
  // axe injects its own styles and evaluates code, which the site's CSP rightly refuses: accessibility
  // scans run with the CSP bypassed (csp.spec.ts checks every page under it).
  test.use({ bypassCSP: true });

  test('fits a 375 px phone and has no serious accessibility violations in either theme', { tag: appTag('simulator') }, async ({ page }) => {
    // Two page loads and two full axe scans of the longest interactive page.
    test.slow();
    await page.setViewportSize({ width: 375, height: 800 });
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme });
      // The site is dark unless the reader chose otherwise (spec): choose the theme as a reader would.
      await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), colorScheme);
      await page.goto('/token-simulator');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      // Scrolled through, as a reader would: each chart is drawn as it comes near.
      await waitForHydration(page);
      for (const chart of await page.getByRole('main').getByRole('img', { name: /chart/i }).all()) {
        await chart.scrollIntoViewIfNeeded();
        await expect(chart.locator('.recharts-wrapper > svg')).toBeVisible();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(axeScan(page).include('main')), colorScheme).toEqual([]);
    }
  });
});
