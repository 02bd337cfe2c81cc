import { LatestPosts } from '../features/posts/components/latest-posts';
import './remote.css';

/** Exposed as `mf_blog/latest-posts`: the home page's "Latest from Our Blog" section. */
export default function LatestPostsWidget() {
  return <LatestPosts />;
}

export { buildId } from '@tla/platform/islands/build-info';
