import { expect, test } from 'vitest';
import { sharedModules } from '../build/shared-dependencies';
import { providedModules } from './federation-host';

// A remote built with `import: false` finds a shared module only if the host provides it.
test('the shell provides every module the apps share, and nothing else', () => {
  const sharedKeyOf = (name: string) => (name in sharedModules ? name : `${name.split('/')[0]}/`);
  const provided = new Set(Object.keys(providedModules).map(sharedKeyOf));
  expect([...provided].sort()).toEqual(Object.keys(sharedModules).sort());
});

test('what it provides is the module itself, with its exports', () => {
  expect(providedModules.react.useState).toBeTypeOf('function');
  expect(providedModules['react-dom/client'].hydrateRoot).toBeTypeOf('function');
  expect(providedModules['@tla/federated/router'].Link).toBeDefined();
  expect(providedModules['tailwind-merge'].twMerge).toBeTypeOf('function');
});
