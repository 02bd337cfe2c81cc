import { useMemo } from 'react';
import { z } from '@tla/federated/zod';
import { reactComponentSchema } from '@tla/platform/contracts/remote-module';
import { lazyModules } from '@tla/platform/islands/lazy-modules';
import { Clock } from 'lucide-react';
import { ArticleCta } from '@tla/shared-ui/components/article-cta';
import { Breadcrumbs } from '@tla/shared-ui/components/breadcrumbs';
import { DEFAULT_OG_IMAGE, PageMeta } from '@tla/shared-ui/components/page-meta';
import { StructuredData } from '@tla/shared-ui/components/structured-data';
import { formatCalendarDate } from '@tla/shared-ui/lib/format';
import { techArticle } from '@tla/shared-ui/lib/structured-data';
import { TableOfContents } from '@tla/shared-ui/components/table-of-contents';
import { Article } from '@tla/shared-ui/markdown/article';
import { splitAtWidgets, type CompiledArticle } from '@tla/shared-ui/markdown/article-nodes';
import { cn } from '@tla/shared-ui/lib/cn';
import {
  tutorialWidgetSchema,
  type FullTutorialSlug,
  type Tutorial,
  type TutorialWidget,
} from '../data/schemas';
import { tutorialPath, tutorialsPath } from '../../../config/learn-paths';
import { tutorialCategoryLabel, tutorialNavigation, tutorialTrail } from '../data/tutorials';
import { LevelBadge } from './level-badge';
import { TutorialIcon } from './tutorial-icon';
import { TutorialPager } from './tutorial-pager';

export type TutorialArticleProps = {
  tutorial: Tutorial & { slug: FullTutorialSlug };
  /** Its text, compiled at build (glossary terms linked, widget places marked). */
  article: CompiledArticle;
  /** The tutorial's social card (a site path); the site's default image without it. */
  ogImage?: string;
};

const proseExtras = cn(
  // Room for the sticky site header when a contents link scrolls to a heading.
  '[&_:is(h2,h3)]:scroll-mt-24',
);

/** A written tutorial: header, contents sidebar, the text with its widgets, previous/next links. */
export function TutorialArticle({ tutorial, article, ogImage }: TutorialArticleProps) {
  const parts = useMemo(() => splitAtWidgets(article.nodes), [article]);
  const headings = useMemo(
    () => article.headings.filter((heading) => heading.level === 2),
    [article],
  );
  const category = tutorialCategoryLabel(tutorial.category);
  const path = tutorialPath(tutorial.slug);
  const dates = article.dates;
  const updated = dates && dates.updatedAt !== dates.publishedAt ? dates.updatedAt : undefined;

  return (
    <article>
      <PageMeta
        title={tutorial.title}
        description={tutorial.description}
        keywords={[
          tutorial.title.toLowerCase(),
          category.toLowerCase(),
          'solana tutorial',
          'spl token',
        ]}
        path={path}
        ogImage={ogImage}
        ogType="article"
        articlePublishedTime={dates?.publishedAt}
        articleModifiedTime={dates?.updatedAt}
        articleTags={[category]}
      />
      {dates ? (
        <StructuredData
          data={techArticle({
            headline: tutorial.title,
            description: tutorial.description,
            path,
            image: ogImage ?? DEFAULT_OG_IMAGE,
            datePublished: dates.publishedAt,
            dateModified: dates.updatedAt,
            section: category,
            proficiencyLevel: tutorial.level,
          })}
        />
      ) : null}
      <Breadcrumbs trail={tutorialTrail(tutorial.title, tutorial.slug)} className="print:hidden" />

      <header className="mt-6 mb-10 flex flex-col gap-4 border-b border-border pb-8 sm:flex-row sm:items-start">
        <TutorialIcon icon={tutorial.icon} colorClass={tutorial.iconBg} className="size-14" />
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <LevelBadge level={tutorial.level} />
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {tutorial.readTime}
            </span>
            <span>{category}</span>
          </div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{tutorial.title}</h1>
          <p className="max-w-3xl text-lg text-muted-foreground">{tutorial.description}</p>
          {updated ? (
            <p className="text-sm text-muted-foreground">
              Last updated <time dateTime={updated}>{formatCalendarDate(updated)}</time>
            </p>
          ) : null}
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <TableOfContents headings={headings} />
        <div className="min-w-0">
          {parts.map((part, index) =>
            part.kind === 'text' ? (
              <Article key={index} nodes={part.nodes} className={proseExtras} />
            ) : (
              <TutorialWidgetView
                key={index}
                widget={tutorialWidgetSchema.parse(part.name)}
                slug={tutorial.slug}
              />
            ),
          )}
          <TutorialPager navigation={tutorialNavigation[tutorial.slug]} />
        </div>
      </div>
    </article>
  );
}

// The airdrop tutorial's claim sample (with the select menu it brings) loads with that tutorial only,
// not with every tutorial page; the prerender waits for it and preloads its chunk with the page.
const sampleModule = z.object({ AirdropClaimSample: reactComponentSchema });
const useSampleModule = lazyModules(import.meta.glob('./airdrop-claim-sample.tsx'), (value) =>
  sampleModule.parse(value),
);

function AirdropClaimSample() {
  const { AirdropClaimSample: Sample } = useSampleModule('./airdrop-claim-sample.tsx');
  return <Sample />;
}

function TutorialWidgetView({ widget, slug }: { widget: TutorialWidget; slug: FullTutorialSlug }) {
  switch (widget) {
    case 'partner-card':
      // 'Learn More First' leads to the beginner tutorial, except on that tutorial itself.
      return <ArticleCta learnMoreTo={slug === 'create-spl-token' ? tutorialsPath : undefined} />;
    case 'airdrop-claim-sample':
      return <AirdropClaimSample />;
  }
}
