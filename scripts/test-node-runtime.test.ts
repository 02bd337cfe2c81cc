import { describe, expect, it } from 'vitest';
import { declaredEnvironment } from './test-node-runtime';

describe('declaredEnvironment', () => {
  it('reads the environment a test file names in its opening comment', () => {
    expect(declaredEnvironment('// @vitest-environment node\nimport x from "y";')).toBe('node');
    expect(declaredEnvironment('/**\n * @vitest-environment jsdom\n */\n')).toBe('jsdom');
  });

  it('leaves a file that names none to its project', () => {
    expect(declaredEnvironment('import { it } from "vitest";\n')).toBeUndefined();
  });

  it('looks only at the opening of the file, not at a test that mentions the comment', () => {
    const late = `${'x'.repeat(3_000)}\n// @vitest-environment node`;
    expect(declaredEnvironment(late)).toBeUndefined();
  });
});
