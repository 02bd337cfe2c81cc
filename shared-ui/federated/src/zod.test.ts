import { globalConfig } from 'zod/v4/core';
import { expect, test } from 'vitest';
import { z } from './zod';

test('zod never compiles parsers with eval, so a strict Content-Security-Policy holds', () => {
  expect(globalConfig.jitless).toBe(true);
  // Parsing works the same without it.
  expect(z.object({ a: z.string() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
});
