import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { appIds, type AppId } from '@tla/platform/deploy/deployment';
import { appGrep } from '../e2e/app-tags';
import { UsageError } from './command-line';
import { appSteps, parseTestAppArgs } from './test-app';
import { repoRoot } from './workspace';

type Suite = { specs: { tags: string[]; tests: { projectName: string }[] }[]; suites?: Suite[] };
const suiteSchema: z.ZodType<Suite> = z.lazy(() =>
  z.object({
    specs: z.array(
      z.object({
        tags: z.array(z.string()),
        tests: z.array(z.object({ projectName: z.string() })),
      }),
    ),
    suites: z.array(suiteSchema).optional(),
  }),
);
const listSchema = z.object({ suites: z.array(suiteSchema) });

/** The end-to-end tests one app's run selects: each with its project and tags (without the @). */
function selected(app: AppId): { project: string; tags: string[] }[] {
  const e2e = appSteps(app).at(-1);
  if (!e2e) throw new Error('test:app has no end-to-end step');
  const report = execFileSync(e2e.command, [...e2e.args, '--list', '--reporter=json'], {
    cwd: e2e.cwd,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const flatten = (suite: Suite): { project: string; tags: string[] }[] => [
    ...suite.specs.flatMap((spec) =>
      spec.tests.map((one) => ({ project: one.projectName, tags: spec.tags })),
    ),
    ...(suite.suites ?? []).flatMap(flatten),
  ];
  return listSchema.parse(JSON.parse(report)).suites.flatMap(flatten);
}

test('an app tag selects that app, never another whose id it begins', () => {
  const grep = new RegExp(appGrep('blog'));
  expect(grep.test('origins blog-flows.spec.ts open a post @blog')).toBe(true);
  expect(grep.test('origins x.spec.ts @blog @shell')).toBe(true);
  expect(grep.test('origins x.spec.ts @smoke')).toBe(true);
  expect(grep.test('origins x.spec.ts @blogger @shell')).toBe(false);
  expect(grep.test('origins x.spec.ts @learn')).toBe(false);
});

test('a run selects its app’s tests and the whole smoke, in the origins topology only', () => {
  const tests = selected('simulator');
  expect(tests.length).toBeGreaterThan(appIds.length);
  expect(new Set(tests.map((one) => one.project))).toEqual(new Set(['origins']));
  for (const one of tests)
    expect(one.tags.some((tag) => ['simulator', 'smoke'].includes(tag))).toBe(true);
  // One smoke test per app's main page, and the header's navigation.
  expect(tests.filter((one) => one.tags.includes('smoke'))).toHaveLength(appIds.length + 1);
}, 120_000);

test('an unknown app is refused with the list of apps', () => {
  const result = spawnSync('npx', ['tsx', join('scripts', 'test-app.ts'), 'blgo'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    'npm run test:app -- <app>: got "blgo"; the apps are shell, blog, learn, simulator',
  );
}, 60_000);

test('a run names one app; a flag or a second app is a mistake', () => {
  expect(parseTestAppArgs(['learn'])).toEqual({ app: 'learn' });
  expect(() => parseTestAppArgs(['learn', '--fast'])).toThrow(UsageError);
  expect(() => parseTestAppArgs(['learn', '--fast'])).toThrow(
    'unknown argument "--fast" (usage: npm run test:app -- <app>)',
  );
  expect(() => parseTestAppArgs(['learn', 'blog'])).toThrow(
    'npm run test:app -- <app>: name one app, got learn blog',
  );
});
