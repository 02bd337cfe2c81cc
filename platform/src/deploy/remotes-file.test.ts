// @vitest-environment node
import { expect, test } from 'vitest';
import { remotesFileSchema } from '../contracts/published';
import { deploymentSchema, remoteBaseUrls } from './deployment';
import { remotesFile } from './remotes-file';

const apps = {
  shell: { url: 'https://site.example/' },
  blog: { url: 'https://site.example/_apps/blog/' },
  learn: { url: 'https://site.example/_apps/learn/' },
  simulator: { url: 'https://site.example/_apps/simulator/' },
};

test('remotes.json tells the shell the override origins of its deployment, none unless listed', () => {
  const production = deploymentSchema.parse({ name: 'production', apps });
  const published = remotesFile(
    remoteBaseUrls(production),
    { sections: [], widgets: [] },
    production.overrideOrigins,
  );
  expect(remotesFileSchema.parse(published).overrideOrigins).toEqual([]);

  const staging = deploymentSchema.parse({
    name: 'staging',
    apps,
    overrideOrigins: ['https://dev.site.example:8443'],
  });
  const listed = remotesFile(
    remoteBaseUrls(staging),
    { sections: [], widgets: [] },
    staging.overrideOrigins,
  );
  expect(remotesFileSchema.parse(listed).overrideOrigins).toEqual([
    'https://dev.site.example:8443',
  ]);
  expect(listed.remotes.map((remote) => remote.entry)).toEqual([
    'https://site.example/_apps/blog/remoteEntry.js',
    'https://site.example/_apps/learn/remoteEntry.js',
    'https://site.example/_apps/simulator/remoteEntry.js',
  ]);
});

test('an override origin in remotes.json that is not an origin is refused, by field', () => {
  const result = remotesFileSchema.safeParse({
    remotes: [{ name: 'mf_blog', entry: 'https://site.example/_apps/blog/remoteEntry.js' }],
    sections: [],
    overrideOrigins: ['https://dev.site.example/path/'],
  });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.path).toEqual(['overrideOrigins', 0]);
});
