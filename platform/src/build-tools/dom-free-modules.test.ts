import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { domFreeAliases, domFreePackages } from './dom-free-modules';

const require = createRequire(import.meta.url);
const exportsSchema = z.object({ exports: z.object({ browser: z.string(), default: z.string() }) });

function manifestOf(name: string) {
  const main = require.resolve(name);
  const root = dirname(main);
  return {
    main,
    root,
    exports: exportsSchema.parse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')))
      .exports,
  };
}

test.each(domFreePackages)(
  '%s still needs the alias: its browser build writes innerHTML',
  (name) => {
    const { root, exports } = manifestOf(name);
    // When this fails the library stopped using a DOM sink in the browser: drop the alias.
    expect(readFileSync(join(root, exports.browser), 'utf8')).toMatch(/\.innerHTML\s*=/);
  },
);

test.each(domFreePackages)('the alias of %s points at a build with no DOM sink', (name) => {
  const alias = domFreeAliases().find(
    (entry) => entry.find instanceof RegExp && entry.find.test(name),
  );
  const replacement = alias?.replacement ?? '';
  const source = readFileSync(replacement, 'utf8');
  expect(replacement).toBe(join(manifestOf(name).root, manifestOf(name).exports.default));
  expect(source).not.toMatch(/innerHTML|document\.|DOMParser/);
});

test('the alias matches the bare import only, not a file inside the package', () => {
  const [alias] = domFreeAliases();
  expect(
    alias?.find instanceof RegExp &&
      alias.find.test('decode-named-character-reference/index.dom.js'),
  ).toBe(false);
});

test('the DOM-free build decodes named references, and refuses unknown ones', async () => {
  // Node resolves the bare name to the same file as the alias (checked above).
  const { decodeNamedCharacterReference: decode } =
    await import('decode-named-character-reference');
  expect(decode('amp')).toBe('&');
  expect(decode('eacute')).toBe('é');
  expect(decode('HilbertSpace')).toBe('ℋ');
  expect(decode('MadeUpEntity')).toBe(false);
});
