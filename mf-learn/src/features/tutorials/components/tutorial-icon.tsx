import {
  ArrowLeftRight,
  BarChart3,
  Coins,
  Droplets,
  FileText,
  Flame,
  Gift,
  Layers,
  Lock,
  Repeat,
  Sprout,
  Vote,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@tla/shared-ui/lib/cn';
import type { TutorialColorClass, TutorialIcon as TutorialIconKey } from '../data/schemas';

const icons: Readonly<Record<TutorialIconKey, LucideIcon>> = {
  ArrowLeftRight,
  BarChart3,
  Coins,
  Droplets,
  FileText,
  Flame,
  Gift,
  Layers,
  Lock,
  Repeat,
  Sprout,
  Vote,
};

export type TutorialIconProps = { icon: TutorialIconKey; colorClass: TutorialColorClass; className?: string };

/** A tutorial's icon on its tinted square (decorative: the title says what the tutorial is). */
export function TutorialIcon({ icon, colorClass, className }: TutorialIconProps) {
  const Icon = icons[icon];
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-12 shrink-0 items-center justify-center rounded-lg', colorClass, className)}
    >
      <Icon className="size-6" />
    </span>
  );
}
