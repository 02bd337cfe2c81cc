import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { CanaryStatus } from '../../features/status/components/canary-status';
import { LiveStatus } from '../../features/status/components/live-status';

/** /_status: what each app has live, for the teams. Never linked, never indexed, not searchable. */
export default function StatusPage() {
  return (
    <>
      <PageMeta
        title="Status"
        description="What each app of the site has live: release, commit, times, routes, shared modules."
        path="/_status"
      />
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex max-w-4xl flex-col gap-6 py-6">
        <h1 className="text-4xl font-extrabold tracking-tight">Status</h1>
        <p className="text-lg text-muted-foreground">
          What each app has live, read now from the files it published with its build and release.
        </p>
        <LiveStatus />
        <CanaryStatus />
      </div>
    </>
  );
}
