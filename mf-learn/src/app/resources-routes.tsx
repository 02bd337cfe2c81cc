import { Route, Routes } from '@tla/federated/router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { ResourceComingSoonPage } from '../features/resources/components/resource-coming-soon-page';
import { ResourcesPage } from '../features/resources/components/resources-page';
import { resourceTabs, resources } from '../features/resources/data/resources';
import { resourcesCardPath } from './social-card-paths';
import './remote.css';

/** Everything under /resources (mounted by the shell at `resources/*`). */
export default function ResourcesRoutes() {
  return (
    <Routes>
      <Route
        index
        element={<ResourcesPage resources={resources} tabs={resourceTabs} ogImage={resourcesCardPath} />}
      />
      <Route path=":slug" element={<ResourceComingSoonPage resources={resources} />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export { buildId } from '@tla/platform/islands/build-info';
