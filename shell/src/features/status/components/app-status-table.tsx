import type { ReactNode } from 'react';
import {
  shortCommit,
  type ReleaseRef,
  type SharedModuleStatus,
} from '@tla/platform/contracts/app-status';
import type { AppId } from '@tla/platform/contracts/remote-id';
import { ScrollTable } from '@tla/shared-ui/components/scroll-table';
import type { EntryCheck, LiveAppStatus } from '../read-live-status';
import type { ReleaseHealthRead } from '../read-release-health';
import { ReleaseHealthTable } from './release-health-table';

const appNames: Record<AppId, string> = {
  shell: 'Shell',
  blog: 'Blog (mf-blog)',
  learn: 'Learn (mf-learn)',
  simulator: 'Simulator (mf-simulator)',
};

/** An instant as a team reads it: in UTC, the same on every machine. */
function Instant({ value }: { value: string }) {
  return <time dateTime={value}>{value.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC')}</time>;
}

/** Another release of the app: its id, and when it went live if that was recorded. */
function ReleaseRefText({ release }: { release: ReleaseRef | null | undefined }) {
  if (!release) return <>None recorded</>;
  return (
    <>
      {release.id}
      {release.releasedAt ? (
        <>
          {', released '}
          <Instant value={release.releasedAt} />
        </>
      ) : null}
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr className="border-t border-border align-top">
      <th scope="row" className="py-2 pr-4 text-left font-medium whitespace-nowrap">
        {label}
      </th>
      <td className="py-2 break-all">{children}</td>
    </tr>
  );
}

/** Status in words first; the colour only repeats it. */
function Mark({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <span className={ok ? 'text-success' : 'font-semibold text-destructive'}>
      <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
      {children}
    </span>
  );
}

function EntryRow({ entry }: { entry: EntryCheck }) {
  return (
    <Row label="Entry in this browser">
      {entry.loads ? <Mark ok>Loads</Mark> : <Mark ok={false}>Not loading: {entry.reason}</Mark>}
      <div className="text-sm text-muted-foreground">{entry.entry}</div>
    </Row>
  );
}

function SharedTable({ app, shared }: { app: AppId; shared: SharedModuleStatus[] }) {
  const role = app === 'shell' ? 'Provides' : 'Requires';
  const caption = `${appNames[app]}: shared modules`;
  return (
    <ScrollTable label={caption} className="mt-4">
      <table className="w-full text-sm">
        <caption className="text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-2 pr-4 text-left">
              Module
            </th>
            <th scope="col" className="py-2 pr-4 text-left">
              {role}
            </th>
            <th scope="col" className="py-2 text-left">
              With the live shell
            </th>
          </tr>
        </thead>
        <tbody>
          {shared.map(({ name, version, compatible }) => (
            <tr key={name} className="border-t border-border">
              <td className="py-2 pr-4 font-mono">{name}</td>
              <td className="py-2 pr-4 font-mono">{version}</td>
              <td className="py-2">
                {compatible ? (
                  <Mark ok={compatible.ok}>
                    {compatible.ok ? 'Compatible' : `Incompatible: ${compatible.reason}`}
                  </Mark>
                ) : (
                  'Not checked'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** What readers' browsers reported of the app's releases, once read. */
function ReadersHealth({ app, health }: { app: AppId; health: ReleaseHealthRead | undefined }) {
  if (health === undefined) return null;
  if (!health.read) {
    return (
      <p className="mt-4 text-sm text-muted-foreground">
        Readers’ browsers: no figures ({health.reason}).
      </p>
    );
  }
  const releases = health.report.releases.filter((release) => release.app === app);
  if (releases.length === 0) {
    return (
      <p className="mt-4 text-sm text-muted-foreground">
        Readers’ browsers: no page views reported yet.
      </p>
    );
  }
  return <ReleaseHealthTable name={appNames[app]} releases={releases} />;
}

/** One app's live release, as a table a team reads row by row; a skeleton until it is read. */
export function AppStatusTable({
  app,
  live,
  health,
}: {
  app: AppId;
  live: LiveAppStatus | undefined;
  health: ReleaseHealthRead | undefined;
}) {
  const headingId = `status-${app}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border p-4">
      <h2 id={headingId} className="text-2xl font-semibold">
        {appNames[app]}
      </h2>
      {live === undefined ? (
        <p className="mt-2 text-muted-foreground">Reading what it published…</p>
      ) : !live.read ? (
        <>
          <p className="mt-2">
            <Mark ok={false}>Its files could not be read: {live.error}</Mark>
          </p>
          {live.entry ? (
            <table className="mt-2 w-full">
              <caption className="sr-only">{appNames[app]}: entry</caption>
              <tbody>
                <EntryRow entry={live.entry} />
              </tbody>
            </table>
          ) : null}
        </>
      ) : (
        <>
          <table className="mt-2 w-full">
            <caption className="text-left font-semibold">
              {appNames[app]}: live release {live.status.release?.id ?? live.status.build.buildId}
            </caption>
            <tbody>
              <Row label="Live release">{live.status.release?.id ?? live.status.build.buildId}</Row>
              <Row label="Commit">{shortCommit(live.status.build)}</Row>
              <Row label="Built">
                <Instant value={live.status.build.builtAt} />
              </Row>
              <Row label="Released">
                {live.status.release ? (
                  <Instant value={live.status.release.releasedAt} />
                ) : (
                  'Not recorded (deployed as built)'
                )}
              </Row>
              <Row label="Replaced">
                <ReleaseRefText release={live.status.release?.replaced} />
              </Row>
              <Row label="Rollback target">
                <ReleaseRefText release={live.status.release?.rollbackTarget} />
              </Row>
              {live.entry ? <EntryRow entry={live.entry} /> : null}
              <Row label="Routes">
                <ul>
                  {[...new Set(live.status.build.routes)].map((route) => (
                    <li key={route} className="font-mono">
                      {route}
                    </li>
                  ))}
                </ul>
              </Row>
              {live.status.problems.map((problem) => (
                <Row key={problem} label="Problem">
                  <Mark ok={false}>{problem}</Mark>
                </Row>
              ))}
            </tbody>
          </table>
          {live.status.shared.length > 0 ? (
            <SharedTable app={app} shared={live.status.shared} />
          ) : null}
        </>
      )}
      <ReadersHealth app={app} health={health} />
    </section>
  );
}
