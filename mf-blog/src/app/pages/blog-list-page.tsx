// Route module, loaded on demand (see lazy-pages.tsx).
export { BlogListPage as default } from '../../features/posts/components/blog-list-page';
