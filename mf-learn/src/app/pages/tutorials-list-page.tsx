// Route module, loaded on demand (see lazy-pages.tsx).
export { TutorialsListPage as default } from '../../features/tutorials/components/tutorials-list-page';
