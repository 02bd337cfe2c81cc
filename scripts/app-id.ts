import { appIds, type AppId } from '@tla/platform/deploy/deployment';

/** An app named on a command line, checked against the site's apps; `usage` says how to name one. */
export function parseAppId(value: string | undefined, usage: string): AppId {
  const id = appIds.find((candidate) => candidate === value);
  if (!id) {
    const got = value === undefined ? 'no app' : `"${value}"`;
    throw new Error(`${usage}: got ${got}; the apps are ${appIds.join(', ')}`);
  }
  return id;
}
