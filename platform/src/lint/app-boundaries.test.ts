// @vitest-environment node
/**
 * Inside an app: features stay apart, shared code never imports a feature or the app layer, apps
 * stay apart, the federated facades are used (fixtures: lint-fixtures.ts).
 */
import { proveBoundaries, type Case, type RejectedCase } from './lint-fixtures';

const rejected: RejectedCase[] = [
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
  {
    name: 'a shared component importing a feature',
    file: 'shell/src/components/__lint-fixture__.ts',
    code: "export * from '../features/theme/theme-toggle';\n",
    rule: 'no-restricted-imports',
    message: /Shared code \(components, lib, hooks, config\) never imports a feature/,
  },
  {
    name: 'a shared component in a subfolder importing the app layer',
    file: 'shell/src/components/page-sections/__lint-fixture__.ts',
    code: "export * from '../../app/layout/header';\n",
    rule: 'no-restricted-imports',
    message: /never imports a feature or the app layer/,
  },
  {
    name: "a remote's config importing a feature",
    file: 'mf-blog/src/config/__lint-fixture__.ts',
    code: "export * from '../features/posts/data/categories';\n",
    rule: 'no-restricted-imports',
    message: /never imports a feature or the app layer/,
  },
  {
    name: "shared code importing another app (the app's patterns still apply there)",
    file: 'shell/src/lib/__lint-fixture__.ts',
    code: "export * from '../../../mf-blog/src/app/section';\n",
    rule: 'no-restricted-imports',
    message: /Apps meet only/,
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
    name: 'the app layout composing features and shared components',
    file: 'shell/src/app/layout/__lint-fixture__.ts',
    code: "export * from '../../features/theme/theme-toggle';\nexport * from '../../components/site-logo';\n",
  },
  {
    name: 'a feature using shared components and config',
    file: 'shell/src/features/home/components/__lint-fixture__.ts',
    code: "export * from '../../../components/page-sections/content-section';\nexport * from '../../../config/icons';\n",
  },
  {
    name: 'shared components using each other and config',
    file: 'shell/src/components/page-sections/__lint-fixture__.ts',
    code: "export * from '../site-logo';\nexport * from '../../config/icons';\n",
  },
];

proveBoundaries('eslint.config.js: the boundaries inside and between apps', rejected, accepted);
