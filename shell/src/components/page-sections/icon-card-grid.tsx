import { cn } from '@tla/shared-ui/lib/cn';
import { icons, type IconName } from '../../config/icons';

export type IconCard = { title: string; description: string; icon: IconName; eyebrow?: string };

export type IconCardGridProps = { items: IconCard[]; columns?: 2 | 3; className?: string };

/** Cards with an icon, a title (h3) and a description: values, reasons, steps, benefits. */
export function IconCardGrid({ items, columns = 3, className }: IconCardGridProps) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', className)}>
      {items.map((item) => {
        const Icon = icons[item.icon];
        return (
          <li
            key={item.title}
            className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-6"
          >
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground"
            >
              <Icon className="size-6" />
            </span>
            {item.eyebrow ? (
              <p className="text-sm font-semibold text-link">{item.eyebrow}</p>
            ) : null}
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="text-sm text-muted-foreground">{item.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
