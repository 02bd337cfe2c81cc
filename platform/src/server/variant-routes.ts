/**
 * Previews and canaries in the Node server, by the rules of deploy/release-variants.ts (nginx follows
 * the same ones, nginx-variants.ts): the preview link, a staged release's files, and the shell's pages
 * from the variant a reader's cookies select.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppId, Deployment } from '../deploy/deployment';
import {
  chooseVariant,
  PREVIEW_LINK_PATH,
  PREVIEW_TOKEN,
  previewCookie,
  previewVariant,
  readVariant,
  isExpired,
  STAGED_PATH,
  stagedFolder,
  VARIANT_CACHE_CONTROL,
  variantHeaders,
  variantShell,
} from '../deploy/release-variants';

/** The variants' file handlers kept at once (a handler is cheap to make again). */
const MAX_HANDLERS = 64;

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export type VariantRoute =
  | { answered: true }
  | {
      answered: false;
      /** The folder to serve from and its handler (none: the app's live files). */
      dir?: string;
      serve?: Handler;
      /** The path inside that folder (none: the path in the app). */
      pathInApp?: string;
    };

/** The routes of a deployment's variants; without a root (`variantsRoot`), every request is live. */
export function variantRoutes(
  {
    deployment,
    variantsRoot,
  }: { deployment: Pick<Deployment, 'apps'>; variantsRoot?: string | undefined },
  handlerFor: (app: AppId, dir: string) => Handler,
) {
  const handlers = new Map<string, Handler>();
  const handlerOf = (app: AppId, dir: string) => {
    let handler = handlers.get(dir);
    if (!handler) {
      // Previews come and go while the server runs: handlers of ended ones are not kept forever.
      if (handlers.size >= MAX_HANDLERS) handlers.clear();
      handler = handlerFor(app, dir);
      handlers.set(dir, handler);
    }
    return handler;
  };
  const secure = new URL(deployment.apps.shell.url).protocol === 'https:';

  /** The preview link: its cookie when the preview is there and unexpired, then the home page. */
  function previewLink(root: string, res: ServerResponse, pathInApp: string): void {
    const token = pathInApp.slice(PREVIEW_LINK_PATH.length);
    const record = PREVIEW_TOKEN.test(token) ? readVariant(root, previewVariant(token)) : undefined;
    const valid = record?.kind === 'preview' && !isExpired(record, new Date());
    res.writeHead(302, {
      Location: '/',
      'Cache-Control': VARIANT_CACHE_CONTROL,
      ...(valid ? { 'Set-Cookie': previewCookie(token, secure) } : {}),
    });
    res.end();
  }

  function route(
    req: IncomingMessage,
    res: ServerResponse,
    app: AppId,
    pathInApp: string,
  ): VariantRoute {
    if (variantsRoot === undefined) return { answered: false };
    if (app === 'shell' && pathInApp.startsWith(PREVIEW_LINK_PATH)) {
      previewLink(variantsRoot, res, pathInApp);
      return { answered: true };
    }
    if (app !== 'shell' && pathInApp.startsWith(STAGED_PATH)) {
      // A staged release's files are the same for every reader; revalidated, as it may be removed.
      const dir = stagedFolder(variantsRoot, app);
      res.setHeader('Cache-Control', 'no-cache');
      return {
        answered: false,
        dir,
        serve: handlerOf(app, dir),
        pathInApp: pathInApp.slice(STAGED_PATH.length - 1),
      };
    }
    // The shell's hashed assets are the same build in every variant: served live, cached as ever.
    if (app !== 'shell' || pathInApp.startsWith('/assets/')) return { answered: false };
    const choice = chooseVariant(variantsRoot, req.headers.cookie, { secure });
    if (choice.setCookie !== undefined) res.setHeader('Set-Cookie', choice.setCookie);
    if (choice.name === undefined || choice.record === undefined) return { answered: false };
    for (const [name, value] of Object.entries(variantHeaders(choice.record)))
      res.setHeader(name, value);
    const dir = variantShell(variantsRoot, choice.name);
    return { answered: false, dir, serve: handlerOf('shell', dir) };
  }

  return { route };
}
