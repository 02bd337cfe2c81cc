/**
 * Previews and canaries: a release of a remote served to some readers only, beside the live site.
 * Both web servers read this one declaration (nginx through nginx-variants.ts, the Node server per
 * request), so they pick the same pages for the same cookies.
 *
 * A remote's code finds its files relative to its remoteEntry.js (its build's base is './'), so a
 * staged release is served under a path of its own, `<remote url>_staged/<release>/`, and needs no
 * cookie: its files are the same for everyone. Only the shell's pages differ: a variant is a copy of
 * the shell composed with that path, and the servers serve the shell's pages (never its hashed
 * assets, the same build either way) from the variant's copy when the request's cookies select it.
 *
 * Under the deployment's root:
 *   variants/preview-<token>/   a preview: shell/ (its pages) and variant.json; the token is the
 *                               folder's name, so a tampered or removed one selects nothing
 *   variants/canary/            the running canary, the same way
 *   variants/bucket-<n>         an empty file for each bucket the canary serves
 *   staged/<remote>/<release>/  the files of a release a preview or canary composes in
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { releaseIdSchema } from '../contracts/app-status';
import { BUCKETS } from '../contracts/canary-status';
import { remoteIds } from '../contracts/remote-id';

/** The cookie a preview link sets: the preview's token. */
export const PREVIEW_COOKIE = 'tla_preview';
/** The cookie that keeps a browser in one bucket of readers across pages and visits. */
export const BUCKET_COOKIE = 'tla_bucket';
/** How long a browser keeps its bucket: a year, so a reader stays on one side of a canary. */
export const BUCKET_MAX_AGE = 31_536_000;
/** A preview link: `<site>/_preview/<token>` sets the cookie, then shows the home page. */
export const PREVIEW_LINK_PATH = '/_preview/';
/** Where a staged release's files are served, inside its remote's URL. */
export const STAGED_PATH = '/_staged/';
/** The folder of the running canary under variants/. */
export const CANARY_VARIANT = 'canary';

/** 24 random bytes in base64url: unguessable, and safe as a file name and a cookie value. */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{32}$/;
/** A bucket cookie's value: 0 to 99, no leading zero. */
export const BUCKET_VALUE = /^(?:[0-9]|[1-9][0-9])$/;

/** What a page served from a variant carries: never kept by a shared cache as the live page. */
export const VARIANT_CACHE_CONTROL = 'private, no-store';
/**
 * What the shell's pages and files (not its hashed assets) vary on where previews and canaries may
 * run: a shared cache that keeps a live page keeps it per cookie, and never hands it to a preview's
 * holder or a canary's reader.
 */
export const VARIANT_VARY = ['Accept-Encoding', 'Cookie'] as const;
/** A preview's pages are never indexed. */
export const PREVIEW_ROBOTS = 'noindex';

export const variantRecordSchema = z.object({
  kind: z.enum(['preview', 'canary']),
  remote: z.enum(remoteIds),
  release: releaseIdSchema,
  createdAt: z.iso.datetime(),
  /** A preview's link and cookie select nothing after this. */
  expiresAt: z.iso.datetime().optional(),
  /** A canary's share of readers, in per cent. */
  share: z
    .number()
    .int()
    .min(1)
    .max(BUCKETS - 1)
    .optional(),
  /** A canary the release service puts live for everyone once readers' figures hold up. */
  autoPromote: z.boolean().optional(),
});
export type VariantRecord = z.infer<typeof variantRecordSchema>;

/**
 * When the release service ends a canary by itself, from the figures readers' browsers send
 * (`canary` in the deployment description): a canary whose share of page views with an error
 * exceeds the live release's by more than `errorMargin` percentage points, over `minViews` of its
 * page views, is aborted; one asked to (`--auto-promote`) that holds the margin and keeps its p75
 * LCP and INP within `vitalsRatio` times the live release's over as many views is promoted.
 */
export const canaryPolicySchema = z.object({
  errorMargin: z.number().min(0).max(100).default(2),
  minViews: z.number().int().min(1).default(200),
  vitalsRatio: z.number().min(1).max(10).default(1.2),
});
export type CanaryPolicy = z.infer<typeof canaryPolicySchema>;

export const VARIANT_RECORD_FILE = 'variant.json';
/** How the last canary ended (canary-status.ts's decision), under variants/. */
export const DECISION_FILE = 'last-decision.json';
export const variantsFolder = (root: string) => join(root, 'variants');
export const previewVariant = (token: string) => `preview-${token}`;
export const bucketMarker = (bucket: number | string) => `bucket-${bucket}`;
export const variantDir = (root: string, name: string) => join(variantsFolder(root), name);
export const variantShell = (root: string, name: string) => join(variantDir(root, name), 'shell');
export const variantRecordFile = (root: string, name: string) =>
  join(variantDir(root, name), VARIANT_RECORD_FILE);
/** Where `remote`'s staged releases are kept for the servers (staged/<remote>/<release>/). */
export const stagedFolder = (root: string, remote: string) => join(root, 'staged', remote);

/** The record of variant `name`, or undefined when there is none or it does not parse. */
export function readVariant(root: string, name: string): VariantRecord | undefined {
  const file = variantRecordFile(root, name);
  if (!existsSync(file)) return undefined;
  try {
    const parsed = variantRecordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A preview is over at its expiry, whether or not it was removed yet. */
export const isExpired = (record: VariantRecord, now: Date) =>
  record.expiresAt !== undefined && Date.parse(record.expiresAt) <= now.getTime();

/** The value of each cookie of a Cookie header (the first of a name wins, as in nginx). */
export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, pair.slice(at + 1).trim());
  }
  return cookies;
}

const secureAttribute = (secure: boolean) => (secure ? '; Secure' : '');

/** The preview cookie: for the browser's session; the server's expiry of the token decides. */
export const previewCookie = (token: string, secure: boolean) =>
  `${PREVIEW_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${secureAttribute(secure)}`;

/** The bucket cookie, set once per browser while a canary runs. */
export const bucketCookie = (bucket: number | string, secure: boolean) =>
  `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE}; SameSite=Lax${secureAttribute(secure)}`;

export type VariantChoice = {
  /** The variant whose pages this request gets; none: the live site. */
  name?: string;
  record?: VariantRecord;
  /** A bucket cookie to set: the browser had none while a canary runs. */
  setCookie?: string;
};

export type ChoiceOptions = {
  now?: Date;
  /** A new browser's bucket (default: uniformly random). */
  newBucket?: () => number;
  secure?: boolean;
};

/**
 * The variant a request on the shell's host gets from its cookies: an unexpired preview its cookie
 * names, else the canary when the browser's bucket is one it serves, else none. A browser without a
 * bucket gets one while a canary runs (decided now, kept by the cookie).
 */
export function chooseVariant(
  root: string,
  cookieHeader: string | undefined,
  { now = new Date(), newBucket = randomBucket, secure = false }: ChoiceOptions = {},
): VariantChoice {
  const cookies = readCookies(cookieHeader);
  const token = cookies.get(PREVIEW_COOKIE);
  if (token !== undefined && PREVIEW_TOKEN.test(token)) {
    const name = previewVariant(token);
    const record = readVariant(root, name);
    if (record?.kind === 'preview' && !isExpired(record, now)) return { name, record };
  }
  const canary = readVariant(root, CANARY_VARIANT);
  if (canary?.kind !== 'canary') return {};
  const told = cookies.get(BUCKET_COOKIE);
  const known = told !== undefined && BUCKET_VALUE.test(told);
  const bucket = known ? Number(told) : newBucket();
  const setCookie = known ? {} : { setCookie: bucketCookie(bucket, secure) };
  if (!existsSync(join(variantsFolder(root), bucketMarker(bucket)))) return setCookie;
  return { name: CANARY_VARIANT, record: canary, ...setCookie };
}

const randomBucket = () => Math.floor(Math.random() * BUCKETS);

/** The headers a response from a variant adds: no shared caching, and for a preview no indexing. */
export const variantHeaders = (record: VariantRecord): Record<string, string> => ({
  'Cache-Control': VARIANT_CACHE_CONTROL,
  ...(record.kind === 'preview' ? { 'X-Robots-Tag': PREVIEW_ROBOTS } : {}),
});
