import { expect, test } from 'vitest';
import { rollbackOrder } from './release-history';
import { origins, originsFile, paths, pathsFile, temporaryReleases } from './release-store.fixture';

const { releases, releaseTo, releasedTwice, deployed } = temporaryReleases();

test('two deployments keep their own releases: a release or rollback on one leaves the other', () => {
  releasedTwice(origins);
  releaseTo(paths, 'other');
  expect(deployed(paths).fragment).toBe('<h1>other</h1>');
  expect(deployed(origins).fragment).toBe('<h1>second</h1>');
  expect(rollbackOrder(releases().for(paths).history('blog'))).toEqual(['first', 'other']);
  expect(rollbackOrder(releases().for(origins).history('blog'))).toEqual(['first', 'second']);

  expect(releases().for(paths).rollback('blog')).toBe('first');
  expect(deployed(paths).fragment).toBe('<h1>first</h1>');
  expect(deployed(origins).fragment).toBe('<h1>second</h1>');
  expect(releases().liveDeployments()).toEqual([origins, paths]);
});

test('without TLA_DEPLOYMENT an operation acts on the one deployment released to, or asks which', () => {
  expect(releases().deploymentFor('blog', undefined)).toEqual({ name: 'local' });
  releasedTwice(origins);
  expect(releases().deploymentFor('blog', undefined)).toEqual(origins);
  expect(releases().deploymentFor('blog', paths)).toEqual(paths);
  releaseTo(paths, 'other');
  expect(() => releases().deploymentFor('blog', undefined)).toThrow(
    `blog has releases on deployments "e2e-origins" (${originsFile}), "e2e-paths" (${pathsFile}): set TLA_DEPLOYMENT to the one to act on`,
  );
});
