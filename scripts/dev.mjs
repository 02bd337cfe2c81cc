#!/usr/bin/env node
// npm run dev: the four apps' Vite dev servers under concurrently, with hot reload across remotes.
// The shell's dev server answers /remotes.json with the remotes' dev servers (shell/vite.config.ts).
import concurrently from 'concurrently';
import { apps } from './apps.mjs';

const { result } = concurrently(
  apps.map((app) => ({ name: app.dir, command: `npm run dev -w ${app.dir}` })),
  { prefixColors: ['magenta', 'cyan', 'green', 'yellow'], killOthersOn: ['failure'] },
);
console.log(`\nToken Launch Academy (dev) at http://localhost:${apps[0].devPort}\n`);
result.catch(() => process.exit(1));
