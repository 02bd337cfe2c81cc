import { Route, Routes } from 'react-router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { ResourcesPage } from '../features/resources/components/resources-page';
import { RemoteScope } from '@tla/shared-ui/components/remote-scope';
import './remote.css';

/** Everything under /resources (mounted by the shell at `resources/*`). */
export default function ResourcesRoutes() {
  return (
    <RemoteScope name="mf_learn">
      <Routes>
        <Route index element={<ResourcesPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteScope>
  );
}

export { buildId } from './build-info';
