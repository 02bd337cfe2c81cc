/**
 * Proves the repository's import rules (eslint.config.js) on fixtures: each rule rejects a violation
 * and lets a legal import through. The fixtures are virtual files inside the real folders, so the real
 * configuration applies to them exactly as `npm run lint` applies it; the paths they import are real
 * files, because the layering rule judges the file an import resolves to.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The rules that hold the import boundaries. */
type BoundaryRule =
  | 'no-restricted-imports'
  | '@typescript-eslint/no-restricted-imports'
  | 'import-x/no-restricted-paths';

export interface Case {
  name: string;
  /** Where the fixture sits, from the repository root; the file itself need not exist. */
  file: string;
  code: string;
}

export type RejectedCase = Case & { rule: BoundaryRule; message: RegExp };

/** Declares the tests: each rejected fixture breaks its rule with its message, each accepted one nothing. */
export function proveBoundaries(title: string, rejected: RejectedCase[], accepted: Case[]): void {
  let eslint: ESLint;

  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  async function lint({ file, code }: Case) {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    if (!result) throw new Error(`ESLint returned no result for ${file}`);
    return result.messages;
  }

  describe(title, { timeout: 120_000 }, () => {
    it.each(rejected)('rejects $name', async (fixture) => {
      const messages = await lint(fixture);
      expect(messages.filter((m) => m.fatal)).toEqual([]);
      const broken = messages.filter(
        (m) => m.ruleId === fixture.rule && m.severity === 2 && fixture.message.test(m.message),
      );
      // On failure, the message lists what ESLint reported instead.
      expect(broken.length, JSON.stringify(messages, null, 2)).toBeGreaterThan(0);
    });

    it.each(accepted)('accepts $name', async (fixture) => {
      expect(await lint(fixture)).toEqual([]);
    });
  });
}
