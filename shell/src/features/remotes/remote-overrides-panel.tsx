import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '@tla/shared-ui/components/button';
import { Input } from '@tla/shared-ui/components/input';
import { Label } from '@tla/shared-ui/components/label';
import {
  isEntryUrl,
  noOverridesOnServer,
  overridesEnabled,
  overridesInForce,
  readRemoteOverrides,
  setOverridesEnabled,
  subscribeToOverrides,
  writeRemoteOverrides,
  type OverrideStatus,
  type RemoteOverrides,
} from './remote-overrides';
import { federationName, remoteIds } from '@tla/platform/contracts/remote-id';

const remoteNames = remoteIds.map(federationName);

/**
 * The developers' panel for remote overrides (remote-overrides.ts). It exists only in a browser that
 * opted in; there it always says which remotes are overridden and whether each override loaded, so
 * nobody mistakes an overridden page for the deployed site. Saving reloads the page, since a remote's
 * entry is chosen once per page.
 */
/** Other tabs turning overrides on or off. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** How an override fared, in words: a refused one names the origins this deployment allows. */
function outcome(override: OverrideStatus): string {
  if (override.state !== 'refused') {
    return override.state === 'active' ? '(in use)' : '(failed to load: using the deployed entry)';
  }
  const allowed =
    override.allowedOrigins.length === 0
      ? 'this deployment allows overrides from no origin'
      : `this deployment allows overrides only from ${override.allowedOrigins.join(', ')}`;
  return `(refused, not loaded: ${allowed}; using the deployed entry)`;
}

export function RemoteOverridesPanel() {
  // Read from storage in the browser only: the server (and hydration) never render the panel.
  const enabled = useSyncExternalStore(subscribeToStorage, overridesEnabled, () => false);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<RemoteOverrides>({});
  const [invalid, setInvalid] = useState<string[]>([]);
  const inForce = useSyncExternalStore(subscribeToOverrides, overridesInForce, noOverridesOnServer);
  const id = useId();

  if (!enabled) return null;

  const toggle = () => {
    if (!open) setValues(readRemoteOverrides());
    setOpen(!open);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const wrong = remoteNames.filter((name) => {
      const value = values[name]?.trim() ?? '';
      return value !== '' && !isEntryUrl(value);
    });
    setInvalid(wrong);
    if (wrong.length > 0) return;
    writeRemoteOverrides(values);
    window.location.reload();
  };
  const turnOff = () => {
    setOverridesEnabled(false);
    window.location.reload();
  };

  return (
    <aside
      aria-label="Remote overrides"
      className="fixed right-4 bottom-4 z-50 w-[min(calc(100%-2rem),26rem)] rounded-lg border-2 border-amber-500 bg-card p-4 text-sm text-card-foreground shadow-lg"
    >
      <div role="status">
        <p className="font-semibold">Developer overrides are on in this browser</p>
        {inForce.length === 0 ? (
          <p className="text-muted-foreground">Every remote loads its deployed entry.</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {inForce.map((override) => (
              <li key={override.name} className="break-all">
                <span className="font-mono">{override.name}</span> →{' '}
                <span className="font-mono">{override.entry}</span> {outcome(override)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" aria-expanded={open} onClick={toggle}>
          {open ? 'Hide entries' : 'Edit entries'}
        </Button>
        <Button size="sm" variant="outline" onClick={turnOff}>
          Turn overrides off
        </Button>
      </div>
      {open ? (
        <form className="mt-3 space-y-3" onSubmit={save} noValidate>
          {remoteNames.map((name) => {
            const inputId = `${id}-${name}`;
            const errorId = `${inputId}-error`;
            const wrong = invalid.includes(name);
            return (
              <div key={name} className="space-y-1">
                <Label htmlFor={inputId}>{name} entry URL</Label>
                <Input
                  id={inputId}
                  type="url"
                  inputMode="url"
                  placeholder="Deployed entry (leave empty)"
                  value={values[name] ?? ''}
                  aria-invalid={wrong || undefined}
                  aria-describedby={wrong ? errorId : undefined}
                  onChange={(event) => setValues({ ...values, [name]: event.target.value })}
                />
                {wrong ? (
                  <p id={errorId} className="text-destructive">
                    Enter a full http(s) URL of a remoteEntry.js, or leave it empty.
                  </p>
                ) : null}
              </div>
            );
          })}
          <p className="text-muted-foreground">
            Only origins this deployment allows for overrides can load; any other entry is refused
            and the deployed one loads.
          </p>
          <Button type="submit" size="sm">
            Apply and reload
          </Button>
        </form>
      ) : null}
    </aside>
  );
}
