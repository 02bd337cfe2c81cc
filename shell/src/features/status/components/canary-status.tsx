import { useEffect, useState } from 'react';
import { describeCanary } from '@tla/platform/contracts/canary-status';
import { readCanaryStatus } from '../read-canary-status';

type Read = typeof readCanaryStatus;

/**
 * Which release, if any, a share of readers gets before the others: read in this browser, as the
 * tables above, with its age at the time it is read.
 */
export function CanaryStatus({ read = readCanaryStatus }: { read?: Read }) {
  const [told, setTold] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    read(window.location.origin).then(
      (status) => current && setTold(describeCanary(status, new Date())),
      (error: unknown) =>
        current &&
        setTold(
          `The canary could not be read: ${error instanceof Error ? error.message : String(error)}`,
        ),
    );
    return () => {
      current = false;
    };
  }, [read]);
  return (
    <section aria-labelledby="canary-heading" className="flex flex-col gap-2">
      <h2 id="canary-heading" className="text-2xl font-bold tracking-tight">
        Canary
      </h2>
      <p>{told ?? 'Reading…'}</p>
    </section>
  );
}
