import { Link } from '@tla/federated/router';
import { MessageCircle, Rocket } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tla/shared-ui/components/tabs';
import { siteConfig } from '@tla/federated/site-config';
import { resourcesPath, tutorialsPath } from '../../../config/learn-paths';
import { filterResources, parseResourceTab } from '../data/resources';
import type { Resource, ResourceTab } from '../data/schemas';
import { useResourceTab } from '../hooks/use-resource-tab';
import { ResourceCard } from './resource-card';

export type ResourcesPageProps = {
  resources: readonly Resource[];
  tabs: readonly ResourceTab[];
  /** The page's social card (a site path); the site's default image without it. */
  ogImage?: string;
};

/** /resources: the library in tabs, a contact invitation and the partner's call to action. */
export function ResourcesPage({ resources, tabs, ogImage }: ResourcesPageProps) {
  const [tab, selectTab] = useResourceTab();
  return (
    <div className="space-y-16">
      <PageMeta
        title="Resources"
        description="Guides, tools and code templates for Solana token creators: tokenomics, distribution, security, wallets and more."
        keywords={['solana resources', 'token templates', 'tokenomics guide', 'token security checklist']}
        path={resourcesPath}
        ogImage={ogImage}
        ogType="website"
      />
      <header className="space-y-4">
        <h1 className="text-4xl font-bold tracking-tight">Resources</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Guides, tools and code for planning, launching and running a token on Solana. Want a step-by-step
          walk-through instead? Start with the{' '}
          <Link to={tutorialsPath} className="text-link underline underline-offset-4">
            tutorials
          </Link>
          .
        </p>
      </header>

      <Tabs value={tab} onValueChange={(value) => selectTab(parseResourceTab(value))}>
        <TabsList aria-label="Resource categories">
          {tabs.map(({ id, label }) => (
            <TabsTrigger key={id} value={id}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ id, label }) => (
          <TabsContent key={id} value={id}>
            <h2 className="sr-only">{label}</h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {filterResources(resources, id).map((resource) => (
                <li key={resource.id}>
                  <ResourceCard resource={resource} />
                </li>
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>

      <section
        aria-labelledby="resources-contact-heading"
        className="flex flex-col items-start gap-4 rounded-xl border border-border bg-card p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="space-y-2">
          <h2 id="resources-contact-heading" className="text-2xl font-bold">
            Need a Resource We Don&apos;t Have?
          </h2>
          <p className="max-w-2xl text-muted-foreground">
            Tell us what would help your project: a template, a checklist or a guide. Send us a message and
            our team will point you in the right direction.
          </p>
        </div>
        <Button asChild variant="outline" size="lg">
          <ExternalLink href={siteConfig.messagingUrl}>
            <MessageCircle aria-hidden="true" />
            Message Our Team
          </ExternalLink>
        </Button>
      </section>

      <section
        aria-labelledby="resources-cta-heading"
        className="rounded-xl border border-primary/40 bg-gradient-to-br from-primary/15 via-card to-card p-6 text-center sm:p-10"
      >
        <Rocket aria-hidden="true" className="mx-auto mb-4 size-10 text-primary" />
        <h2 id="resources-cta-heading" className="text-2xl font-bold sm:text-3xl">
          Ready to Create Your Token?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          Put these resources to work. {siteConfig.partnerName}, our official partner platform, creates your
          Solana token with metadata and revoked authorities in a few clicks, no code needed.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild variant="brand" size="lg">
            <ExternalLink href={siteConfig.createTokenUrl}>Create Your Token Now</ExternalLink>
          </Button>
          <Button asChild variant="outline" size="lg">
            <ExternalLink href={siteConfig.partnerUrl}>Visit {siteConfig.partnerName}</ExternalLink>
          </Button>
        </div>
      </section>
    </div>
  );
}
