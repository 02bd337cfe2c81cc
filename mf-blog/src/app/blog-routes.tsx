import { Route, Routes } from '@tla/federated/router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { RemoteScope } from '@tla/platform/islands/remote-scope';
import { lazyPages } from '@tla/platform/islands/lazy-modules';
import './remote.css';

const page = lazyPages(import.meta.glob('./pages/*.tsx'));
const BlogListPage = page('./pages/blog-list-page.tsx');
const PostEditorPage = page('./pages/post-editor-page.tsx');
const PostPage = page('./pages/post-page.tsx');

/** Everything under /blog. The shell mounts this at `blog/*`; paths here are relative to it. */
export default function BlogRoutes() {
  return (
    <RemoteScope name="mf_blog">
      <Routes>
        <Route index element={<BlogListPage />} />
        <Route path="editor" element={<PostEditorPage />} />
        <Route path="editor/:slug" element={<PostEditorPage />} />
        <Route path=":slug" element={<PostPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteScope>
  );
}

export { buildId } from '@tla/platform/islands/build-info';
