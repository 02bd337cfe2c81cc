// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { ROOT_ELEMENT_ID } from '@tla/platform/contracts/page-protocol';
import { COMMAND_OPEN_ATTRIBUTE } from '@tla/shared-ui/components/command';

test("while a command dialog is open, the app's root keeps pointer-events of its own", () => {
  const styles = readFileSync(fileURLToPath(new URL('./styles.css', import.meta.url)), 'utf8');
  expect(styles).toMatch(
    new RegExp(
      `body\\[${COMMAND_OPEN_ATTRIBUTE}\\] > #${ROOT_ELEMENT_ID} \\{\\s*pointer-events: auto;\\s*\\}`,
    ),
  );
});
