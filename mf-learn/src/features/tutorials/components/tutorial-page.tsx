import { useParams } from '@tla/federated/router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { fullTutorialSlugSchema, type FullTutorialSlug, type Tutorial } from '../data/schemas';
import { useTutorialArticle } from '../data/tutorial-content';
import { tokenVestingGuide, tutorials } from '../data/tutorials';
import { TutorialArticle } from './tutorial-article';
import { TokenVestingGuidePage, TutorialPlaceholderPage } from './tutorial-coming-soon';

type WrittenTutorial = Tutorial & { slug: FullTutorialSlug };

function isWritten(tutorial: Tutorial): tutorial is WrittenTutorial {
  return tutorial.status === 'full' && fullTutorialSlugSchema.safeParse(tutorial.slug).success;
}

export type TutorialPageProps = {
  /** Where the site serves a written tutorial's social card, by slug (coming-soon pages have none). */
  cardImage?: (slug: FullTutorialSlug) => string;
};

/** /tutorials/:slug: a written tutorial, a coming-soon page of the list, or not found. */
export function TutorialPage({ cardImage }: TutorialPageProps) {
  const { slug } = useParams();
  const tutorial = tutorials.find((candidate) => candidate.slug === slug);
  if (!tutorial) return <NotFound />;
  if (tutorial.slug === tokenVestingGuide.slug) return <TokenVestingGuidePage />;
  if (!isWritten(tutorial)) return <TutorialPlaceholderPage tutorial={tutorial} />;
  // Keyed by slug: following a next link starts the new tutorial with fresh state (contents, demo).
  return (
    <WrittenTutorialPage key={tutorial.slug} tutorial={tutorial} ogImage={cardImage?.(tutorial.slug)} />
  );
}

function WrittenTutorialPage({ tutorial, ogImage }: { tutorial: WrittenTutorial; ogImage?: string }) {
  return (
    <TutorialArticle tutorial={tutorial} article={useTutorialArticle(tutorial.slug)} ogImage={ogImage} />
  );
}
