/**
 * shared-modules.json: what a build shares through Module Federation, published so that a release can
 * be checked against what is live rather than found broken by readers. The shell publishes the
 * singletons it provides (name, installed version, and for the @tla/federated facades the names they
 * export); each remote publishes beside its remoteEntry.js the singletons it requires (name, the range
 * it was built against, and the names it imports from each facade). `sharedModuleFindings` compares
 * the two. Written with the federated zod facade, and semver's browser-safe functions, so the shell's
 * browser code can read and compare them too.
 */
// The package's main entry: its deep files are extensionless, which Node's own ESM loader (the
// end-to-end tests import this module) cannot resolve.
import semver from 'semver';
import { z } from '@tla/federated/zod';

export const SHARED_MODULES_FILE = 'shared-modules.json';

/** The facades whose exports a remote imports by name (and the shell publishes). */
export const FACADE_PREFIX = '@tla/federated/';

export const isFacade = (name: string): boolean => name.startsWith(FACADE_PREFIX);

/** A shared key of shared-dependencies.ts: a package, a package subpath, or a prefix (`react/`). */
const moduleName = z.string().regex(/^(@[\w.-]+\/)?[\w.-]+(\/[\w.-]*)*$/, 'must be a module name');
/** An export's name, or `export.member` for a member read from an export (`z.object`). */
const exportName = z
  .string()
  .regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)?$/, 'must be an export name');

export const providedSharedModulesSchema = z.object({
  app: z.literal('shell'),
  buildId: z.string().min(1),
  modules: z.array(
    z.object({
      name: moduleName,
      version: z
        .string()
        .refine((version) => semver.valid(version) !== null, 'must be a semver version'),
      /**
       * What a facade exports, and the members of an export that is a namespace (`z.object`); absent
       * for a package, whose exports its version decides.
       */
      exports: z.array(exportName).optional(),
    }),
  ),
});
export type ProvidedSharedModules = z.infer<typeof providedSharedModulesSchema>;

export const requiredSharedModulesSchema = z.object({
  remote: z.string().regex(/^\w+$/),
  buildId: z.string().min(1),
  modules: z.array(
    z.object({
      name: moduleName,
      range: z
        .string()
        .refine((range) => semver.validRange(range) !== null, 'must be a semver range'),
      /**
       * The names its code (and the shared-ui code bundled into it) imports from a facade, and the
       * members it reads from them (`z.object`; checked where the shell lists the export's members).
       */
      imports: z.array(exportName).default([]),
    }),
  ),
});
export type RequiredSharedModules = z.infer<typeof requiredSharedModulesSchema>;

export type SharedModuleFinding =
  | { kind: 'missing-module'; module: string; range: string }
  | { kind: 'version-out-of-range'; module: string; range: string; version: string }
  | { kind: 'missing-export'; module: string; export: string };

/**
 * Everything a remote requires that the shell does not provide: a module it lacks, a version outside
 * the remote's range, a facade export the remote imports and the shell's build does not carry. Empty:
 * they agree.
 */
export function sharedModuleFindings(
  provided: ProvidedSharedModules,
  required: RequiredSharedModules,
): SharedModuleFinding[] {
  const byName = new Map(provided.modules.map((module) => [module.name, module]));
  return required.modules.flatMap(({ name, range, imports }): SharedModuleFinding[] => {
    const module = byName.get(name);
    if (!module) return [{ kind: 'missing-module', module: name, range }];
    const findings: SharedModuleFinding[] = [];
    if (!semver.satisfies(module.version, range)) {
      findings.push({ kind: 'version-out-of-range', module: name, range, version: module.version });
    }
    const exported = new Set(module.exports ?? []);
    const namespaces = new Set([...exported].flatMap((name) => name.split('.').slice(0, -1)));
    for (const name of imports) {
      const [root, member] = name.split('.');
      if (member !== undefined && !namespaces.has(root ?? '')) continue;
      if (!exported.has(name))
        findings.push({ kind: 'missing-export', module: module.name, export: name });
    }
    return findings;
  });
}

/** One finding as a team reads it: what is wrong, said in terms of the live shell. */
export function describeFinding(finding: SharedModuleFinding): string {
  switch (finding.kind) {
    case 'missing-module':
      return `it requires ${finding.module} ${finding.range}, which the live shell does not provide`;
    case 'version-out-of-range':
      return `it requires ${finding.module} ${finding.range}, but the live shell provides ${finding.version}`;
    case 'missing-export':
      return `it imports ${finding.export} from ${finding.module}, which the live shell's build does not export`;
  }
}
