// @vitest-environment node
import { expect, test } from 'vitest';
import { providedSharedModules } from '../build-tools/shared-dependencies';
import { lazilyProvidedModules, providedModules } from './federation-host';

// A remote built with `import: false` finds a shared module only if the host provides it.
test('the shell provides every module the apps share or once shared, and nothing else', () => {
  const sharedKeyOf = (name: string) =>
    name in providedSharedModules ? name : `${name.split('/')[0]}/`;
  const provided = new Set(
    [...Object.keys(providedModules), ...Object.keys(lazilyProvidedModules)].map(sharedKeyOf),
  );
  expect([...provided].sort()).toEqual(Object.keys(providedSharedModules).sort());
});

test('what it provides is the module itself, with its exports', () => {
  expect(providedModules.react.useState).toBeTypeOf('function');
  expect(providedModules['react-dom/client'].hydrateRoot).toBeTypeOf('function');
  expect(providedModules['@tla/federated/router'].Link).toBeDefined();
  expect(providedModules['tailwind-merge'].twMerge).toBeTypeOf('function');
});

test('what it provides on request is the module itself, with its exports', async () => {
  const primitives = await lazilyProvidedModules['@tla/federated/primitives']();
  expect(primitives.Accordion.Root).toBeDefined();
  expect(primitives.Slot.Slot).toBeDefined();
});
