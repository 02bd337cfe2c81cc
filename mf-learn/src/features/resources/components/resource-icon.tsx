import {
  BarChart3,
  BookOpen,
  Calculator,
  ClipboardCheck,
  Code,
  Coins,
  FileCode,
  FileSpreadsheet,
  Image,
  Layers,
  Megaphone,
  MessagesSquare,
  Network,
  Receipt,
  Shield,
  ShieldCheck,
  Users,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@tla/shared-ui/lib/cn';
import type { ResourceIcon as ResourceIconKey } from '../data/schemas';

// Named imports (not the whole icon set) keep the bundle to the icons the data actually uses.
const icons: Record<ResourceIconKey, LucideIcon> = {
  BarChart3,
  BookOpen,
  Calculator,
  ClipboardCheck,
  Code,
  Coins,
  FileCode,
  FileSpreadsheet,
  Image,
  Layers,
  Megaphone,
  MessagesSquare,
  Network,
  Receipt,
  Shield,
  ShieldCheck,
  Users,
  Wallet,
  Wrench,
};

/** The decorative icon of a resource card, from its data key. */
export function ResourceIcon({ icon, className }: { icon: ResourceIconKey; className?: string }) {
  const Icon = icons[icon];
  return <Icon aria-hidden="true" className={cn('size-6', className)} />;
}
