import { Link } from '@tla/federated/router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@tla/shared-ui/components/card';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import type { DeveloperResource } from '../data/schemas';
import { ResourceIcon } from './resource-icon';

export type DeveloperResourcesSectionProps = {
  resources: readonly DeveloperResource[];
  /** Where 'Explore More' leads. */
  exploreMoreTo: string;
};

/** The home page's "Developer Resources": official documentation cards, each opening in a new tab. */
export function DeveloperResourcesSection({ resources, exploreMoreTo }: DeveloperResourcesSectionProps) {
  return (
    <section
      aria-labelledby="developer-resources-heading"
      className="render-when-near mx-auto w-full max-w-(--container-content) px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mb-8 max-w-2xl">
        <h2 id="developer-resources-heading" className="text-3xl font-bold tracking-tight">
          Developer Resources
        </h2>
        <p className="mt-2 text-muted-foreground">
          Official documentation and community help for building tokens and apps on Solana.
        </p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {resources.map((resource) => (
          <li key={resource.id}>
            <Card className="h-full transition-colors hover:border-primary">
              <CardHeader>
                <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <ResourceIcon icon={resource.icon} />
                </span>
                <CardTitle className="text-base">
                  <ExternalLink
                    href={resource.link}
                    showArrow
                    className="rounded-sm text-foreground underline-offset-4 hover:text-link hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {resource.title}
                  </ExternalLink>
                </CardTitle>
                <CardDescription>{resource.description}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex justify-center">
        <Button asChild variant="outline" size="lg">
          <Link to={exploreMoreTo}>
            Explore More <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
