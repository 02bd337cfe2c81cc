import { Link } from '@tla/federated/router';
import { Badge } from '@tla/shared-ui/components/badge';
import { cn } from '@tla/shared-ui/lib/cn';
import { uncategorized } from '../data/categories';
import type { Category } from '../data/schemas';
import { categoryPath } from '../../../config/blog-paths';

export type CategoryBadgeProps = {
  category: Category;
  /** On list pages the badge links to the category's list; on a post page it is plain text. */
  linked?: boolean;
  className?: string;
};

export function CategoryBadge({ category, linked = false, className }: CategoryBadgeProps) {
  const classes = cn('border-transparent', category.colorClass, className);
  // Uncategorized is not a real category: there is no list to link to.
  if (!linked || category.slug === uncategorized.slug) {
    return (
      <Badge variant="outline" className={classes}>
        {category.name}
      </Badge>
    );
  }
  return (
    <Badge asChild variant="outline" className={cn(classes, 'hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring')}>
      <Link to={categoryPath(category.slug)}>{category.name}</Link>
    </Badge>
  );
}
