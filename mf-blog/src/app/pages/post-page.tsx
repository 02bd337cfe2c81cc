// Route module, loaded on demand (see @tla/shared-ui/islands/lazy-modules).
export { PostPage as default } from '../../features/posts/components/post-page';
