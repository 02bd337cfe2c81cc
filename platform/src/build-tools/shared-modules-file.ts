/**
 * The build plugins that publish shared-modules.json (contracts/shared-modules.ts): the shell's lists
 * the singletons it provides, with the version installed and what each @tla/federated facade exports
 * in this build; a remote's lists what it requires, with the names its code (and the shared-ui code
 * bundled into it) imports from each facade, read from the sources as they enter the build, before
 * any transform. A release compares the two before it goes live.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseAst, type Plugin } from 'vite';
import {
  isFacade,
  SHARED_MODULES_FILE,
  type ProvidedSharedModules,
  type RequiredSharedModules,
} from '../contracts/shared-modules';
import { providedSharedModules, sharedModules } from './shared-dependencies';

/** The package a shared key belongs to: `react/` → react, `@tla/federated/zod` → @tla/federated. */
export const packageOf = (key: string): string =>
  key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : (key.split('/')[0] ?? key);

/** The version of `packageName` that Node's resolution finds from `fromDir` (the app's folder). */
export function installedVersion(fromDir: string, packageName: string): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(manifest)) {
      const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        'version' in parsed &&
        typeof parsed.version === 'string'
      )
        return parsed.version;
      throw new Error(`${manifest} has no version`);
    }
    if (dirname(dir) === dir) throw new Error(`${packageName} is not installed for ${fromDir}`);
  }
}

type AstNode = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';

/** Every node under `node`, depth first. */
function* nodesOf(node: unknown): Generator<AstNode> {
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'parent' && typeof value === 'object') yield* nodesOf(value);
  }
}

/** An identifier's or string literal's name (`export { x as "y" }`). */
function nameOf(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (typeof node.name === 'string') return node.name;
  return typeof node.value === 'string' ? node.value : undefined;
}

const sourceOf = (node: AstNode): string | undefined =>
  isNode(node.source) ? nameOf(node.source) : undefined;

const langOf = (id: string): 'ts' | 'tsx' | 'js' | 'jsx' | undefined => {
  const match = /\.([mc]?[jt]sx?)$/.exec(id);
  const extension = match?.[1]?.replace(/^[mc]/, '');
  return extension === 'ts' || extension === 'tsx' || extension === 'js' || extension === 'jsx'
    ? extension
    : undefined;
};

/**
 * The names a module's source imports from each facade: `import { Link } from '@tla/federated/router'`
 * gives Link; a member read from an imported binding (`z.object`) gives `z.object` too, so an export
 * that is a namespace (the zod facade's `z`) is checked member by member. A namespace import, `export
 * *` or a dynamic import of a facade is refused: what it uses cannot be checked before a release.
 */
export function facadeImportsOf(code: string, id: string): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  if (!code.includes('@tla/federated/')) return imports;
  const lang = langOf(id);
  if (lang === undefined) return imports;
  const program = parseAst(code, { lang, sourceType: 'module' });
  const add = (module: string, name: string) =>
    imports.set(module, (imports.get(module) ?? new Set()).add(name));
  const bindings = new Map<string, { module: string; name: string }>();
  const refuse = (what: string, module: string) =>
    new Error(
      `${id}: ${what} of ${module}. Import its exports by name, so that a release can check the live shell provides them`,
    );
  for (const node of nodesOf(program)) {
    const module = sourceOf(node);
    if (node.type === 'ImportExpression' && isNode(node.source)) {
      const source = nameOf(node.source);
      if (source !== undefined && isFacade(source)) throw refuse('a dynamic import', source);
    }
    if (module === undefined || !isFacade(module)) continue;
    if (node.type === 'ImportDeclaration' && node.importKind !== 'type') {
      for (const specifier of Array.isArray(node.specifiers) ? node.specifiers : []) {
        if (!isNode(specifier)) continue;
        if (specifier.type !== 'ImportSpecifier')
          throw refuse('a namespace or default import', module);
        const name = nameOf(specifier.imported);
        const local = nameOf(specifier.local);
        if (specifier.importKind === 'type' || name === undefined || local === undefined) continue;
        add(module, name);
        bindings.set(local, { module, name });
      }
    }
    if (node.type === 'ExportNamedDeclaration' && node.exportKind !== 'type') {
      for (const specifier of Array.isArray(node.specifiers) ? node.specifiers : []) {
        if (!isNode(specifier) || specifier.exportKind === 'type') continue;
        const name = nameOf(specifier.local);
        if (name !== undefined) add(module, name);
      }
    }
    if (node.type === 'ExportAllDeclaration' && node.exportKind !== 'type') {
      throw refuse('export *', module);
    }
  }
  if (bindings.size === 0) return imports;
  for (const node of nodesOf(program)) {
    if (node.type !== 'MemberExpression' || node.computed === true) continue;
    const binding = bindings.get(nameOf(node.object) ?? '');
    const member = nameOf(node.property);
    if (binding && isNode(node.object) && node.object.type === 'Identifier' && member) {
      add(binding.module, `${binding.name}.${member}`);
    }
  }
  return imports;
}

/**
 * A remote's shared-modules.json: every module it shares (built with `import: false`, so the shell
 * must provide each), the range it was built against and what it imports from each facade.
 */
export function requiredSharedModulesPlugin(remote: string, buildId: string): Plugin {
  const imports = new Map<string, Set<string>>();
  return {
    name: 'tla-required-shared-modules',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('?')) return null;
      for (const [module, names] of facadeImportsOf(code, id)) {
        const all = imports.get(module) ?? new Set();
        for (const name of names) all.add(name);
        imports.set(module, all);
      }
      return null;
    },
    generateBundle() {
      const file: RequiredSharedModules = {
        remote,
        buildId,
        modules: Object.entries(sharedModules).map(([name, range]) => ({
          name,
          range,
          imports: [...(imports.get(name) ?? [])].sort(),
        })),
      };
      this.emitFile({
        type: 'asset',
        fileName: SHARED_MODULES_FILE,
        source: `${JSON.stringify(file, null, 2)}\n`,
      });
    },
  };
}

/**
 * The shell's shared-modules.json: every module it provides (today's and the retired ones), the
 * version installed for its build, and what each facade exports in this build (a namespace export's
 * members too, as `z.object`).
 */
export function providedSharedModulesPlugin(buildId: string): Plugin {
  let root = '';
  return {
    name: 'tla-provided-shared-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const modules: ProvidedSharedModules['modules'] = [];
      for (const name of Object.keys(providedSharedModules)) {
        const version = installedVersion(root, packageOf(name));
        if (!isFacade(name)) {
          modules.push({ name, version });
          continue;
        }
        const resolved = await this.resolve(name, join(root, 'index.html'));
        const info = resolved ? this.getModuleInfo(resolved.id) : null;
        if (!resolved || !info) throw new Error(`the shell's build does not include ${name}`);
        const exports = [...info.exports];
        // A namespace re-export (`export * as z from './zod-api'`): its members are exports too.
        const program = parseAst(readFileSync(resolved.id, 'utf8'), { lang: 'ts' });
        for (const node of program.body) {
          if (node.type !== 'ExportAllDeclaration' || node.exported === null) continue;
          const inner = await this.resolve(node.source.value, resolved.id);
          const innerInfo = inner ? this.getModuleInfo(inner.id) : null;
          const namespace = nameOf(node.exported);
          if (!innerInfo || namespace === undefined) {
            throw new Error(`the shell's build does not include ${node.source.value} (${name})`);
          }
          exports.push(...innerInfo.exports.map((member) => `${namespace}.${member}`));
        }
        modules.push({ name, version, exports: exports.sort() });
      }
      const file: ProvidedSharedModules = { app: 'shell', buildId, modules };
      this.emitFile({
        type: 'asset',
        fileName: SHARED_MODULES_FILE,
        source: `${JSON.stringify(file, null, 2)}\n`,
      });
    },
  };
}
