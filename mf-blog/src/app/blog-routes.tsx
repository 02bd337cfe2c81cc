import { Route, Routes } from '@tla/federated/router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { lazyPages } from '@tla/platform/islands/lazy-modules';
import { listPageRoutes } from '../config/blog-paths';
import './remote.css';

const page = lazyPages(import.meta.glob('./pages/*.tsx'));
const BlogListPage = page('./pages/blog-list-page.tsx');
const PostEditorPage = page('./pages/post-editor-page.tsx');
const PostPage = page('./pages/post-page.tsx');

/** Everything under /blog. The shell mounts this at `blog/*`; paths here are relative to it. */
export default function BlogRoutes() {
  return (
    <Routes>
      <Route index element={<BlogListPage />} />
      {listPageRoutes.map((route) => (
        <Route key={route} path={route} element={<BlogListPage />} />
      ))}
      <Route path="editor" element={<PostEditorPage />} />
      <Route path="editor/:slug" element={<PostEditorPage />} />
      <Route path=":slug" element={<PostPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export { buildId } from '@tla/platform/islands/build-info';
