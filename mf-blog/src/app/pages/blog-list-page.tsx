// Route module, loaded on demand (see @tla/platform/islands/lazy-modules).
export { BlogListPage as default } from '../../features/posts/components/blog-list-page';
