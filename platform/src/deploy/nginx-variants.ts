/**
 * Previews and canaries in nginx, by the rules of release-variants.ts (the Node server applies the
 * same, server/variant-routes.ts): the cookies are read by maps, a new browser's bucket is drawn by
 * split_clients, and a variant is chosen only when its file exists in the deployment's root, so one
 * made or removed while nginx runs takes effect on the next request, without a reload. nginx cannot
 * compare a preview's expiry with the clock: the release service removes expired previews.
 */
import type { AppId, Deployment } from './deployment';
import type { CacheClass } from './http-policy';
import { BUCKETS } from '../contracts/canary-status';
import { headerLines, quote } from './nginx-directives';
import {
  BUCKET_COOKIE,
  BUCKET_VALUE,
  bucketCookie,
  bucketMarker,
  CANARY_VARIANT,
  PREVIEW_COOKIE,
  PREVIEW_LINK_PATH,
  PREVIEW_ROBOTS,
  PREVIEW_TOKEN,
  previewCookie,
  previewVariant,
  stagedFolder,
  STAGED_PATH,
  VARIANT_CACHE_CONTROL,
  VARIANT_RECORD_FILE,
  VARIANT_VARY,
  variantsFolder,
} from './release-variants';

/** The folder the shell's pages are served from for this request: the live one or a variant's. */
export const SHELL_ROOT_VARIABLE = '$tla_shell_root';

const isSecure = (deployment: Deployment) =>
  new URL(deployment.apps.shell.url).protocol === 'https:';

/** The http-level maps: the cookies read, a new bucket drawn, the headers of a variant's pages. */
export function variantHttpLines(deployment: Deployment): string[] {
  const secure = isSecure(deployment);
  // split_clients takes whole per cents of a hash of the request's id: one bucket each.
  const buckets = Array.from({ length: BUCKETS }, (_, bucket) =>
    bucket === BUCKETS - 1 ? `    * ${bucket};` : `    ${100 / BUCKETS}% ${bucket};`,
  );
  const bucketValue = quote(`~${BUCKET_VALUE.source}`);
  return [
    '  split_clients "${request_id}" $tla_new_bucket {',
    ...buckets,
    '  }',
    `  map $cookie_${BUCKET_COOKIE} $tla_bucket {`,
    `    ${bucketValue} $cookie_${BUCKET_COOKIE};`,
    '    default $tla_new_bucket;',
    '  }',
    `  map $cookie_${BUCKET_COOKIE} $tla_bucket_cookie {`,
    `    ${bucketValue} "";`,
    `    default ${quote(bucketCookie('$tla_new_bucket', secure))};`,
    '  }',
    `  map $cookie_${PREVIEW_COOKIE} $tla_preview_name {`,
    `    ${quote(`~${PREVIEW_TOKEN.source}`)} ${quote(previewVariant(`$cookie_${PREVIEW_COOKIE}`))};`,
    '    default "";',
    '  }',
    ...(['revalidate', 'hour'] as const).flatMap((cache) => [
      `  map $tla_variant $tla_variant_cache_${cache} {`,
      `    "" ${cache === 'revalidate' ? '"no-cache"' : `$tla_cache_${cache}`};`,
      `    default ${quote(VARIANT_CACHE_CONTROL)};`,
      '  }',
    ]),
    '  map $tla_variant $tla_variant_robots {',
    `    ${quote(`~^${previewVariant('')}`)} ${quote(PREVIEW_ROBOTS)};`,
    '    default "";',
    '  }',
  ];
}

/**
 * On the shell's host, before any location: which variant serves this request's pages. A preview
 * the cookie names wins over the canary; a name whose record is not there selects nothing.
 */
export function variantServerLines(
  deployment: Deployment,
  root: string,
  liveShell: string,
  errors: Record<string, string>,
): string[] {
  const variants = variantsFolder(root);
  const secure = isSecure(deployment);
  return [
    '    set $tla_variant "";',
    `    set ${SHELL_ROOT_VARIABLE} ${liveShell};`,
    '    set $tla_bucket_set "";',
    `    if (-f ${variants}/${CANARY_VARIANT}/${VARIANT_RECORD_FILE}) { set $tla_bucket_set $tla_bucket_cookie; }`,
    `    if (-f ${variants}/${bucketMarker('$tla_bucket')}) { set $tla_variant ${CANARY_VARIANT}; }`,
    `    if (-f ${variants}/$tla_preview_name/${VARIANT_RECORD_FILE}) { set $tla_variant $tla_preview_name; }`,
    `    if ($tla_variant != "") { set ${SHELL_ROOT_VARIABLE} ${variants}/$tla_variant/shell; }`,
    // The preview link: its cookie when the preview is there, then the home page; else the home page.
    `    location ^~ ${PREVIEW_LINK_PATH} {`,
    // The same Location as from the Node server: the path, on whatever host the reader asked.
    '      absolute_redirect off;',
    `      location ~ ${quote(`^${PREVIEW_LINK_PATH}(${PREVIEW_TOKEN.source.replace(/^\^|\$$/g, '')})$`)} {`,
    '        set $tla_token $1;',
    // Only a set in the if: a header there would be sent whichever way the test went.
    '        set $tla_preview_set "";',
    `        if (-f ${variants}/${previewVariant('$tla_token')}/${VARIANT_RECORD_FILE}) { set $tla_preview_set ${quote(previewCookie('$tla_token', secure))}; }`,
    ...headerLines(
      { ...errors, 'Cache-Control': VARIANT_CACHE_CONTROL, 'Set-Cookie': '$tla_preview_set' },
      '        ',
    ),
    '        return 302 /;',
    '      }',
    ...headerLines({ ...errors, 'Cache-Control': VARIANT_CACHE_CONTROL }, '      '),
    '      return 302 /;',
    '    }',
  ];
}

/** The headers a shell location adds for variants (each empty, so not sent, on the live site). */
export const variantHeaderValues = (cache: CacheClass): Record<string, string> => ({
  'Cache-Control': cache === 'immutable' ? '$tla_cache_immutable' : `$tla_variant_cache_${cache}`,
  // Beside gzip_vary's Accept-Encoding, which nginx sends on its own.
  Vary: VARIANT_VARY.filter((name) => name !== 'Accept-Encoding').join(', '),
  'X-Robots-Tag': '$tla_variant_robots',
  'Set-Cookie': '$tla_bucket_set',
});

/**
 * A remote's staged releases, under `<prefix>_staged/`: the same for every reader, revalidated (a
 * staged release goes when its preview or canary ends).
 */
export function stagedLocation(
  app: AppId,
  prefix: string,
  root: string,
  headers: Record<string, string>,
): string[] {
  if (app === 'shell') return [];
  const folder = stagedFolder(root, app);
  return [
    `    location ^~ ${prefix}${STAGED_PATH.slice(1)} {`,
    `      alias ${folder}/;`,
    `      disable_symlinks on from=${folder};`,
    ...headerLines({ ...headers, 'Cache-Control': 'no-cache' }, '      '),
    '    }',
  ];
}
