import { memo } from 'react';
import { Link } from '@tla/federated/router';
import { ArrowRight, Clock } from 'lucide-react';
import { Card } from '@tla/shared-ui/components/card';
import type { Tutorial } from '../data/schemas';
import { tutorialPath } from '../../../config/learn-paths';
import { LevelBadge } from './level-badge';
import { TutorialIcon } from './tutorial-icon';

export type TutorialCardProps = {
  tutorial: Tutorial;
  /** h2 on the tutorials page, h3 under a section heading (the home page). */
  headingLevel?: 2 | 3;
};

/**
 * A tutorial in a list: icon, level, read time, title and description. The title is the link; it
 * stretches over the whole card, so the card is one click target with a short accessible name.
 * Memoized: a card still listed after a new tab or search stays as it is.
 */
export const TutorialCard = memo(function TutorialCard({ tutorial, headingLevel = 2 }: TutorialCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="relative h-full gap-4 p-6 transition-colors focus-within:border-primary hover:border-primary">
      <div className="flex items-start justify-between gap-4">
        <TutorialIcon icon={tutorial.icon} colorClass={tutorial.iconBg} />
        <div className="flex flex-col items-end gap-2 text-sm text-muted-foreground">
          <LevelBadge level={tutorial.level} />
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {tutorial.readTime}
          </span>
        </div>
      </div>
      <Heading className="text-lg leading-tight font-semibold">
        <Link
          to={tutorialPath(tutorial.slug)}
          className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          {tutorial.title}
        </Link>
      </Heading>
      <p className="text-sm text-muted-foreground">{tutorial.description}</p>
      <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-link">
        {tutorial.status === 'full' ? 'Read tutorial' : 'Coming soon'}
        <ArrowRight className="size-4" />
      </span>
    </Card>
  );
});
