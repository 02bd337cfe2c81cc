import { Link } from '@tla/federated/router';
import { ArrowRight } from 'lucide-react';
import { Skeleton } from '@tla/shared-ui/components/skeleton';
import { cn } from '@tla/shared-ui/lib/cn';
import { icons } from '../../../config/icons';
import type { CategoriesSectionContent, CategoryCard } from '../data/schemas';
import { noPreload, type LinkPreload } from '../model/link-preload';
import { ContentSection } from '../../../components/page-sections/content-section';

export type CategoriesSectionProps = {
  content: CategoriesSectionContent;
  /** While the categories request loads, three skeletons stand in for the cards. */
  loading: boolean;
  linkProps?: LinkPreload;
};

function CategoryCardLink({ card, linkProps }: { card: CategoryCard; linkProps: LinkPreload }) {
  const Icon = icons[card.icon];
  return (
    <Link
      to={card.to}
      className="group flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
      {...linkProps(card.to)}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-12 items-center justify-center rounded-lg bg-gradient-to-br text-white',
          card.gradient,
        )}
      >
        <Icon className="size-6" />
      </span>
      <h3 className="text-xl font-semibold">{card.title}</h3>
      <p className="text-muted-foreground">{card.description}</p>
      <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-link">
        Explore articles{' '}
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-1"
        />
      </span>
    </Link>
  );
}

/** Section 3: the three fixed category cards, linking to the blog filtered by category. */
export function CategoriesSection({
  content,
  loading,
  linkProps = noPreload,
}: CategoriesSectionProps) {
  const cards = (
    <ul className="grid gap-6 md:grid-cols-3">
      {content.cards.map((card) => (
        <li key={card.slug}>
          <CategoryCardLink card={card} linkProps={linkProps} />
        </li>
      ))}
    </ul>
  );
  return (
    <ContentSection variant="home" id="categories-heading" heading={content.heading} intro={content.intro}>
      <div aria-busy={loading}>
        {loading ? (
          <>
            <div role="status" className="grid gap-6 md:grid-cols-3">
              <span className="sr-only">Loading categories</span>
              {content.cards.map((card) => (
                <Skeleton key={card.slug} className="h-56 rounded-xl" />
              ))}
            </div>
            {/* Readers without JavaScript never see the request finish: they get the cards at once. */}
            <noscript>{cards}</noscript>
          </>
        ) : (
          cards
        )}
      </div>
    </ContentSection>
  );
}
