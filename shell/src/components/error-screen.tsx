import { AlertTriangle } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';

/** The fallback screen for a rendering error; its only action reloads the page. */
export function ErrorScreen() {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <AlertTriangle aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">
        We&apos;re sorry, but something unexpected happened. Please try refreshing the page.
      </p>
      <Button onClick={() => window.location.reload()}>Refresh Page</Button>
    </div>
  );
}
