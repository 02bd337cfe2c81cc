import { appIds, type AppId } from '@tla/platform/contracts/remote-id';

/**
 * Which apps' changes an end-to-end test can catch, declared on the test as Playwright tags (one per
 * app, named by its id). `npm run test:app -- <app>` runs the tests tagged with that app plus the
 * cross-site smoke; the full suite runs every test whatever its tags.
 */
export const appTag = (app: AppId): `@${AppId}` => `@${app}`;

/** The tags of the apps a test covers, each once. */
export const appTags = (...apps: AppId[]): `@${AppId}`[] => [...new Set(apps)].map(appTag);

/** For what every app takes part in (the home page, every route, the header's navigation). */
export const everyAppTag = appTags(...appIds);

/**
 * For what depends on how a deployment lays out its apps (each on its own origin, or one origin with
 * the remotes under paths, over TLS): remote loading, server fallbacks, absolute addresses. The
 * one-origin topology runs these, besides its header and CSP checks; the rest would only repeat
 * what the origins topology shows.
 */
export const topologyTag = '@topology';

/** The cross-site smoke: every app's run includes it. */
export const smokeTag = '@smoke';

/**
 * The tests one app's run selects, for `playwright test --grep`: a tag ends at a space or the end,
 * so no app's tag selects another whose id it begins.
 */
export const appGrep = (app: AppId): string => `(${appTag(app)}|${smokeTag})(\\s|$)`;
