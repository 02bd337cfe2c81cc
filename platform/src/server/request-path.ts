/**
 * A request's path, decoded and normalised before anything decides on it (which app, which caching
 * rule, whether it is hidden), so that every later rule sees the path of the file the server sends.
 * Spellings with no honest use are refused: an encoded slash or backslash would turn one segment into
 * several after the rules ran, a control character (NUL above all) names no file, and a `..` above
 * the root would leave the site.
 */
export type RequestPath =
  /** Decoded, dot segments resolved, repeated slashes merged: '/', '/blog/', '/blog/post'. */
  { ok: true; pathname: string } | { ok: false; reason: string };

const refused = (reason: string): RequestPath => ({ ok: false, reason });

/** `target` is the request line's target (req.url): an origin-form path and maybe a query. */
export function normaliseRequestPath(target: string): RequestPath {
  // Browsers send origin-form only; absolute-form and '*' are for proxies, which this server is not.
  if (!target.startsWith('/')) return refused('the request target is not a path');
  const rawPath = target.split('?', 1)[0] ?? '';
  const segments: string[] = [];
  let folder = false;
  for (const raw of rawPath.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return refused(`malformed percent-encoding in "${raw.slice(0, 40)}"`);
    }
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    if (/[/\\\u0000-\u001f\u007f]/.test(segment)) {
      return refused('an encoded slash, a backslash or a control character in the path');
    }
    // '/blog/', '/blog/.' and '/blog/x/..' all name the folder /blog/, as URLs resolve them.
    folder = segment === '' || segment === '.' || segment === '..';
    if (segment === '..' && segments.pop() === undefined) {
      return refused('the path climbs above the site root');
    }
    if (!folder) segments.push(segment);
  }
  return {
    ok: true,
    pathname: `/${segments.join('/')}${folder && segments.length > 0 ? '/' : ''}`,
  };
}
