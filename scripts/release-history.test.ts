import { expect, test } from 'vitest';
import { z } from 'zod';
import { rollbackOrder } from './release-history';

test('a rollback walks back through what went live, a release rolled back from skipped', () => {
  const at = new Date(0).toISOString();
  const history = (...steps: string[]) => ({
    switches: steps.map((step) => {
      const [by = '', id = ''] = step.split(' ');
      return { id, at, by: z.enum(['build', 'release', 'rollback']).parse(by) };
    }),
  });
  expect(rollbackOrder(history('build a', 'release b', 'release c', 'rollback b'))).toEqual([
    'a',
    'b',
  ]);
  expect(
    rollbackOrder(history('build a', 'release b', 'release c', 'rollback b', 'release d')),
  ).toEqual(['a', 'b', 'd']);
  expect(rollbackOrder(history('build a', 'release b', 'rollback a', 'rollback a'))).toEqual(['a']);
});
