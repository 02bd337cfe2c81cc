// @vitest-environment node
import { expect, test } from 'vitest';
import { parsePublished } from './parse-published';
import {
  describeFinding,
  providedSharedModulesSchema,
  requiredSharedModulesSchema,
  sharedModuleFindings,
  type ProvidedSharedModules,
  type RequiredSharedModules,
} from './shared-modules';

const shell: ProvidedSharedModules = {
  app: 'shell',
  buildId: 'shell-1',
  modules: [
    { name: 'react', version: '19.3.1' },
    { name: 'react/', version: '19.3.1' },
    { name: '@tla/federated/router', version: '1.0.0', exports: ['Link', 'useParams'] },
    { name: '@tla/federated/zod', version: '1.0.0', exports: ['z'] },
  ],
};

const remote = (modules: RequiredSharedModules['modules']): RequiredSharedModules => ({
  remote: 'mf_blog',
  buildId: 'blog-1',
  modules,
});

test('a remote whose every requirement the shell meets has no findings', () => {
  expect(
    sharedModuleFindings(
      shell,
      remote([
        { name: 'react', range: '^19.3.0', imports: [] },
        { name: 'react/', range: '^19.3.0', imports: [] },
        { name: '@tla/federated/router', range: '^1.0.0', imports: ['Link'] },
      ]),
    ),
  ).toEqual([]);
});

test('a module the shell does not provide, a version outside the range and a missing export are each found', () => {
  const findings = sharedModuleFindings(
    shell,
    remote([
      { name: 'react', range: '^20.0.0', imports: [] },
      { name: '@tla/federated/toast-store', range: '^1.0.0', imports: [] },
      { name: '@tla/federated/router', range: '^1.0.0', imports: ['Link', 'useNavigation'] },
    ]),
  );
  expect(findings).toEqual([
    { kind: 'version-out-of-range', module: 'react', range: '^20.0.0', version: '19.3.1' },
    { kind: 'missing-module', module: '@tla/federated/toast-store', range: '^1.0.0' },
    { kind: 'missing-export', module: '@tla/federated/router', export: 'useNavigation' },
  ]);
  expect(findings.map(describeFinding)).toEqual([
    'it requires react ^20.0.0, but the live shell provides 19.3.1',
    'it requires @tla/federated/toast-store ^1.0.0, which the live shell does not provide',
    "it imports useNavigation from @tla/federated/router, which the live shell's build does not export",
  ]);
});

test('a pre-release or lower version than the range asks for is outside it', () => {
  const older = { ...shell, modules: [{ name: 'react', version: '19.2.9' }] };
  expect(
    sharedModuleFindings(older, remote([{ name: 'react', range: '^19.3.1', imports: [] }])),
  ).toHaveLength(1);
  const next = { ...shell, modules: [{ name: 'react', version: '19.4.0-rc.1' }] };
  expect(
    sharedModuleFindings(next, remote([{ name: 'react', range: '^19.3.1', imports: [] }])),
  ).toHaveLength(1);
});

test('a shared-modules.json that does not parse names its file and field', () => {
  expect(() =>
    parsePublished(
      providedSharedModulesSchema,
      JSON.stringify({ ...shell, modules: [{ name: 'react', version: 'nineteen' }] }),
      'shell/dist/shared-modules.json',
    ),
  ).toThrow(
    'shell/dist/shared-modules.json does not match its schema: modules.0.version: must be a semver version',
  );
  expect(() =>
    parsePublished(
      requiredSharedModulesSchema,
      JSON.stringify(remote([{ name: 'react', range: 'soon', imports: [] }])),
      'mf-blog/dist/shared-modules.json',
    ),
  ).toThrow(
    'mf-blog/dist/shared-modules.json does not match its schema: modules.0.range: must be a semver range',
  );
  expect(() =>
    parsePublished(
      requiredSharedModulesSchema,
      JSON.stringify(remote([{ name: '@tla/federated/zod', range: '^1.0.0', imports: ['z z'] }])),
      'mf-blog/dist/shared-modules.json',
    ),
  ).toThrow('modules.0.imports.0: must be an export name');
});
