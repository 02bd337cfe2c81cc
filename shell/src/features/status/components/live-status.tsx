import { useEffect, useState } from 'react';
import { appIds } from '@tla/platform/contracts/remote-id';
import { readLiveStatus, type LiveAppStatus } from '../read-live-status';
import { readReleaseHealth, type ReleaseHealthRead } from '../read-release-health';
import { AppStatusTable } from './app-status-table';

type Read = (origin: string) => Promise<LiveAppStatus[]>;
type ReadHealth = (origin: string) => Promise<ReleaseHealthRead>;

/**
 * Every app's table: prerendered as a skeleton, filled in this browser from the files the apps
 * publish, since what matters is what is live now, not what was when the page was composed.
 */
export function LiveStatus({
  read = readLiveStatus,
  readHealth = readReleaseHealth,
}: {
  read?: Read;
  readHealth?: ReadHealth;
}) {
  const [statuses, setStatuses] = useState<LiveAppStatus[] | undefined>(undefined);
  const [health, setHealth] = useState<ReleaseHealthRead | undefined>(undefined);
  const [readAt, setReadAt] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    const { origin } = window.location;
    void Promise.all([read(origin), readHealth(origin)]).then(([result, figures]) => {
      if (!current) return;
      setStatuses(result);
      setHealth(figures);
      setReadAt(new Date().toISOString());
    });
    return () => {
      current = false;
    };
  }, [read, readHealth]);
  return (
    <>
      <p role="status" className="text-muted-foreground">
        {readAt ? `Read at ${readAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}.` : 'Reading…'}
      </p>
      <div className="flex flex-col gap-6">
        {appIds.map((app) => (
          <AppStatusTable
            key={app}
            app={app}
            live={statuses?.find((status) => status.app === app)}
            health={health}
          />
        ))}
      </div>
    </>
  );
}
