import { Moon, Sun } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { useIsClient } from '@tla/shared-ui/hooks/use-is-client';
import { useTheme } from './use-theme';

/** Shown only after the first client render: the server cannot know the reader's theme. */
export function ThemeToggle() {
  const isClient = useIsClient();
  const { theme, toggleTheme } = useTheme();
  if (!isClient) return <span className="size-10" aria-hidden="true" />;
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={`Switch to ${next} theme`}>
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
