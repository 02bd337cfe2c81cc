// @vitest-environment node
/**
 * One direction between the packages: apps, then platform, shared-ui and federated; scripts and e2e
 * above (fixtures: lint-fixtures.ts).
 */
import { proveBoundaries, type Case, type RejectedCase } from './lint-fixtures';

const rejected: RejectedCase[] = [
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
    file: 'platform/src/build-tools/__lint-fixture__.ts',
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
    file: 'platform/src/build-tools/__lint-fixture__.ts',
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
];

const accepted: Case[] = [
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

proveBoundaries('eslint.config.js: the layers between packages', rejected, accepted);
