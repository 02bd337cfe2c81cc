// Route module, loaded on demand (see @tla/platform/islands/lazy-modules).
export { PostPage as default } from '../../features/posts/components/post-page';
