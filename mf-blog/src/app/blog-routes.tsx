import { Route, Routes } from '@tla/federated/router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { RemoteScope } from '@tla/shared-ui/components/remote-scope';
import { BlogListPage } from '../features/posts/components/blog-list-page';
import { PostEditorRoute } from '../features/posts/components/post-editor-page';
import { PostPage } from '../features/posts/components/post-page';
import './remote.css';

/** Everything under /blog. The shell mounts this at `blog/*`; paths here are relative to it. */
export default function BlogRoutes() {
  return (
    <RemoteScope name="mf_blog">
      <Routes>
        <Route index element={<BlogListPage />} />
        <Route path="editor" element={<PostEditorRoute />} />
        <Route path="editor/:slug" element={<PostEditorRoute />} />
        <Route path=":slug" element={<PostPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteScope>
  );
}

export { buildId } from './build-info';
