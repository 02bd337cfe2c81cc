/**
 * Files an app publishes beside its code for other apps to read: written by its build and answered by
 * its dev server from the same producer.
 */
import type { Plugin } from 'vite';

/**
 * What makes a published file's content, maybe asynchronously: a string is written as it is, bytes
 * (a PNG, say) as they are, anything else as JSON.
 */
export type PublishedFile = () => unknown;

/** The Content-Type a dev server answers a published file with, by its extension. */
const publishedType = (path: string) =>
  path.endsWith('.xml')
    ? 'application/xml; charset=utf-8'
    : path.endsWith('.png')
      ? 'image/png'
      : 'application/json; charset=utf-8';

/** A published file's bytes or text (see PublishedFile). */
export async function publishedContent(produce: PublishedFile): Promise<string | Uint8Array> {
  const content = await produce();
  if (typeof content === 'string' || content instanceof Uint8Array) return content;
  return `${JSON.stringify(content, null, 2)}\n`;
}

/**
 * Publishes files with the build (`dist/<path>`) and answers them from the dev server, so another app
 * reads the same file in both (the blog's categories, for the site's /api/categories; its feeds; the
 * pages' social cards).
 */
export function publishPlugin(files: Record<string, PublishedFile>): Plugin {
  return {
    name: 'tla-publish',
    async generateBundle() {
      const contents = await Promise.all(
        Object.entries(files).map(
          async ([fileName, produce]) => [fileName, await publishedContent(produce)] as const,
        ),
      );
      for (const [fileName, source] of contents) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        const produce = files[path];
        if (!produce) return next();
        publishedContent(produce).then((content) => {
          res.setHeader('Content-Type', publishedType(path));
          res.setHeader('Cache-Control', 'no-cache');
          res.end(content);
        }, next);
      });
    },
  };
}
