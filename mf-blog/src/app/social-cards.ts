import { siteConfig } from '@tla/federated/site-config';
import type { SocialCardFile } from '@tla/platform/build-tools/social-card';
import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';
import { categoryById } from '../features/posts/data/categories';
import { formatReadTime } from '../features/posts/model/format';
import { section } from './section';
import { blogCardPath, postCardPath } from './social-card-paths';

/**
 * The cards the blog's build makes (vite.config.ts), as files of its site/ folder, which compose puts
 * on the site at the same paths: the blog page's, and one per built-in post (a reader's own post
 * lives in their browser and keeps the site's default image).
 */
export const blogSocialCards = (): SocialCardFile[] => [
  {
    file: `site${blogCardPath}`,
    card: { title: section.modules['blog-routes'].label, section: siteConfig.name },
  },
  ...builtInPostMeta.map((post) => ({
    file: `site${postCardPath(post.slug)}`,
    card: {
      title: post.title,
      section: `Blog · ${categoryById(post.categoryId).name}`,
      readTime: formatReadTime(post.readTime),
    },
  })),
];
