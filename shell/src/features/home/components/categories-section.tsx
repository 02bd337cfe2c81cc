import { Link } from '@tla/federated/router';
import { ArrowRight } from 'lucide-react';
import { Skeleton } from '@tla/shared-ui/components/skeleton';
import { cn } from '@tla/shared-ui/lib/cn';
import type { NavigationEntry } from '@tla/platform/contracts/navigation';
import { icons } from '../../../config/icons';
import type { CategoriesSectionContent, CategoryCardLook } from '../data/schemas';
import { noPreload, type LinkPreload } from '../model/link-preload';
import { ContentSection } from '../../../components/page-sections/content-section';

export type CategoriesSectionProps = {
  content: CategoriesSectionContent;
  /** The cards the sections declare (the blog's `home-categories` entries), in order. */
  cards: readonly NavigationEntry[];
  /** While the categories request loads, a skeleton stands in for each card. */
  loading: boolean;
  linkProps?: LinkPreload;
};

function CategoryCardLink({
  card,
  look,
  linkProps,
}: {
  card: NavigationEntry;
  look: CategoryCardLook;
  linkProps: LinkPreload;
}) {
  const Icon = icons[look.icon];
  return (
    <Link
      to={card.path}
      className="group flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
      {...linkProps(card.path)}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-12 items-center justify-center rounded-lg bg-gradient-to-br text-white',
          look.gradient,
        )}
      >
        <Icon className="size-6" />
      </span>
      <h3 className="text-xl font-semibold">{card.label}</h3>
      {card.description && <p className="text-muted-foreground">{card.description}</p>}
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

/** The card's key, or its link for a card without one. */
const cardId = (card: NavigationEntry): string => card.key ?? card.path;

const lookOf = (card: NavigationEntry, content: CategoriesSectionContent): CategoryCardLook =>
  (card.key === undefined ? undefined : content.looks[card.key]) ?? content.defaultLook;

/**
 * The category cards, linking to the blog filtered by category. Without any (the section
 * table carries no blog), the section is left out rather than shown empty.
 */
export function CategoriesSection({
  content,
  cards,
  loading,
  linkProps = noPreload,
}: CategoriesSectionProps) {
  if (cards.length === 0) return null;
  const list = (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <li key={cardId(card)}>
          <CategoryCardLink card={card} look={lookOf(card, content)} linkProps={linkProps} />
        </li>
      ))}
    </ul>
  );
  return (
    <ContentSection
      variant="home"
      id="categories-heading"
      heading={content.heading}
      intro={content.intro}
    >
      <div aria-busy={loading}>
        {loading ? (
          <>
            <div role="status" className="grid gap-6 md:grid-cols-3">
              <span className="sr-only">Loading categories</span>
              {cards.map((card) => (
                <Skeleton key={cardId(card)} className="h-56 rounded-xl" />
              ))}
            </div>
            {/* Readers without JavaScript never see the request finish: they get the cards at once. */}
            <noscript>{list}</noscript>
          </>
        ) : (
          list
        )}
      </div>
    </ContentSection>
  );
}
