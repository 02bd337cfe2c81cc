import { Badge } from '@tla/shared-ui/components/badge';
import { cn } from '@tla/shared-ui/lib/cn';
import { levelClassByLevel, type TutorialLevel } from '../data/schemas';

/** A tutorial's level in the colours of that level (the same level always looks the same). */
export function LevelBadge({ level, className }: { level: TutorialLevel; className?: string }) {
  return (
    <Badge variant="secondary" className={cn(levelClassByLevel[level], className)}>
      {level}
    </Badge>
  );
}
