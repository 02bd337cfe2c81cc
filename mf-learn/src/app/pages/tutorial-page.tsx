// Route module, loaded on demand (see lazy-pages.tsx).
export { TutorialPage as default } from '../../features/tutorials/components/tutorial-page';
