import { Route, Routes } from 'react-router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { BlogListPage } from '../features/blog-list/blog-list-page';
import { RemoteScope } from '@tla/shared-ui/components/remote-scope';
import './remote.css';

/** Everything under /blog. The shell mounts this at `blog/*`; paths here are relative to it. */
export default function BlogRoutes() {
  return (
    <RemoteScope name="mf_blog">
      <Routes>
        <Route index element={<BlogListPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteScope>
  );
}

export { buildId } from './build-info';
