// Route module, loaded on demand (see @tla/platform/islands/lazy-modules).
import { TutorialsListPage } from '../../features/tutorials/components/tutorials-list-page';
import { tutorialsCardPath } from '../social-card-paths';

export default function TutorialsListRoute() {
  return <TutorialsListPage ogImage={tutorialsCardPath} />;
}
