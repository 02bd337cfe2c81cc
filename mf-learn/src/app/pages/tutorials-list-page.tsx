// Route module, loaded on demand (see @tla/platform/islands/lazy-modules).
export { TutorialsListPage as default } from '../../features/tutorials/components/tutorials-list-page';
