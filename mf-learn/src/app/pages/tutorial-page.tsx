// Route module, loaded on demand (see @tla/platform/islands/lazy-modules).
export { TutorialPage as default } from '../../features/tutorials/components/tutorial-page';
