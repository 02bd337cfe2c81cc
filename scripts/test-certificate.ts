/**
 * A certificate made at test time for a deployment served over TLS (the `paths` end-to-end topology):
 * self-signed, naming each https host of the description, written where the description's `tls`
 * says. The test browser trusts exactly this key (Chromium's --ignore-certificate-errors-spki-list
 * with its SPKI hash, not every certificate), and the tests' HTTP client takes it as its CA.
 */
import { execFileSync } from 'node:child_process';
import { createHash, createPrivateKey, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { appIds, type Deployment } from '@tla/platform/deploy/deployment';

const DAY_MS = 86_400_000;

/** The host names of the description's https apps. */
export const httpsHosts = (deployment: Deployment): string[] => [
  ...new Set(
    appIds
      .map((app) => new URL(deployment.apps[app].url))
      .filter((url) => url.protocol === 'https:')
      .map((url) => url.hostname),
  ),
];

/** Base64 SHA-256 of a certificate's SubjectPublicKeyInfo, as Chromium's SPKI list takes it. */
export function spkiHash(certificatePem: string): string {
  const spki = new X509Certificate(certificatePem).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return createHash('sha256').update(spki).digest('base64');
}

/** The certificate on disk still serves: it names every host, matches its key and lasts a day more. */
function usable(certificate: string, key: string, hosts: string[]): boolean {
  if (!existsSync(certificate) || !existsSync(key)) return false;
  try {
    const x509 = new X509Certificate(readFileSync(certificate));
    return (
      hosts.every((host) => x509.checkHost(host) === host) &&
      Date.parse(x509.validTo) > Date.now() + DAY_MS &&
      x509.checkPrivateKey(createPrivateKey(readFileSync(key)))
    );
  } catch {
    return false;
  }
}

/**
 * Make the description's certificate and key with openssl unless a usable pair is there; returns
 * the certificate's PEM text and SPKI hash. Idempotent: Playwright loads its configuration in every
 * worker, and a running server keeps the pair it started with.
 */
export function ensureTestCertificate(deployment: Deployment): { pem: string; spki: string } {
  const { tls } = deployment;
  const hosts = httpsHosts(deployment);
  if (tls === undefined || hosts.length === 0) {
    throw new Error(
      `deployment "${deployment.name}" has no https app URL and no tls to make a certificate for`,
    );
  }
  if (!usable(tls.certificate, tls.key, hosts)) {
    mkdirSync(dirname(tls.certificate), { recursive: true });
    mkdirSync(dirname(tls.key), { recursive: true });
    // Written beside, then renamed: a concurrent reader sees the old pair or the new, never half.
    const [certificate, key] = [`${tls.certificate}.${process.pid}`, `${tls.key}.${process.pid}`];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '30',
        '-subj',
        `/CN=${hosts[0] ?? ''}`,
        '-addext',
        `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`,
        '-addext',
        'extendedKeyUsage=serverAuth',
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    renameSync(key, tls.key);
    renameSync(certificate, tls.certificate);
  }
  const pem = readFileSync(tls.certificate, 'utf8');
  return { pem, spki: spkiHash(pem) };
}
