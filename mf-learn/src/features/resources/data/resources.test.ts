// @vitest-environment node
import * as lucide from 'lucide-react';
import { expect, test } from 'vitest';
import { resourcePath } from '../../../config/learn-paths';
import {
  filterResources,
  findComingSoonPage,
  isExternalLink,
  parseResourceTab,
  resourceCategoryLabels,
  resourcePagePaths,
  resourceTabs,
  resources,
} from './resources';
import {
  resourceCategorySchema,
  resourceIconSchema,
  resourceSchema,
  resourceTabSchema,
  type Resource,
} from './schemas';

// The resources' placeholder pages, in the order the list shows them.
const comingSoonSlugs = [
  'solana-tokenomics-guide',
  'contract-templates',
  'defi-ecosystem-map',
  'token-tax-compliance',
  'token-metrics-dashboard',
  'token-marketing-playbook',
  'community-growth-playbook',
  'smart-contract-audit-tools',
  'wallet-integration-guide',
  'token-distribution-template',
  'liquidity-pool-calculator',
  'security-checklist',
  'spl-token-standard',
  'nft-integration-guide',
];

const internal = resources.filter((resource) => !isExternalLink(resource.link));
const external = resources.filter((resource) => isExternalLink(resource.link));

test('every resource parses with the schema', () => {
  for (const resource of resources) {
    expect(resourceSchema.parse(resource)).toEqual(resource);
  }
});

test('there are 15 resources with unique ids, slugs and titles', () => {
  expect(resources).toHaveLength(15);
  expect(resources.map((resource) => resource.id)).toEqual(
    Array.from({ length: 15 }, (_, i) => i + 1),
  );
  expect(new Set(resources.map((resource) => resource.slug)).size).toBe(15);
  expect(new Set(resources.map((resource) => resource.title)).size).toBe(15);
});

test('the 14 placeholder resources link to /resources/{slug} and have coming-soon text', () => {
  expect(internal.map((resource) => resource.slug)).toEqual(comingSoonSlugs);
  for (const resource of internal) {
    expect(resource.link).toBe(`/resources/${resource.slug}`);
    expect(resource.comingSoon?.title).toBeTruthy();
    expect(resource.comingSoon?.description).toBeTruthy();
  }
});

test('one resource links to an external https page and has no coming-soon page', () => {
  expect(external).toHaveLength(1);
  const [docs] = external;
  expect(docs?.link).toMatch(/^https:\/\//);
  expect(docs?.comingSoon).toBeUndefined();
  expect(comingSoonSlugs).not.toContain(docs?.slug);
});

test('downloadable resources always have a file type, and only they do', () => {
  for (const resource of resources) {
    expect(resource.fileType !== undefined, resource.slug).toBe(resource.isDownloadable === true);
  }
  expect(resources.some((resource) => resource.isDownloadable === true)).toBe(true);
  expect(new Set(resources.map((resource) => resource.fileType).filter(Boolean))).toEqual(
    new Set(['PDF', 'ZIP', 'XLSX']),
  );
});

test('the schema enforces the downloadable, link and coming-soon rules', () => {
  const guide = resources[0];
  const docs = external[0];
  expect(guide).toBeDefined();
  expect(docs).toBeDefined();
  const invalid: unknown[] = [
    { ...guide, fileType: undefined },
    { ...guide, isDownloadable: false },
    { ...guide, link: resourcePath('another-slug') },
    { ...guide, comingSoon: undefined },
    { ...docs, isDownloadable: true },
    { ...docs, comingSoon: { title: 'Soon', description: 'Soon.' } },
    { ...docs, link: 'http://solana.com/docs/tokens' },
    { ...docs, link: 'javascript:alert(1)' },
    { ...guide, icon: 'NotAnIcon' },
  ];
  for (const candidate of invalid) {
    expect(resourceSchema.safeParse(candidate).success, JSON.stringify(candidate)).toBe(false);
  }
});

test('icon keys are lucide-react exports', () => {
  for (const icon of resourceIconSchema.options) {
    expect(Object.hasOwn(lucide, icon), icon).toBe(true);
  }
});

test('the tabs are All Resources, Guides, Tools and Code, and every category has resources', () => {
  for (const tab of resourceTabs) resourceTabSchema.parse(tab);
  expect(resourceTabs).toEqual([
    { id: 'all', label: 'All Resources' },
    { id: 'guides', label: 'Guides' },
    { id: 'tools', label: 'Tools' },
    { id: 'code', label: 'Code' },
  ]);
  for (const category of resourceCategorySchema.options) {
    expect(filterResources(resources, category).length, category).toBeGreaterThan(0);
  }
});

test('filterResources keeps list order and splits the library without overlap', () => {
  expect(filterResources(resources, 'all')).toEqual(resources);
  const byTab = resourceCategorySchema.options.map((category) =>
    filterResources(resources, category),
  );
  expect(byTab.reduce((sum, list) => sum + list.length, 0)).toBe(resources.length);
  for (const [i, category] of resourceCategorySchema.options.entries()) {
    const list = byTab[i] ?? [];
    expect(list.every((resource) => resource.category === category)).toBe(true);
    expect(list).toEqual(resources.filter((resource) => resource.category === category));
  }
  expect(filterResources(resources, 'code').map((resource) => resource.slug)).toEqual([
    'contract-templates',
    'wallet-integration-guide',
    'spl-token-standard',
    'nft-integration-guide',
  ]);
});

test('filterResources returns an empty list when a tab has no resources', () => {
  const guidesOnly: Resource[] = filterResources(resources, 'guides');
  expect(filterResources(guidesOnly, 'tools')).toEqual([]);
  expect(filterResources([], 'all')).toEqual([]);
});

test('isExternalLink follows the card rule: a link is external when it starts with http', () => {
  expect(isExternalLink('https://solana.com/docs/tokens')).toBe(true);
  expect(isExternalLink('/resources/security-checklist')).toBe(false);
});

test('parseResourceTab accepts the four tab ids and falls back to all for anything else', () => {
  expect(parseResourceTab('guides')).toBe('guides');
  expect(parseResourceTab('tools')).toBe('tools');
  expect(parseResourceTab('code')).toBe('code');
  expect(parseResourceTab('all')).toBe('all');
  for (const value of [null, '', 'Guides', 'guide', 'code ', '<script>', 'constructor']) {
    expect(parseResourceTab(value), String(value)).toBe('all');
  }
});

test('findComingSoonPage finds each placeholder by slug and nothing else', () => {
  for (const slug of comingSoonSlugs) {
    const page = findComingSoonPage(resources, slug);
    const resource = resources.find((entry) => entry.slug === slug);
    expect(page).toEqual({ ...resource?.comingSoon, path: `/resources/${slug}` });
  }
  expect(findComingSoonPage(resources, 'solana-token-docs')).toBeUndefined();
  expect(findComingSoonPage(resources, 'x')).toBeUndefined();
});

test('resourcePagePaths lists the library and every coming-soon page', () => {
  expect(resourcePagePaths(resources)).toEqual([
    '/resources',
    ...comingSoonSlugs.map((slug) => `/resources/${slug}`),
  ]);
});

test('every category has a badge label', () => {
  for (const category of resourceCategorySchema.options) {
    expect(resourceCategoryLabels[category]).toBeTruthy();
  }
});
