import { useEffect, useState } from 'react';
import { appIds } from '@tla/platform/contracts/remote-id';
import { readLiveStatus, type LiveAppStatus } from '../read-live-status';
import { AppStatusTable } from './app-status-table';

type Read = (origin: string) => Promise<LiveAppStatus[]>;

/**
 * Every app's table: prerendered as a skeleton, filled in this browser from the files the apps
 * publish, since what matters is what is live now, not what was when the page was composed.
 */
export function LiveStatus({ read = readLiveStatus }: { read?: Read }) {
  const [statuses, setStatuses] = useState<LiveAppStatus[] | undefined>(undefined);
  const [readAt, setReadAt] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void read(window.location.origin).then((result) => {
      if (!current) return;
      setStatuses(result);
      setReadAt(new Date().toISOString());
    });
    return () => {
      current = false;
    };
  }, [read]);
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
          />
        ))}
      </div>
    </>
  );
}
