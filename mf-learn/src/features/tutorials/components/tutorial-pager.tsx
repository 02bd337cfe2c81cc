import { ArticlePager } from '@tla/shared-ui/components/article-pager';
import { tutorialsPath } from '../../../config/learn-paths';
import type { TutorialNavigationEntry } from '../data/schemas';
import { tutorialLink } from '../data/tutorials';

/** Previous and next tutorial at the foot of a tutorial; the list stands in where there is none. */
export function TutorialPager({ navigation }: { navigation: TutorialNavigationEntry }) {
  return (
    <ArticlePager
      label="More tutorials"
      previous={navigation.previous === null ? null : tutorialLink(navigation.previous)}
      next={navigation.next === null ? null : tutorialLink(navigation.next)}
      previousLabel="Previous tutorial"
      nextLabel="Next tutorial"
      list={{ path: tutorialsPath, title: 'All tutorials' }}
    />
  );
}
