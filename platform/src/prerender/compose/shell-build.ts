/**
 * What compose takes from the shell: its client page and Vite manifest (its build), the page protocol
 * its client speaks (published by that build), and its prerender entry (built from its source).
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  pageProtocol,
  PAGE_PROTOCOL_FILE,
  ROOT_ANCHOR,
  SPA_PAGE_FILE,
} from '../../contracts/page-protocol';
import type { SectionTable } from '../../contracts/published';
import { pageProtocolFileSchema } from '../../contracts/published-at-build';
import { shellPagesSchema, SHELL_PAGES_FILE, type ShellPages } from '../../contracts/shell-pages';
import { readPublished } from '../../deploy/published-file';
import { loadPrerenderEntry } from '../prerender-entry';
import { readViteManifest, type ViteManifest } from '../vite-manifest';
import { stylesheetsFirst, type ClientPage } from './page-html';
import { anchorIndex } from './splice';

/** How the shell's renderer asks for a remote's fragment of the page it renders. */
export type Lookup = (
  remote: string,
  module: string,
  options: { deferred: boolean },
) => { html: string; buildId: string } | undefined;

/** What the shell's src/app/prerender.tsx exports. */
const shellEntrySchema = z.object({
  shellPrerenderPaths: z.array(z.string().regex(/^\//)),
  siteOrigin: z.string(),
  siteName: z.string().min(1),
  renderPage: z.custom<
    (
      path: string,
      lookup: Lookup,
      table: SectionTable,
    ) => Promise<{ head: string; body: string; missing: string[]; pageModules: string[] }>
  >((value) => typeof value === 'function'),
});
export type ShellEntry = z.infer<typeof shellEntrySchema> & {
  /** sha256 of the entry's code as built: pages rendered with other code are composed again. */
  codeDigest?: string;
};

/** Build the shell's prerender entry from its source and check what it exports. */
export async function loadShellEntry(shellSourceDir: string): Promise<ShellEntry> {
  const { module, codeDigest } = await loadPrerenderEntry(shellSourceDir);
  return { ...shellEntrySchema.parse(module), codeDigest };
}

export type ShellBuild = {
  template: ClientPage;
  manifest: ViteManifest;
  /** Its pages and the names at the top of its build, which no remote may take (deploy/shell-files.ts). */
  pages: ShellPages;
};

/** pages.json as every shell build has written it: the files only since builds list them. */
const shellPagesAnyBuildSchema = shellPagesSchema.extend({
  files: shellPagesSchema.shape.files.optional(),
});

/**
 * The pages and files the shell's build published. A build from before it listed its files still
 * composes (every deployment's servers compose it on start), with a warning: remotes are then kept
 * off the shell's pages and compose's own files only, and the release guard refuses every release
 * against it until the shell is built again.
 */
function readShellPages(shellDist: string): ShellPages {
  const file = join(shellDist, SHELL_PAGES_FILE);
  const { files, ...pages } = readPublished(
    shellPagesAnyBuildSchema,
    file,
    "the shell's build publishes it: rebuild the shell",
  );
  if (files) return { ...pages, files };
  console.warn(
    `${file} does not list the files of the shell's build (a build from before it did): remotes are kept off its pages and compose's files only; rebuild the shell`,
  );
  return { ...pages, files: [] };
}

/**
 * The shell's build in `shellDist`: its client page (kept as `_spa.html`, the fallback for paths
 * without a page) split for composing, its Vite manifest, and its pages and files as it published
 * them. A build whose client speaks another page protocol is refused: its pages would never start.
 */
export function readShellBuild(shellDist: string): ShellBuild {
  const templateFile = join(shellDist, SPA_PAGE_FILE);
  if (!existsSync(templateFile)) {
    if (!existsSync(join(shellDist, 'index.html'))) {
      throw new Error(`${shellDist} holds no shell build: build the shell first`);
    }
    renameSync(join(shellDist, 'index.html'), templateFile); // a fresh shell build: its index.html is the SPA page
  }
  checkPageProtocol(join(shellDist, PAGE_PROTOCOL_FILE));
  const spa = readFileSync(templateFile, 'utf8');
  anchorIndex(spa, ROOT_ANCHOR, templateFile);
  return {
    template: stylesheetsFirst(spa, templateFile),
    manifest: readViteManifest(shellDist),
    pages: readShellPages(shellDist),
  };
}

function checkPageProtocol(file: string): void {
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: the shell's build publishes the page protocol its client reads; rebuild the shell`,
    );
  }
  const published = readPublished(pageProtocolFileSchema, file);
  const differences = pageProtocolFileSchema
    .keyof()
    .options.filter((field) => published[field] !== pageProtocol[field])
    .map(
      (field) =>
        `${field} is ${JSON.stringify(published[field])}, compose writes ${JSON.stringify(pageProtocol[field])}`,
    );
  if (differences.length > 0) {
    throw new Error(
      `${file}: the shell's client speaks another page protocol (${differences.join('; ')}): build the shell and compose from the same platform`,
    );
  }
}
