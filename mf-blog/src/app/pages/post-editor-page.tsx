// Route module, loaded on demand (see lazy-pages.tsx).
export { PostEditorRoute as default } from '../../features/posts/components/post-editor-page';
