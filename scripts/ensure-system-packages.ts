/**
 * The browser tests drive Debian's Chromium (never a downloaded browser) against the site served by
 * Debian's nginx (with its brotli_static module), one deployment over TLS with a certificate OpenSSL
 * makes. Install whichever is missing, with apt-get.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPackage, nginxPackages, opensslPackage } from './system-packages';

const needed = [chromiumPackage, ...nginxPackages, opensslPackage];

const missing = needed.filter(({ file }) => !existsSync(file));
if (missing.length === 0) {
  console.log(`Found ${needed.map(({ file }) => file).join(', ')}`);
} else {
  const names = missing.map(({ packageName }) => packageName).join(' ');
  console.log(`Installing Debian's ${names} with apt-get…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`,
    { stdio: 'inherit' },
  );
  const still = missing.filter(({ file }) => !existsSync(file));
  if (still.length > 0) {
    throw new Error(`apt-get finished but ${still.map(({ file }) => file).join(', ')} is missing`);
  }
}
