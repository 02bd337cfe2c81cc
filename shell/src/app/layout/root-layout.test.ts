// @vitest-environment node
import { expect, test } from 'vitest';
import * as rootLayout from './root-layout';

// React Fast Refresh updates a module in place only when every export is a component; otherwise an
// edit to it, or to the navigation config it imports, reloads the whole page in dev.
test('the layout module exports components only, so edits to it and its config hot-update', () => {
  const exports = Object.entries(rootLayout);
  expect(exports.map(([name]) => name)).toContain('RootLayout');
  expect(
    exports.filter(([name, value]) => !/^[A-Z]/.test(name) || typeof value !== 'function'),
  ).toEqual([]);
});
