import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { expect, test } from '../fixtures';
import { appTag } from '../app-tags';

/**
 * What a reader writes is compiled in their browser, under the site's Trusted Types policy: every
 * markdown construct must render there as it does in Node, where the built-in posts are compiled.
 * The fixture's page fails a test on any Content-Security-Policy or Trusted Types violation.
 */

const specExamples = z.object({
  tests: z.array(z.object({ markdown: z.string(), section: z.string(), number: z.number() })),
});
/** The CommonMark specification's examples (the commonmark-spec package, a CommonJS module). */
const require = createRequire(import.meta.url);
const { tests: examples } = specExamples.parse(require('commonmark-spec'));

const main = (page: Page) => page.getByRole('main');

test(
  'every CommonMark specification example renders in the editor’s preview',
  { tag: appTag('blog') },
  async ({ page }) => {
    test.slow();
    expect(examples.length).toBeGreaterThanOrEqual(652);
    await page.goto('/blog/editor');
    await main(page).getByRole('tab', { name: 'Preview' }).click();
    await expect(main(page).getByText('Nothing to preview yet')).toBeVisible();
    // One example after the other in the page, as a reader's edits arrive: the content field stays
    // mounted while previewing, and React takes its value from the input event.
    const field = main(page).getByRole('textbox', { name: 'Content', includeHidden: true });
    const failed = await field.evaluate((content, markdowns) => {
      const problems: string[] = [];
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      if (!setValue) return ['a textarea has no value setter'];
      for (const { number, markdown } of markdowns) {
        // A paragraph of its own before the example shows that this example's preview is on screen
        // (after it, an unclosed raw HTML block would swallow it).
        setValue.call(content, `example ${number} follows\n\n${markdown}`);
        // An input event is discrete: React renders and commits before dispatchEvent returns.
        content.dispatchEvent(new Event('input', { bubbles: true }));
        const preview = document.querySelector('[role="tabpanel"][data-state="active"]');
        const shown = preview?.textContent ?? '';
        const refused = preview?.querySelector('[role="alert"]')?.textContent;
        if (refused || !shown.includes(`example ${number} follows`)) {
          problems.push(`example ${number}: ${refused ?? (shown.slice(0, 200) || 'no preview')}`);
        }
      }
      return problems;
    }, examples);
    expect(failed).toEqual([]);
  },
);

test(
  'a post with references, raw HTML and hostile links shows in the preview and on its page',
  { tag: appTag('blog') },
  async ({ page, pageErrors }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const content = [
      '## Fish &amp; chips',
      'Made in a caf&eacute; &copy; 2025, &#35;1 on the list &#x1F680; &ThisIsNotDefined; stays.',
      '<div onclick="alert(1)">\n\n*raw block*\n\n</div>',
      '[entity scheme](&#106;avascript:alert(1)) and [plain scheme](javascript:alert(2)) and [docs](https://solana.com/docs "Docs &amp; more").',
      '<a href="javascript:alert(3)">raw link</a> ends here.',
    ].join('\n\n');
    await page.goto('/blog/editor');
    await main(page).getByRole('textbox', { name: 'Title' }).fill('References and hostile links');
    await main(page).getByRole('textbox', { name: 'Content' }).fill(content);
    await main(page).getByRole('tab', { name: 'Preview' }).click();
    const preview = main(page).getByRole('tabpanel', { name: 'Preview' });
    const expectRendered = async (body: ReturnType<Page['getByRole']>) => {
      await expect(body.getByRole('heading', { level: 2, name: 'Fish & chips' })).toBeVisible();
      await expect(
        body.getByText('Made in a café © 2025, #1 on the list 🚀 &ThisIsNotDefined; stays.'),
      ).toBeVisible();
      await expect(body.getByRole('link', { name: /^docs/ })).toHaveAttribute(
        'href',
        'https://solana.com/docs',
      );
      await expect(body.getByRole('link', { name: /scheme|raw link/ })).toHaveCount(0);
      await expect(body.getByText('raw link ends here.')).toBeVisible();
    };
    await expectRendered(preview);

    await main(page).getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Tokenomics' }).click();
    await main(page).getByRole('button', { name: 'Publish Post' }).click();
    await expect(main(page).getByText('Post created successfully!')).toBeVisible();
    await page.goto('/blog/references-and-hostile-links');
    await expect(
      page.getByRole('heading', { level: 1, name: 'References and hostile links' }),
    ).toBeVisible();
    await expectRendered(main(page));
    await main(page).getByText('entity scheme').click();
    await main(page).getByText('raw block').click();
    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);
  },
);
