// Route module, loaded on demand (see @tla/platform/islands/lazy-modules).
import { BlogListPage } from '../../features/posts/components/blog-list-page';
import { feedLinks } from '../feed-links';
import { blogCardPath } from '../social-card-paths';

export default function BlogListRoute() {
  return <BlogListPage feeds={feedLinks} ogImage={blogCardPath} />;
}
