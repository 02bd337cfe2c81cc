/**
 * The shared-modules column of the status page and `npm run status`: what the shell provides, and
 * what each remote requires marked against it with the release guard's comparison. Kept apart from
 * app-status.ts so that reading build.json and release.json never loads semver. Browser-safe.
 */
import type { SharedModuleStatus } from './app-status';
import {
  describeFinding,
  sharedModuleFindings,
  type ProvidedSharedModules,
  type RequiredSharedModules,
} from './shared-modules';

/** The singletons the shell provides, from its shared-modules.json. */
export const providedStatus = (provided: ProvidedSharedModules): SharedModuleStatus[] =>
  provided.modules.map(({ name, version }) => ({ name, version }));

/**
 * The singletons a remote requires, each marked against what the live shell provides
 * (`sharedModuleFindings`); without the shell's shared-modules.json nothing is checked.
 */
export function requiredStatus(
  required: RequiredSharedModules,
  provided: ProvidedSharedModules | undefined,
): SharedModuleStatus[] {
  const findings = provided ? sharedModuleFindings(provided, required) : undefined;
  return required.modules.map(({ name, range }) => {
    if (!findings) return { name, version: range };
    const own = findings.filter((finding) => finding.module === name).map(describeFinding);
    return {
      name,
      version: range,
      compatible:
        own.length === 0 ? { ok: true, reason: '' } : { ok: false, reason: own.join('; ') },
    };
  });
}
