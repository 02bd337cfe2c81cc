import { Link, useParams } from '@tla/federated/router';
import { ComingSoon } from '@tla/shared-ui/components/coming-soon';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { resourcesPath } from '../../../config/learn-paths';
import { findComingSoonPage } from '../data/resources';
import type { Resource } from '../data/schemas';

/** /resources/{slug}: the resource's own coming-soon page, or not-found for any other slug. */
export function ResourceComingSoonPage({ resources }: { resources: readonly Resource[] }) {
  const { slug = '' } = useParams();
  const page = findComingSoonPage(resources, slug);
  if (!page) return <NotFound />;
  return (
    <ComingSoon
      title={page.title}
      description={page.description}
      keywords={[page.title.toLowerCase(), 'solana resources', 'token creation', 'coming soon']}
      path={page.path}
      trail={[
        { name: 'Home', path: '/' },
        { name: 'Resources', path: resourcesPath },
        { name: page.title, path: page.path },
      ]}
    >
      <Link to={resourcesPath} className="text-link underline underline-offset-4">
        Browse all resources
      </Link>
    </ComingSoon>
  );
}
