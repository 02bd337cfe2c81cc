import { useId } from 'react';
import { Link } from '@tla/federated/router';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { ComingSoon } from '@tla/shared-ui/components/coming-soon';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import { siteConfig } from '@tla/federated/site-config';
import { tokenSwapInterfaceSlug, type Tutorial } from '../data/schemas';
import { tutorialPath, tutorialsPath } from '../../../config/learn-paths';
import { tokenSwapInterfacePage, tokenVestingGuide, tutorialTrail } from '../data/tutorials';
import { LevelBadge } from './level-badge';

/** The keywords of a planned tutorial's page, like a written tutorial's (tutorial-article.tsx). */
function plannedTutorialKeywords(title: string): string[] {
  return [title.toLowerCase(), 'solana tutorial', 'spl token', 'coming soon'];
}

function TopicList({ title, topics }: { title: string; topics: readonly string[] }) {
  const headingId = useId();
  return (
    <div className="w-full rounded-lg border border-border bg-card p-6 text-left">
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="space-y-2">
        {topics.map((topic) => (
          <li key={topic} className="flex gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{topic}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PartnerAndListLinks() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button asChild>
        <Link to={tutorialsPath}>Browse all tutorials</Link>
      </Button>
      <Button asChild variant="brand">
        <ExternalLink href={siteConfig.partnerUrl}>Visit {siteConfig.partnerName}</ExternalLink>
      </Button>
    </div>
  );
}

/** /tutorials/token-swap-interface: the advanced swap-interface tutorial is planned. */
export function TokenSwapInterfacePage() {
  const page = tokenSwapInterfacePage;
  return (
    <ComingSoon
      title={page.title}
      description={page.description}
      keywords={plannedTutorialKeywords(page.title)}
      path={tutorialPath(tokenSwapInterfaceSlug)}
      ogType="article"
      trail={tutorialTrail(page.title, tokenSwapInterfaceSlug)}
    >
      <LevelBadge level={page.level} />
      <TopicList title="Planned topics" topics={page.plannedTopics} />
      <PartnerAndListLinks />
    </ComingSoon>
  );
}

/** /tutorials/token-vesting-schedule: the vesting guide's coming-soon variant with its key topics. */
export function TokenVestingGuidePage() {
  const guide = tokenVestingGuide;
  return (
    <ComingSoon
      title={guide.title}
      description={guide.description}
      keywords={plannedTutorialKeywords(guide.title)}
      path={tutorialPath(guide.slug)}
      ogType="article"
      trail={tutorialTrail(guide.title, guide.slug)}
    >
      <TopicList title="Key topics" topics={guide.keyTopics} />
      <p className="text-muted-foreground">
        Want to launch before the guide is out? {siteConfig.partnerName} can create your token today.
      </p>
      <PartnerAndListLinks />
    </ComingSoon>
  );
}

/** A tutorial of the list that is not written yet: the generic coming-soon page with its card's text. */
export function TutorialPlaceholderPage({ tutorial }: { tutorial: Tutorial }) {
  return (
    <ComingSoon
      title={tutorial.title}
      description={tutorial.description}
      keywords={plannedTutorialKeywords(tutorial.title)}
      path={tutorialPath(tutorial.slug)}
      ogType="article"
      trail={tutorialTrail(tutorial.title, tutorial.slug)}
    >
      <Button asChild variant="outline">
        <Link to={tutorialsPath}>
          Browse all tutorials <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </ComingSoon>
  );
}
