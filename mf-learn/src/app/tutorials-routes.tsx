import { Route, Routes } from '@tla/federated/router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { RemoteScope } from '@tla/shared-ui/components/remote-scope';
import { TokenSwapInterfacePage } from '../features/tutorials/components/tutorial-coming-soon';
import { TutorialPage } from '../features/tutorials/components/tutorial-page';
import { TutorialsListPage } from '../features/tutorials/components/tutorials-list-page';
import './remote.css';

/** Everything under /tutorials (mounted by the shell at `tutorials/*`). */
export default function TutorialsRoutes() {
  return (
    <RemoteScope name="mf_learn">
      <Routes>
        <Route index element={<TutorialsListPage />} />
        <Route path="token-swap-interface" element={<TokenSwapInterfacePage />} />
        <Route path=":slug" element={<TutorialPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteScope>
  );
}

export { buildId } from './build-info';
