import { Route, Routes } from '@tla/federated/router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { lazyPages } from '@tla/platform/islands/lazy-modules';
import './remote.css';

const page = lazyPages(import.meta.glob('./pages/*.tsx'));
const TutorialsListPage = page('./pages/tutorials-list-page.tsx');
const TokenSwapInterfacePage = page('./pages/token-swap-interface-page.tsx');
const TutorialPage = page('./pages/tutorial-page.tsx');

/** Everything under /tutorials (mounted by the shell at `tutorials/*`). */
export default function TutorialsRoutes() {
  return (
    <Routes>
      <Route index element={<TutorialsListPage />} />
      <Route path="token-swap-interface" element={<TokenSwapInterfacePage />} />
      <Route path=":slug" element={<TutorialPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export { buildId } from '@tla/platform/islands/build-info';
