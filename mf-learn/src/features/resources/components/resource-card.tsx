import { Link } from '@tla/federated/router';
import { Download } from 'lucide-react';
import { Badge } from '@tla/shared-ui/components/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@tla/shared-ui/components/card';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import { isExternalLink, resourceCategoryLabels } from '../data/resources';
import type { Resource } from '../data/schemas';
import { ResourceIcon } from './resource-icon';

const linkClasses =
  'inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/** One card of the library: icon, category, title, description, file type, and its link. */
export function ResourceCard({ resource }: { resource: Resource }) {
  const label = resource.isDownloadable ? 'Download Resource' : 'View Resource';
  const external = isExternalLink(resource.link);
  // Every card shows the same label; the accessible name adds the title so the links can be told apart
  // (and starts with the visible label, so speech input still finds it).
  const name = `${label}: ${resource.title}${external ? ' (opens in a new tab)' : ''}`;
  return (
    <Card className="h-full transition-colors hover:border-primary">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <ResourceIcon icon={resource.icon} />
          </span>
          <Badge variant="secondary">{resourceCategoryLabels[resource.category]}</Badge>
        </div>
        <CardTitle className="mt-3">{resource.title}</CardTitle>
        <CardDescription>{resource.description}</CardDescription>
      </CardHeader>
      {resource.fileType ? (
        <CardContent className="pb-4">
          <p className="text-xs font-medium text-muted-foreground">
            <span className="sr-only">File type: </span>
            {resource.fileType}
          </p>
        </CardContent>
      ) : null}
      <CardFooter className="mt-auto">
        {external ? (
          <ExternalLink href={resource.link} showArrow aria-label={name} className={linkClasses}>
            {label}
          </ExternalLink>
        ) : (
          <Link to={resource.link} aria-label={name} className={linkClasses}>
            {resource.isDownloadable ? <Download aria-hidden="true" className="size-4" /> : null}
            {label}
          </Link>
        )}
      </CardFooter>
    </Card>
  );
}
