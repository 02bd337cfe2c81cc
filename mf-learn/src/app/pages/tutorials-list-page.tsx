// Route module, loaded on demand (see @tla/platform/islands/lazy-modules).
import { TutorialsListPage } from '../../features/tutorials/components/tutorials-list-page';
import { feedLinks } from '../feed-links';
import { tutorialsCardPath } from '../social-card-paths';

export default function TutorialsListRoute() {
  return <TutorialsListPage feeds={feedLinks} ogImage={tutorialsCardPath} />;
}
