import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@tla/shared-ui/components/alert';

export type ReaderTextBoundaryProps = {
  /** What the reader is told could not be shown ("The preview could not be shown"). */
  title: string;
  /** What became of their text, and what they can do. */
  description: ReactNode;
  /** Any change to these tries the text again (the markdown being edited, say). */
  resetKeys?: unknown[];
  /** Shown after the alert as after the text: what follows it in its column. */
  after?: ReactNode;
  children: ReactNode;
};

/**
 * Where text a reader wrote is rendered: if it cannot be (a renderer's bug, a browser refusing
 * something), only this part says so; the page around it, the editor's form and the draft stay.
 */
export function ReaderTextBoundary({
  title,
  description,
  resetKeys,
  after,
  children,
}: ReaderTextBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallbackRender={({ error }) => (
        <>
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>{title}</AlertTitle>
            <AlertDescription>
              <p>{description}</p>
              <p className="text-xs text-muted-foreground">
                What went wrong: {error instanceof Error ? error.message : String(error)}
              </p>
            </AlertDescription>
          </Alert>
          {after}
        </>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
