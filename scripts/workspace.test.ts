/**
 * The root package.json lists the workspaces, and JSON cannot import a list: so what names folders
 * in its own way is checked against it here (scripts/workspace.ts derives the rest from it).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { appFolders, e2eFolder, repoRoot, workspaceFolders } from './workspace';

test('every app folder is a workspace, and the workspaces with an src/app are the apps', () => {
  const apps = Object.values(appFolders);
  expect(workspaceFolders).toEqual(expect.arrayContaining([...apps, e2eFolder]));
  // ESLint's boundaries take the apps from package.json this way (eslint.config.js).
  const withAppLayer = workspaceFolders.filter((folder) =>
    existsSync(join(repoRoot, folder, 'src', 'app')),
  );
  expect(withAppLayer.sort()).toEqual([...apps].sort());
});

const folders = z.union([z.string(), z.array(z.string())]);
const layeringSchema = z.object({
  rules: z.object({
    'import-x/no-restricted-paths': z.tuple([
      z.unknown(),
      z.object({ zones: z.array(z.object({ target: folders, from: folders })) }),
    ]),
  }),
});

test("ESLint's layering rule places every workspace", async () => {
  const config: unknown = await new ESLint({ cwd: repoRoot }).calculateConfigForFile(
    join(repoRoot, 'platform', 'src', 'index.ts'),
  );
  const [, { zones }] = layeringSchema.parse(config).rules['import-x/no-restricted-paths'];
  const placed = new Set(zones.flatMap(({ target, from }) => [target, from].flat()));
  for (const folder of workspaceFolders) {
    expect(placed.has(`./${folder}`), folder).toBe(true);
  }
});
