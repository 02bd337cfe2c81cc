import { expect, test } from 'vitest';
import { deploymentInForce, deploymentOf, describeRecord } from './deployment-record';
import { origins, originsFile, pathsFile } from './release-store.fixture';

test('a recorded deployment is read back from its description, which must still be that deployment', () => {
  expect(deploymentInForce({ TLA_DEPLOYMENT: originsFile })).toEqual(origins);
  expect(deploymentInForce({})).toBeUndefined();
  expect(deploymentOf(origins).apps.shell.url).toBe('http://www.tla.test:8470/');
  expect(() => deploymentOf({ name: 'e2e-origins', file: pathsFile })).toThrow(
    `${pathsFile} now describes deployment "e2e-paths", not "e2e-origins"`,
  );
});

test('a record is named with its description file when it has one', () => {
  expect(describeRecord({ name: 'local' })).toBe('"local"');
  expect(describeRecord(origins)).toBe(`"e2e-origins" (${originsFile})`);
});
