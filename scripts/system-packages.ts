/**
 * The Debian packages the site's tooling runs (Chromium for the browser tests, nginx with its
 * brotli_static module to serve a deployment, OpenSSL to make the certificate of a deployment the
 * tests serve over TLS), and how to tell whether one is there.
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export type SystemPackage = { file: string; packageName: string };

export const chromiumPackage: SystemPackage = {
  file: '/usr/bin/chromium',
  packageName: 'chromium',
};
export const nginxPackages: SystemPackage[] = [
  { file: '/usr/sbin/nginx', packageName: 'nginx' },
  {
    file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    packageName: 'libnginx-mod-http-brotli-static',
  },
];

export const opensslPackage: SystemPackage = { file: '/usr/bin/openssl', packageName: 'openssl' };

/** The command that installs these packages, as a developer would type it. */
export const installCommand = (packages: SystemPackage[]): string =>
  `sudo apt-get install -y ${packages.map(({ packageName }) => packageName).join(' ')}`;

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Where `command` runs from: the first executable of that name on PATH, as a spawn finds it. */
export function findOnPath(
  command: string,
  path: string = process.env.PATH ?? '',
): string | undefined {
  return path
    .split(delimiter)
    .filter((dir) => dir !== '')
    .map((dir) => join(dir, command))
    .find(isExecutable);
}
