import { memo, useDeferredValue, useId, useMemo } from 'react';
import { Link } from '@tla/federated/router';
import { Search } from 'lucide-react';
import { FeedLinks, type FeedLink } from '@tla/shared-ui/components/feed-links';
import { Input } from '@tla/shared-ui/components/input';
import { KeyboardSubmitButton } from '@tla/shared-ui/components/keyboard-submit-button';
import { Label } from '@tla/shared-ui/components/label';
import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tla/shared-ui/components/tabs';
import { glossaryPath, tutorialsPath } from '../../../config/learn-paths';
import { tutorialCategoryFilterSchema, type Tutorial } from '../data/schemas';
import { filterTutorials, tutorialCategories, tutorials as allTutorials } from '../data/tutorials';
import { useTutorialFilter } from '../hooks/use-tutorial-filter';
import { TutorialCard } from './tutorial-card';

export const NO_TUTORIALS_TITLE = 'No tutorials found';
export const NO_TUTORIALS_SEARCH_HINT = 'Try searching with different keywords.';
export const NO_TUTORIALS_CATEGORY_HINT = 'No tutorials available in this category yet.';

/** The tutorials index: search box, category tabs and the matching cards. */
export type TutorialsListPageProps = {
  tutorials?: readonly Tutorial[];
  /** The page's social card (a site path); the site's default image without it. */
  ogImage?: string;
  /** The tutorials' feeds, linked below the list. */
  feeds?: readonly FeedLink[];
};

export function TutorialsListPage({ tutorials = allTutorials, ogImage, feeds = [] }: TutorialsListPageProps) {
  const { filter, setCategory, setSearch } = useTutorialFilter();
  const searchId = useId();
  // The tab and the field answer in the tap's or key's own frame; the cards and the count follow in a
  // render React does after it (and drops for a newer choice).
  const category = useDeferredValue(filter.category);
  const search = useDeferredValue(filter.search);
  const results = useMemo(() => filterTutorials(tutorials, { category, search }), [tutorials, category, search]);

  return (
    <section className="space-y-8">
      <PageMeta
        title="Tutorials"
        description="Step-by-step Solana tutorials: create an SPL token, open a Raydium pool, build staking and airdrop programs, design tokenomics and metadata."
        keywords={['solana tutorials', 'spl token tutorial', 'raydium liquidity', 'token staking', 'token airdrop']}
        path={tutorialsPath}
        ogImage={ogImage}
      />
      <header className="space-y-3">
        <h1 className="text-4xl font-bold tracking-tight">Tutorials</h1>
        <p className="max-w-2xl text-muted-foreground">
          Step-by-step lessons, from your first SPL token to liquidity pools, staking and airdrops. New to
          the words? Start with the{' '}
          <Link to={glossaryPath} className="text-link underline">
            glossary
          </Link>
          .
        </p>
      </header>

      {/* Filtering happens as the reader types; submitting (Enter, or the button a keyboard reaches)
          only keeps the page where it is, with its filter. Before hydration the browser submits the
          text as `q`, the parameter the list reads back. */}
      <form role="search" className="max-w-md space-y-2" onSubmit={(event) => event.preventDefault()}>
        <Label htmlFor={searchId}>Search tutorials</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={searchId}
            name="q"
            type="search"
            placeholder="Search by title or description..."
            className="pl-9"
            value={filter.search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <KeyboardSubmitButton>
            Search{' '}<span className="sr-only">tutorials</span>
          </KeyboardSubmitButton>
        </div>
      </form>

      <p role="status" className="text-sm text-muted-foreground">
        {results.length === 1 ? '1 tutorial' : `${results.length} tutorials`}
      </p>

      <Tabs
        value={filter.category}
        onValueChange={(value) => {
          const category = tutorialCategoryFilterSchema.safeParse(value);
          if (category.success) setCategory(category.data);
        }}
      >
        <TabsList aria-label="Tutorial categories">
          {tutorialCategories.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* One panel, the selected tab's: switching tabs keeps it and its cards (those still listed
            stay as they are) rather than unmounting one panel's cards and mounting another's. */}
        <TabsContent value={filter.category} className="pt-2">
          <TutorialResults results={results} searching={search.trim() !== ''} />
        </TabsContent>
      </Tabs>

      <FeedLinks lead="Follow new tutorials:" feeds={feeds} />
    </section>
  );
}

const TutorialResults = memo(function TutorialResults({ results, searching }: { results: Tutorial[]; searching: boolean }) {
  if (results.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-border px-6 py-16 text-center">
        <h2 className="text-xl font-semibold">{NO_TUTORIALS_TITLE}</h2>
        <p className="mt-2 text-muted-foreground">{searching ? NO_TUTORIALS_SEARCH_HINT : NO_TUTORIALS_CATEGORY_HINT}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {results.map((tutorial) => (
        // Drawn when near the screen, at a card's usual height until then: a load or a tab styles the
        // cards in view, not the whole list.
        <li key={tutorial.slug} className="render-when-near [contain-intrinsic-size:auto_17rem]">
          <TutorialCard tutorial={tutorial} />
        </li>
      ))}
    </ul>
  );
});
