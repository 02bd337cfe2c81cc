// Route module, loaded on demand (see lazy-pages.tsx).
export { TokenSwapInterfacePage as default } from '../../features/tutorials/components/tutorial-coming-soon';
