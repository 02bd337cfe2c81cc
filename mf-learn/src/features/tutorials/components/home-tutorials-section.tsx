import { Link } from '@tla/federated/router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { tutorialsPath } from '../../../config/learn-paths';
import type { Tutorial } from '../data/schemas';
import { homeTutorialCards } from '../data/tutorials';
import { TutorialCard } from './tutorial-card';

/** The home page's "Step-by-Step Tutorials" section: two tutorial cards and a way to the rest. */
export function HomeTutorialsSection({ cards = homeTutorialCards() }: { cards?: readonly Tutorial[] }) {
  return (
    <section
      aria-labelledby="home-tutorials-heading"
      className="render-when-near mx-auto max-w-(--container-content) px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mb-8 space-y-2">
        <h2 id="home-tutorials-heading" className="text-3xl font-bold tracking-tight">
          Step-by-Step Tutorials
        </h2>
        <p className="max-w-2xl text-muted-foreground">
          Follow detailed guides from your first SPL token to a live liquidity pool.
        </p>
      </div>
      <ul className="grid gap-6 md:grid-cols-2">
        {cards.map((tutorial) => (
          <li key={tutorial.slug}>
            <TutorialCard tutorial={tutorial} headingLevel={3} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex justify-center">
        <Button asChild variant="outline" size="lg">
          <Link to={tutorialsPath}>
            View All Tutorials <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
