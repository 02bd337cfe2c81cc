#!/usr/bin/env node
// The browser tests drive Debian's Chromium (never a downloaded browser). Install it when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = '/usr/bin/chromium';
if (existsSync(chromium)) {
  console.log(`Chromium found at ${chromium}`);
} else {
  console.log('Chromium is missing: installing Debian\'s chromium package with apt-get…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  });
  if (!existsSync(chromium)) throw new Error('apt-get finished but /usr/bin/chromium is still missing');
}
