// Route module, loaded on demand (see @tla/platform/islands/lazy-modules).
import { TutorialPage } from '../../features/tutorials/components/tutorial-page';
import { tutorialCardPath } from '../social-card-paths';

export default function TutorialRoute() {
  return <TutorialPage cardImage={tutorialCardPath} />;
}
