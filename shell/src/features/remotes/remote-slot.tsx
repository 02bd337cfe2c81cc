import { createElement, Suspense, use, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { CloudOff, RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@tla/shared-ui/components/alert';
import { Button } from '@tla/shared-ui/components/button';
import { Spinner } from '@tla/shared-ui/components/spinner';
import { loadRemoteComponent } from './remote-registry';
import type { RemoteSection } from './remote-sections';

export type RemoteSlotProps = { section: RemoteSection };

/** Suspends until the remote's module arrives (the promise is cached per attempt), then renders it. */
function RemoteContent({ section, attempt }: { section: RemoteSection; attempt: number }) {
  const module = use(loadRemoteComponent(section, attempt));
  return createElement(module.default);
}

export function RemoteSlot({ section }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      onError={(error) => console.warn(`The ${section.label} section failed to load:`, error)}
      fallbackRender={() => (
        <RemoteUnavailable label={section.label} onRetry={() => setAttempt((current) => current + 1)} />
      )}
    >
      <Suspense fallback={<Spinner className="min-h-[50vh]" label={`Loading ${section.label}`} />}>
        <RemoteContent section={section} attempt={attempt} />
      </Suspense>
    </ErrorBoundary>
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
