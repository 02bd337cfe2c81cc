import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root: folders are read from here, not from the working directory ESLint runs in. */
const root = import.meta.dirname;

/** The apps: the workspaces with an `src/app` (the shell and the remotes), not listed a second time here. */
const apps = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.filter(
  (folder) => existsSync(path.join(root, folder, 'src', 'app')),
);

/**
 * `no-restricted-imports` patterns, by the specifier as written. Flat config does not merge a rule's
 * options: the last block that matches a file replaces the rule for it. So every file gets exactly one
 * block for this rule, carrying all the patterns that apply to it (an app's, plus its feature's).
 */
const sharedUiSubpaths = {
  regex: '^@tla/shared-ui(/src/.*)?$',
  message: 'Import shared-ui through its subpath exports (components/*, lib/*, ...).',
};

/** An app never reaches into another app's source: they meet through shared-ui or a federated module. */
const appPatterns = (app) => [
  {
    group: apps
      .filter((other) => other !== app)
      .flatMap((other) => [`**/${other}`, `**/${other}/**`]),
    message: 'Apps meet only through @tla/shared-ui or a federated module.',
  },
  sharedUiSubpaths,
];

const appBoundaries = apps.map((app) => ({
  files: [`${app}/**/*.{ts,tsx,js,mjs}`],
  rules: { 'no-restricted-imports': ['error', { patterns: appPatterns(app) }] },
}));

/**
 * A feature never imports another feature (bulletproof-react): one block per feature folder, which
 * keeps its app's patterns too.
 */
const featureBoundaries = apps.flatMap((app) => {
  const featuresDir = `${app}/src/features`;
  if (!existsSync(path.join(root, featuresDir))) return [];
  const features = readdirSync(path.join(root, featuresDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appPatterns(app),
            {
              regex: `(^|/)features/(?!${feature}/)|^(\\.\\./)+(?!${feature}/)(${features.join('|')})/`,
              message:
                'A feature never imports another feature; lift shared code to shared-ui or the app.',
            },
          ],
        },
      ],
    },
  }));
});

/**
 * Inside an app, one direction too (bulletproof-react): `app/` (routes, layout) composes features and
 * shared code; features use shared code; shared code (`components/`, `lib/`, `hooks/`, `config/`)
 * never imports a feature or the app layer. Its block keeps its app's patterns.
 */
const sharedFolders = ['components', 'lib', 'hooks', 'config'];
const sharedCodeBoundaries = apps.map((app) => ({
  files: sharedFolders.map((folder) => `${app}/src/${folder}/**/*.{ts,tsx}`),
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...appPatterns(app),
          {
            regex: '^(\\.\\./)+(features|app)(/|$)',
            message:
              'Shared code (components, lib, hooks, config) never imports a feature or the app layer: move the importer to app/ or the code down.',
          },
        ],
      },
    ],
  },
}));

/**
 * One direction between the layers, checked on the file an import resolves to (package names through
 * the workspace links, and relative paths that climb out of a package, alike):
 * apps (shell, mf-*) -> @tla/platform or @tla/glossary (data) -> @tla/shared-ui -> @tla/federated,
 * never back. Build orchestration (scripts/) and the bench sit above the apps, and only e2e and scripts
 * import e2e.
 */
const appDirs = apps.map((app) => `./${app}`);
const layerZones = [
  {
    target: appDirs,
    from: ['./scripts', './bench', './e2e'],
    message:
      'Apps never import the build orchestration (scripts/), the bench or the end-to-end suite.',
  },
  {
    target: './platform',
    from: [...appDirs, './scripts', './bench', './e2e'],
    message:
      '@tla/platform sits below the apps: it never imports an app, scripts/, the bench or e2e.',
  },
  {
    target: './glossary',
    from: ['./platform', ...appDirs, './scripts', './bench', './e2e'],
    message:
      '@tla/glossary is data the apps build with: it never imports an app, the platform, scripts/ or the bench.',
  },
  {
    target: './shared-ui',
    from: ['./platform', './glossary', ...appDirs, './scripts', './bench', './e2e'],
    message: '@tla/shared-ui sits below @tla/platform and the apps: it never imports them.',
  },
  {
    target: './shared-ui/federated',
    from: './shared-ui',
    except: ['./federated'],
    message:
      '@tla/federated is the bottom layer: it never imports @tla/shared-ui (or anything above).',
  },
];

const layering = {
  files: ['**/*.{ts,tsx,js,mjs,cjs}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({
        extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
        conditionNames: ['import', 'module', 'default'],
      }),
    ],
  },
  rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
};

/**
 * The router, TanStack Query, zod and Radix's Slot are federated through
 * @tla/federated's facades, never as packages: a remote importing the package would bundle a second copy (for the router and Query, with contexts of
 * its own). Tests and build-time rendering run in Node, where both paths are one module, so they may
 * import the packages.
 */
const federatedFacades = {
  files: [
    'shell/src/**/*.{ts,tsx}',
    'mf-*/src/**/*.{ts,tsx}',
    'shared-ui/src/**/*.{ts,tsx}',
    'shared-ui/federated/src/**/*.ts',
    'platform/src/**/*.{ts,tsx}',
  ],
  ignores: [
    '**/*.test.{ts,tsx}',
    '**/test/**',
    '**/test-utils.tsx',
    '**/src/app/prerender.tsx',
    // Build time, in Node: the deployment, the servers, the build config and the prerender.
    'platform/src/{build-tools,deploy,server,prerender,lint}/**',
    'shared-ui/federated/src/router.ts',
    'shared-ui/federated/src/query.ts',
    'shared-ui/federated/src/zod.ts',
    'shared-ui/federated/src/zod-api.ts',
    'shared-ui/federated/src/{slot,primitives}.ts',
  ],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-router',
            message: 'Import the router from @tla/federated/router (the federated facade).',
            allowTypeImports: true,
          },
          {
            name: 'zod',
            message: 'Import zod from @tla/federated/zod (the federated facade).',
            allowTypeImports: true,
          },
          {
            name: '@tanstack/react-query',
            message: 'Import TanStack Query from @tla/federated/query (the federated facade).',
            allowTypeImports: true,
          },
          {
            name: 'radix-ui',
            importNames: ['Slot'],
            message: 'Import Slot from @tla/federated/slot (shared with the shell).',
            allowTypeImports: true,
          },
        ],
      },
    ],
  },
};

/**
 * What gets typescript-eslint's type-checked rules (see below). The bench (bench/) only when asked, as
 * `npm run bench:check` does once it has installed the bench's tools: without them (`npm ci` at the
 * root leaves them out) their imports have no types, and every use of one would read as `any`.
 */
const typeCheckedFiles = [
  'platform/src/**/*.{ts,tsx}',
  'scripts/**/*.ts',
  ...(process.env.LINT_BENCH_TYPES === '1' ? ['bench/**/*.ts'] : []),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/.tmp/**',
      'bench-results/**',
      '.deploy/**',
      '.releases/**',
      '.release-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  /**
   * The code that joins the builds (the platform and the build scripts) gets typescript-eslint's
   * type-checked rules: it handles what other apps publish, where an unchecked `any` or a floating
   * promise does the most harm. Type-checked rules cost several times the CPU time of the syntactic
   * ones, so the rest of the tree keeps the syntactic rules only.
   */
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({
    ...config,
    files: typeCheckedFiles,
    ignores: ['**/*.test.{ts,tsx}', '**/__lint-fixture__*'],
  })),
  {
    files: typeCheckedFiles,
    ignores: ['**/*.test.{ts,tsx}', '**/__lint-fixture__*'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
  },
  ...appBoundaries,
  ...featureBoundaries,
  ...sharedCodeBoundaries,
  layering,
  federatedFacades,
  {
    files: [
      'scripts/**/*.ts',
      'bench/**/*.ts',
      'platform/src/**/*.ts',
      '**/*.config.{js,ts}',
      'e2e/**/*.ts',
      '.ci/**',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // A scrollable region must be focusable for keyboard users (axe: scrollable-region-focusable).
    files: ['**/*.tsx'],
    rules: {
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
