// Route module, loaded on demand (see @tla/platform/islands/lazy-modules).
import { PostPage } from '../../features/posts/components/post-page';
import { postCardPath } from '../social-card-paths';

export default function PostRoute() {
  return <PostPage cardImage={postCardPath} />;
}
