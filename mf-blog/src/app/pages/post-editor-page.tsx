// Route module, loaded on demand (see @tla/shared-ui/islands/lazy-modules).
export { PostEditorRoute as default } from '../../features/posts/components/post-editor-page';
