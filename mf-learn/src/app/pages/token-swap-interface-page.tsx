// Route module, loaded on demand (see @tla/platform/islands/lazy-modules).
export { TokenSwapInterfacePage as default } from '../../features/tutorials/components/tutorial-coming-soon';
