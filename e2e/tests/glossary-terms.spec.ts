import { expect, test, waitForHydration } from '../fixtures';
import { appTags } from '../app-tags';

/**
 * Glossary terms where readers meet them: the first mention of a term in a tutorial or a post links
 * to its glossary entry, in the served HTML, with its definition on focus and hover.
 */
const rentDefinition = /A deposit of lamports that every Solana account must hold/;

for (const path of ['/tutorials/create-spl-token', '/blog/spl-token-developer-guide']) {
  test(`${path}: terms link to the glossary in the HTML, and show their definition on focus and hover`, { tag: appTags('learn', 'blog') }, async ({
    page,
    site,
    pageErrors,
  }) => {
    const html = (await site.get(path)).text();
    expect(html).toMatch(/<a [^>]*data-glossary-term="rent"[^>]*href="\/glossary#rent"/);
    // Only the first mention of each term is linked.
    expect(html.match(/data-glossary-term="rent"/g)).toHaveLength(1);

    await page.goto(path);
    await waitForHydration(page);
    const rent = page.getByRole('main').locator('a[data-glossary-term="rent"]');
    await expect(rent).toHaveAttribute('href', '/glossary#rent');

    // Keyboard: reaching it with Tab opens the definition, which describes the link; Esc closes it,
    // focus stays.
    await rent.evaluate((link) => {
      const focusable = [
        ...document.querySelectorAll<HTMLElement>('a[href], button, [tabindex]'),
      ].filter(
        (element) => element === link || (element.tabIndex >= 0 && element.checkVisibility()),
      );
      focusable[focusable.indexOf(link as HTMLElement) - 1]?.focus();
    });
    await page.keyboard.press('Tab');
    await expect(rent).toBeFocused();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText(rentDefinition);
    await expect(rent).toHaveAccessibleDescription(rentDefinition);
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await expect(rent).toBeFocused();

    // Pointer: hovering opens it too.
    await page.mouse.move(0, 0);
    await rent.hover();
    await expect(page.getByRole('tooltip')).toHaveText(rentDefinition);

    // Following it lands on the term in the glossary.
    await rent.click();
    await expect(page).toHaveURL(/\/glossary#rent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
}
