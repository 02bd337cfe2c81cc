// Route module, loaded on demand (see lazy-pages.tsx).
export { PostPage as default } from '../../features/posts/components/post-page';
