#!/usr/bin/env node
// npm run build: every app's production build, each remote's prerendered fragments, then the composed
// HTML of every route. Each step is what that app's own deploy pipeline would run.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, remotes } from './apps.mjs';
import { compose } from './compose.mjs';
import { prerenderRemote } from './prerender-remote.mjs';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');

for (const app of apps) {
  console.log(`\n▶ building ${app.dir}`);
  execFileSync('npm', ['run', 'build', '-w', app.dir], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
for (const app of remotes) await prerenderRemote(app.id);
await compose();
