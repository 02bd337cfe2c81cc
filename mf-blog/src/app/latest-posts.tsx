import { RemoteScope } from '@tla/platform/islands/remote-scope';
import { LatestPosts } from '../features/posts/components/latest-posts';
import './remote.css';

/** Exposed as `mf_blog/latest-posts`: the home page's "Latest from Our Blog" section. */
export default function LatestPostsWidget() {
  return (
    <RemoteScope name="mf_blog">
      <LatestPosts />
    </RemoteScope>
  );
}

export { buildId } from '@tla/platform/islands/build-info';
