/**
 * Where the redirect page (/guide/deploy-token) may send a reader. Only two kinds of
 * target are ever followed: a path inside this site, or an https address on an allow-listed host.
 * Everything else (another host, `javascript:`, `data:`, protocol-relative `//host`, credentials in
 * the address) is refused.
 */
/** The query parameter of the redirect page's address that names where it should send the reader. */
export const REDIRECT_TARGET_PARAM = 'target';

export type RedirectTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; href: string; host: string }
  | { kind: 'refused'; reason: string };

/** A base no real address shares, to tell "same site" from "elsewhere" when parsing a path. */
const INTERNAL_BASE = 'https://this-site.invalid';

function resolveInternal(raw: string): RedirectTarget {
  // Browsers read a backslash as a slash, so `/\evil.example` would be protocol-relative.
  if (raw.startsWith('//') || raw.includes('\\')) {
    return { kind: 'refused', reason: 'Addresses starting with // lead to another site.' };
  }
  const url = new URL(raw, INTERNAL_BASE);
  if (url.origin !== INTERNAL_BASE || url.pathname.startsWith('//')) {
    return { kind: 'refused', reason: 'The address does not stay on this site.' };
  }
  return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
}

export function resolveRedirectTarget(
  rawTarget: string | null | undefined,
  { defaultTarget, allowedHosts }: { defaultTarget: string; allowedHosts: readonly string[] },
): RedirectTarget {
  const raw = (rawTarget ?? '').trim() || defaultTarget;
  if (raw.startsWith('/')) return resolveInternal(raw);

  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'refused', reason: 'The address is not a valid URL.' };
  }
  if (url.protocol !== 'https:') {
    return { kind: 'refused', reason: `Links of the ${url.protocol} kind are never followed.` };
  }
  if (url.username !== '' || url.password !== '') {
    return { kind: 'refused', reason: 'The address carries a user name or password.' };
  }
  if (!allowedHosts.includes(url.host)) {
    return { kind: 'refused', reason: `${url.host} is not one of our partner sites.` };
  }
  return { kind: 'external', href: url.href, host: url.host };
}
