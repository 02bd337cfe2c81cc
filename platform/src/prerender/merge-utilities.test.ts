// @vitest-environment node
import { expect, test } from 'vitest';
import { mergeUtilities } from './merge-utilities';

const blogScope = ':where([data-remote=mf_blog]) ';
const learnScope = ':where([data-remote="mf_learn"]) ';

/** A sheet as Tailwind writes it (minified): layers declared, tokens, then its utilities layer. */
const sheet = (utilities: string, { scope = '', tokens = ':root{--primary:#7c3aed}' } = {}) =>
  '@layer theme,base,components,utilities;' +
  '@layer theme{:root,:host{--spacing:.25rem}}' +
  `@layer utilities{${utilities.replaceAll('SCOPE ', scope)}}` +
  `${tokens}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}`;

test('the utilities every sheet shares are written once, unscoped, where the first sheet had its own', () => {
  const shell = sheet('.flex{display:flex}.p-4{padding:calc(var(--spacing)*4)}');
  const blog = sheet(
    'SCOPE .flex{display:flex}SCOPE .gap-2{gap:calc(var(--spacing)*2)}SCOPE .p-4{padding:calc(var(--spacing)*4)}',
    { scope: blogScope },
  );
  expect(mergeUtilities([shell, blog])).toBe(
    '@layer theme,base,components,utilities;@layer theme{:root,:host{--spacing:.25rem}}' +
      '@layer utilities{.flex{display:flex}.gap-2{gap:calc(var(--spacing)*2)}.p-4{padding:calc(var(--spacing)*4)}}' +
      ':root{--primary:#7c3aed}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}\n' +
      // The section's other layers and tokens stay where they were; its registration, the same, goes.
      '@layer theme,base,components,utilities;@layer theme{:root,:host{--spacing:.25rem}}:root{--primary:#7c3aed}',
  );
});

test('each sheet’s order holds: a section’s `hidden` stays before the `sm:flex` that must win over it', () => {
  const shell = sheet('.flex{display:flex}@media (width>=40rem){.sm\\:flex{display:flex}}');
  const blog = sheet(
    'SCOPE .hidden{display:none}SCOPE .flex{display:flex}@media (width>=40rem){SCOPE .sm\\:flex{display:flex}SCOPE .sm\\:p-2{padding:.5rem}}',
    { scope: blogScope },
  );
  const learn = sheet(
    '@media (width>=40rem){SCOPE .sm\\:flex{display:flex}}SCOPE .underline{text-decoration-line:underline}',
    { scope: learnScope },
  );
  expect(mergeUtilities([shell, blog, learn])).toContain(
    '@layer utilities{.hidden{display:none}.flex{display:flex}' +
      '@media (width>=40rem){.sm\\:flex{display:flex}.sm\\:p-2{padding:.5rem}}' +
      '.underline{text-decoration-line:underline}}',
  );
});

test('a selector split around a fallback keeps both of its rules, in their order', () => {
  const split =
    '.from-primary\\/15{--tw-gradient-from:var(--primary)}' +
    '@supports (color:color-mix(in lab, red, red)){SCOPE .from-primary\\/15{--tw-gradient-from:color-mix(in oklab,var(--primary) 15%,transparent)}}' +
    'SCOPE .from-primary\\/15{--tw-gradient-stops:var(--tw-gradient-from)}';
  const merged = mergeUtilities([
    sheet(split.replaceAll('SCOPE ', '')),
    sheet(`SCOPE ${split}`, { scope: blogScope }),
  ]);
  expect(merged).toContain(
    '@layer utilities{.from-primary\\/15{--tw-gradient-from:var(--primary)}' +
      '@supports (color:color-mix(in lab, red, red)){.from-primary\\/15{--tw-gradient-from:color-mix(in oklab,var(--primary) 15%,transparent)}}' +
      '.from-primary\\/15{--tw-gradient-stops:var(--tw-gradient-from)}}',
  );
});

test('sheets that style one selector differently (another Tailwind or theme) are left as they were', () => {
  const sheets = [
    sheet('.bg-primary{background-color:var(--primary)}'),
    sheet('SCOPE .bg-primary{background-color:#7c3aed}', { scope: blogScope }),
  ];
  expect(mergeUtilities(sheets)).toBe(sheets.join('\n'));
});

test('sheets whose orders disagree are left as they were', () => {
  const sheets = [
    sheet('.block{display:block}.hidden{display:none}'),
    sheet('SCOPE .hidden{display:none}SCOPE .block{display:block}', { scope: blogScope }),
  ];
  expect(mergeUtilities(sheets)).toBe(sheets.join('\n'));
});

test('a section rule with a selector outside its scope leaves the sheets as they were', () => {
  const sheets = [
    sheet('.flex{display:flex}'),
    sheet(`SCOPE .flex{display:flex}${blogScope}.grid,.leak{display:grid}`, { scope: blogScope }),
  ];
  expect(mergeUtilities(sheets)).toBe(sheets.join('\n'));
});

test('a section sheet with a scope this cannot read, or with some rules unscoped, leaves the sheets as they were', () => {
  const shell = sheet('.flex{display:flex}.grid{display:grid}');
  const unreadable = [shell, sheet(':where([data-remote=mf.blog]) .flex{display:flex}')];
  expect(mergeUtilities(unreadable)).toBe(unreadable.join('\n'));
  const mixed = [
    shell,
    sheet('SCOPE .flex{display:flex}.grid{display:grid}', { scope: blogScope }),
  ];
  expect(mergeUtilities(mixed)).toBe(mixed.join('\n'));
});

test('a sheet without a utilities layer stays as it is, and one that does not parse is joined as is', () => {
  const plain = '.reader-text a{color:inherit}';
  expect(
    mergeUtilities([
      sheet('.flex{display:flex}'),
      plain,
      sheet('SCOPE .flex{display:flex}', { scope: blogScope }),
    ]),
  ).toBe(
    '@layer theme,base,components,utilities;@layer theme{:root,:host{--spacing:.25rem}}@layer utilities{.flex{display:flex}}:root{--primary:#7c3aed}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}\n' +
      `${plain}\n` +
      '@layer theme,base,components,utilities;@layer theme{:root,:host{--spacing:.25rem}}:root{--primary:#7c3aed}',
  );
  const broken = [sheet('.flex{display:flex}'), '.a{color:red'];
  expect(mergeUtilities(broken)).toBe(broken.join('\n'));
});
