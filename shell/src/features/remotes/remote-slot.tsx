import { use, useEffect } from 'react';
import { CloudOff, RotateCw } from 'lucide-react';
import { useLocation } from '@tla/federated/router';
import { Alert, AlertDescription, AlertTitle } from '@tla/shared-ui/components/alert';
import { Button } from '@tla/shared-ui/components/button';
import { PageSpinner } from '@tla/shared-ui/components/spinner';
import { ErrorScreen } from '../../components/error-screen';
import { RemoteIsland } from './remote-island';
import { useRemoteRuntime } from './remote-runtime-context';
import type { RemoteSection } from './remote-sections';

export type RemoteSlotProps = { section: RemoteSection };

/**
 * Renders a remote's section. While it loads: a spinner (unless its prerendered HTML is on the page).
 * If its code is down, slow or fails to load: a message in this section only, with Retry that loads it
 * again without reloading the page. If a page of it crashes while rendering: the site's error screen
 * (components/error-screen.tsx, 'Refresh Page'), inside the section. Either way the header, footer
 * and other sections keep working. A navigation to it keeps the current page until its code has
 * arrived (the router renders in a transition, which this suspends), so readers see the page change
 * once, without a spinner.
 */
export function RemoteSlot({ section }: RemoteSlotProps) {
  const { navigation } = useRemoteRuntime();
  const wait = navigation.codeFor(section, useLocation().pathname);
  if (wait) use(wait);
  // Leaving the section: its next visit waits for its code again, of the release then in force.
  useEffect(() => () => navigation.forget(section), [navigation, section]);
  return (
    <RemoteIsland
      section={section}
      loading={<PageSpinner label={`Loading ${section.label}`} />}
      unavailable={(retry) => <RemoteUnavailable label={section.label} onRetry={retry} />}
      crashed={<ErrorScreen />}
    />
  );
}

type RemoteUnavailableProps = { label: string; onRetry: () => void };

export function RemoteUnavailable({ label, onRetry }: RemoteUnavailableProps) {
  return (
    <div className="mx-auto max-w-xl py-16">
      <Alert variant="destructive" role="alert">
        <CloudOff aria-hidden="true" />
        <AlertTitle>{label} is temporarily unavailable</AlertTitle>
        <AlertDescription>
          <p>This part of the site could not be loaded. The rest of the site still works.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}
