/**
 * An app's content plugins (its markdown compiled at build, say) are declared once, in its Vite config
 * (`contentPlugins`); the build of its prerender entry, which does not use that config, finds them
 * there by their names' prefix.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfigFromFile, type Plugin } from 'vite';

export const CONTENT_PLUGIN_PREFIX = 'tla-content:';

function isPlugin(option: unknown): option is Plugin {
  return typeof option === 'object' && option !== null && 'name' in option && typeof option.name === 'string';
}

/** Vite's plugin options nest (arrays, promises of arrays); the plugins in them, in order. */
async function flatten(options: readonly unknown[]): Promise<Plugin[]> {
  const plugins: Plugin[] = [];
  for (const option of options) {
    const resolved: unknown = await option;
    if (Array.isArray(resolved)) {
      const nested: readonly unknown[] = resolved;
      plugins.push(...(await flatten(nested)));
    } else if (isPlugin(resolved)) plugins.push(resolved);
  }
  return plugins;
}

/**
 * The content plugins of the app in `appDir`, from its vite.config.ts as a production build reads it.
 * Sets NODE_ENV to production if nothing had set it (see below).
 */
export async function contentPluginsOf(appDir: string): Promise<Plugin[]> {
  const file = join(appDir, 'vite.config.ts');
  if (!existsSync(file)) return [];
  // Vite's module runner resolves a dev-server config to load the file, which sets NODE_ENV to
  // development when nothing has set it; the config's imports (React, for social cards) would then
  // load React's development build into this process, and every build and render after it too.
  // This process builds for production: say so first.
  process.env.NODE_ENV ??= 'production';
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, file, appDir, 'silent', undefined, 'runner');
  const plugins = await flatten(loaded?.config.plugins ?? []);
  return plugins.filter((plugin) => plugin.name.startsWith(CONTENT_PLUGIN_PREFIX));
}
