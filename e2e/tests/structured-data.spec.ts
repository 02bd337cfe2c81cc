import { z } from 'zod';
import { appTag, appTags } from '../app-tags';
import { expect, test } from '../fixtures';

/**
 * Structured data as a search engine reads it from the served HTML: every JSON-LD block parses, and
 * each carries the properties its type needs for rich results (schema.org types, with the
 * properties search engines require of them). Written here from those requirements, not from the
 * site's builders, so a builder that drops one fails.
 */
const absolute = z.url({ protocol: /^https?$/ });
const day = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
const organization = z.object({
  '@type': z.literal('Organization'),
  name: z.string().min(1),
  url: absolute,
});

const breadcrumbList = z.object({
  itemListElement: z
    .array(
      z.object({
        '@type': z.literal('ListItem'),
        position: z.number().int().positive(),
        name: z.string().min(1),
        item: absolute,
      }),
    )
    .min(2),
});

const article = z.object({
  headline: z.string().min(1).max(110),
  image: absolute,
  datePublished: day,
  dateModified: day,
  author: organization,
  publisher: organization,
});

const blockType = z.enum([
  'WebSite',
  'Organization',
  'FAQPage',
  'BreadcrumbList',
  'TechArticle',
  'BlogPosting',
]);

const blockSchemas: Record<z.infer<typeof blockType>, z.ZodType> = {
  WebSite: z.object({
    name: z.string().min(1),
    url: absolute,
    potentialAction: z.object({
      '@type': z.literal('SearchAction'),
      target: z.object({ urlTemplate: z.string().includes('{search_term_string}') }),
      'query-input': z.literal('required name=search_term_string'),
    }),
  }),
  Organization: z.object({ name: z.string().min(1), url: absolute, logo: absolute }),
  FAQPage: z.object({
    mainEntity: z
      .array(
        z.object({
          '@type': z.literal('Question'),
          name: z.string().min(1),
          acceptedAnswer: z.object({ '@type': z.literal('Answer'), text: z.string().min(1) }),
        }),
      )
      .min(1),
  }),
  BreadcrumbList: breadcrumbList,
  TechArticle: article,
  BlogPosting: article,
};

/** The JSON-LD blocks of a served page, each checked against its type's schema; returns their types. */
function structuredData(html: string, path: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? ''),
  );
  return blocks.map((block: unknown, index) => {
    const where = `${path}, block ${index + 1}`;
    const head = z
      .object({ '@context': z.literal('https://schema.org'), '@type': blockType })
      .parse(block, { error: () => `${where}: not a known schema.org block` });
    const checked = blockSchemas[head['@type']].safeParse(block);
    expect(checked.error?.issues ?? [], where).toEqual([]);
    return head['@type'];
  });
}

const expected: Record<string, string[]> = {
  '/': ['WebSite', 'Organization', 'FAQPage'],
  '/about': ['FAQPage'],
  '/tutorials/create-spl-token': ['TechArticle', 'BreadcrumbList'],
  '/blog/adding-liquidity-to-your-solana-token': ['BlogPosting', 'BreadcrumbList'],
  '/tutorials/token-vesting-schedule': ['BreadcrumbList'],
  '/resources/solana-tokenomics-guide': ['BreadcrumbList'],
};

test(
  'each page carries its structured data, parseable and complete',
  { tag: appTags('shell', 'learn', 'blog') },
  async ({ site }) => {
    for (const [path, types] of Object.entries(expected)) {
      const html = (await site.get(path)).text();
      expect(structuredData(html, path).sort(), path).toEqual([...types].sort());
    }
  },
);

const jsonFeedDates = z.object({
  items: z.array(z.object({ url: absolute, date_modified: z.iso.datetime() })),
});

test(
  'the sitemap dates every post and written tutorial by its last change, as their feeds do',
  { tag: appTags('shell', 'learn', 'blog') },
  async ({ site }) => {
    const sitemap = (await site.get('/sitemap.xml')).text();
    const lastmod = new Map(
      [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
        (match) => [new URL(match[1] ?? '/').pathname, match[2]],
      ),
    );
    const posts = [...lastmod.keys()].filter((path) => /^\/blog\/(?!editor$)[\w-]+$/.test(path));
    expect(posts).toHaveLength(7);
    for (const path of posts) expect(lastmod.get(path), path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    let entries = 0;
    for (const feed of ['/blog/feed.json', '/tutorials/feed.json']) {
      for (const item of jsonFeedDates.parse((await site.get(feed)).json()).items) {
        const path = new URL(item.url).pathname;
        expect(lastmod.get(path), path).toBe(item.date_modified.slice(0, 10));
        entries += 1;
      }
    }
    // Seven posts and six written tutorials; a tutorial still to be written has no text to date.
    expect(entries).toBe(13);
  },
);

test(
  'breadcrumbs on the page and in its data name the same trail',
  { tag: appTag('learn') },
  async ({ page, site }) => {
    const path = '/tutorials/create-spl-token';
    await page.goto(path);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Tutorials']);
    await expect(trail.locator('[aria-current="page"]')).toHaveText('How to Create an SPL Token');
    const html = (await site.get(path)).text();
    const list = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match): unknown => JSON.parse(match[1] ?? ''))
      .map((block) => breadcrumbList.safeParse(block))
      .find((parsed) => parsed.success)?.data;
    expect(list?.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'Tutorials',
      'How to Create an SPL Token',
    ]);

    await trail.getByRole('link', { name: 'Tutorials' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
  },
);

test(
  'a search engine’s search box link opens the site search with its term',
  { tag: appTag('shell') },
  async ({ page }) => {
    await page.goto('/?q=raydium');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog.getByRole('combobox')).toHaveValue('raydium');
    await expect(dialog.getByRole('option').first()).toBeVisible();
  },
);
