// @vitest-environment node
/**
 * The repository's import rules (eslint.config.js), proved on fixtures: each one rejects a violation
 * and lets a legal import through. The fixtures are virtual files inside the real folders, so the real
 * configuration applies to them exactly as `npm run lint` applies it; the paths they import are real
 * files, because the layering rule judges the file an import resolves to.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The rules that hold the import boundaries. */
type BoundaryRule =
  | 'no-restricted-imports'
  | '@typescript-eslint/no-restricted-imports'
  | 'import-x/no-restricted-paths';

interface Case {
  name: string;
  /** Where the fixture sits, from the repository root; the file itself need not exist. */
  file: string;
  code: string;
}

const rejected: (Case & { rule: BoundaryRule; message: RegExp })[] = [
  {
    name: 'a feature importing another feature',
    file: 'mf-learn/src/features/glossary/__lint-fixture__.ts',
    code: "export * from '../../tutorials/model/claim-machine';\n",
    rule: 'no-restricted-imports',
    message: /never imports another feature/,
  },
  {
    name: 'a feature importing another feature through the features folder',
    file: 'mf-learn/src/features/glossary/data/__lint-fixture__.ts',
    code: "export * from '../../../features/tutorials/model/claim-machine';\n",
    rule: 'no-restricted-imports',
    message: /never imports another feature/,
  },
  {
    name: "a feature importing another app's source (relative)",
    file: 'mf-blog/src/features/posts/__lint-fixture__.ts',
    code: "export * from '../../../../mf-learn/src/app/section';\n",
    rule: 'no-restricted-imports',
    message: /Apps meet only/,
  },
  {
    name: "a feature importing another app's source (package name)",
    file: 'mf-blog/src/features/posts/components/__lint-fixture__.ts',
    code: "export * from '@tla/mf-learn/src/app/section';\n",
    rule: 'no-restricted-imports',
    message: /Apps meet only/,
  },
  {
    name: 'a feature importing shared-ui by its source path',
    file: 'mf-blog/src/features/posts/__lint-fixture__.ts',
    code: "export * from '@tla/shared-ui/src/lib/cn';\n",
    rule: 'no-restricted-imports',
    message: /subpath exports/,
  },
  {
    name: 'an app importing another app',
    file: 'shell/src/app/__lint-fixture__.ts',
    code: "export * from '../../../mf-blog/src/app/section';\n",
    rule: 'no-restricted-imports',
    message: /Apps meet only/,
  },
  {
    name: 'an app importing scripts/',
    file: 'mf-blog/src/app/__lint-fixture__.ts',
    code: "export * from '../../../scripts/workspace';\n",
    rule: 'import-x/no-restricted-paths',
    message: /never import the build orchestration/,
  },
  {
    name: "an app's build config importing scripts/",
    file: 'mf-learn/__lint-fixture__.config.ts',
    code: "export * from '../scripts/workspace';\n",
    rule: 'import-x/no-restricted-paths',
    message: /never import the build orchestration/,
  },
  {
    name: 'an app importing e2e',
    file: 'shell/src/config/__lint-fixture__.ts',
    code: "export * from '../../../e2e/route-table';\n",
    rule: 'import-x/no-restricted-paths',
    message: /end-to-end suite/,
  },
  {
    name: 'platform importing an app (package name)',
    file: 'platform/src/build/__lint-fixture__.ts',
    code: "export * from '@tla/shell/src/config/navigation';\n",
    rule: 'import-x/no-restricted-paths',
    message: /@tla\/platform sits below the apps/,
  },
  {
    name: 'platform importing an app (relative, climbing out of the package)',
    file: 'platform/src/prerender/__lint-fixture__.ts',
    code: "export * from '../../../mf-simulator/src/app/section';\n",
    rule: 'import-x/no-restricted-paths',
    message: /@tla\/platform sits below the apps/,
  },
  {
    name: 'the glossary data importing an app',
    file: 'glossary/src/__lint-fixture__.ts',
    code: "export * from '../../mf-learn/src/app/section';\n",
    rule: 'import-x/no-restricted-paths',
    message: /@tla\/glossary is data/,
  },
  {
    name: 'platform importing scripts/',
    file: 'platform/src/build/__lint-fixture__.ts',
    code: "export * from '../../../scripts/workspace';\n",
    rule: 'import-x/no-restricted-paths',
    message: /@tla\/platform sits below the apps/,
  },
  {
    name: 'shared-ui importing platform (package name)',
    file: 'shared-ui/src/lib/__lint-fixture__.ts',
    code: "export * from '@tla/platform/deploy/deployment';\n",
    rule: 'import-x/no-restricted-paths',
    message: /@tla\/shared-ui sits below/,
  },
  {
    name: 'shared-ui importing platform (relative, climbing out of the package)',
    file: 'shared-ui/src/components/__lint-fixture__.tsx',
    code: "export * from '../../../platform/src/deploy/deployment';\n",
    rule: 'import-x/no-restricted-paths',
    message: /@tla\/shared-ui sits below/,
  },
  {
    name: 'shared-ui importing an app',
    file: 'shared-ui/src/lib/__lint-fixture__.ts',
    code: "export * from '../../../shell/src/config/navigation';\n",
    rule: 'import-x/no-restricted-paths',
    message: /@tla\/shared-ui sits below/,
  },
  {
    name: 'federated importing shared-ui (package name)',
    file: 'shared-ui/federated/src/__lint-fixture__.ts',
    code: "export * from '@tla/shared-ui/lib/cn';\n",
    rule: 'import-x/no-restricted-paths',
    message: /@tla\/federated is the bottom layer/,
  },
  {
    name: 'federated importing shared-ui (relative, climbing out of the package)',
    file: 'shared-ui/federated/src/__lint-fixture__.ts',
    code: "export * from '../../src/lib/cn';\n",
    rule: 'import-x/no-restricted-paths',
    message: /@tla\/federated is the bottom layer/,
  },
  {
    name: 'federated importing platform',
    file: 'shared-ui/federated/src/__lint-fixture__.ts',
    code: "export * from '@tla/platform/deploy/deployment';\n",
    rule: 'import-x/no-restricted-paths',
    message: /@tla\/shared-ui sits below/,
  },
  {
    name: 'an app file importing react-router instead of its facade',
    file: 'mf-learn/src/app/__lint-fixture__.ts',
    code: "import { Link } from 'react-router';\n\nexport { Link };\n",
    rule: '@typescript-eslint/no-restricted-imports',
    message: /@tla\/federated\/router/,
  },
  {
    name: 'a feature file importing zod instead of its facade',
    file: 'mf-blog/src/features/posts/data/__lint-fixture__.ts',
    code: "import { z } from 'zod';\n\nexport const title = z.string();\n",
    rule: '@typescript-eslint/no-restricted-imports',
    message: /@tla\/federated\/zod/,
  },
];

const accepted: Case[] = [
  {
    name: 'a feature importing its own files',
    file: 'mf-learn/src/features/tutorials/components/__lint-fixture__.ts',
    code: "export * from '../model/claim-machine';\n",
  },
  {
    name: "a feature importing its app's shared folders",
    file: 'shell/src/features/home/data/__lint-fixture__.ts',
    code: "export * from '../../../config/content-schemas';\n",
  },
  {
    name: 'an app importing @tla/platform',
    file: 'shell/src/app/__lint-fixture__.ts',
    code: "export * from '@tla/platform/deploy/deployment';\n",
  },
  {
    name: 'an app importing shared-ui through a subpath export and the router facade',
    file: 'mf-blog/src/features/posts/__lint-fixture__.tsx',
    code: "export * from '@tla/shared-ui/lib/cn';\nexport * from '@tla/federated/router';\n",
  },
  {
    name: 'platform importing @tla/shared-ui',
    file: 'platform/src/islands/__lint-fixture__.ts',
    code: "export * from '@tla/shared-ui/lib/cn';\n",
  },
  {
    name: 'shared-ui importing @tla/federated',
    file: 'shared-ui/src/lib/__lint-fixture__.ts',
    code: "export * from '@tla/federated/router';\n",
  },
  {
    name: 'federated importing its own files',
    file: 'shared-ui/federated/src/__lint-fixture__.ts',
    code: "export * from './site-config';\n",
  },
  {
    name: 'scripts importing @tla/platform',
    file: 'scripts/__lint-fixture__.ts',
    code: "export * from '@tla/platform/deploy/deployment';\n",
  },
  {
    name: 'e2e importing @tla/platform and scripts/',
    file: 'e2e/__lint-fixture__.ts',
    code: "export * from '@tla/platform/deploy/deployment';\nexport * from '../scripts/chromium-options';\n",
  },
];

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function lint({ file, code }: Case) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages;
}

describe('eslint.config.js import rules', { timeout: 120_000 }, () => {
  it.each(rejected)('rejects $name', async (fixture) => {
    const messages = await lint(fixture);
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    expect(messages).toContainEqual(
      expect.objectContaining({
        ruleId: fixture.rule,
        severity: 2,
        message: expect.stringMatching(fixture.message),
      }),
    );
  });

  it.each(accepted)('accepts $name', async (fixture) => {
    expect(await lint(fixture)).toEqual([]);
  });
});
