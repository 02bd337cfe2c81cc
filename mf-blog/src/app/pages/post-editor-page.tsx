// Route module, loaded on demand (see @tla/platform/islands/lazy-modules).
export { PostEditorRoute as default } from '../../features/posts/components/post-editor-page';
