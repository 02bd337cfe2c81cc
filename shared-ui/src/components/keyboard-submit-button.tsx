import { cn } from '../lib/cn';
import { Button, type ButtonProps } from './button';

/**
 * A form's submit button for readers who reach it with the keyboard or a screen reader, where a button
 * in sight would only repeat what the form already does (a search that filters as the reader types, a
 * field beside the site's own search button). It stays out of sight until it takes focus, then shows
 * over the right end of the field: a keyboard user sees where they are. Put it inside the field's
 * `relative` wrapper.
 */
export function KeyboardSubmitButton({
  className,
  ...props
}: Omit<ButtonProps, 'type' | 'asChild' | 'variant' | 'size'>) {
  return (
    <Button
      type="submit"
      variant="secondary"
      size="sm"
      className={cn(
        // `h-px px-0` replace the size's height and padding, which would otherwise outweigh `sr-only`
        // and leave an invisible box beside the field, wide enough to scroll a phone's page sideways.
        'sr-only h-px px-0 focus:not-sr-only focus:absolute focus:inset-y-1 focus:right-1 focus:z-10 focus:px-3',
        className,
      )}
      {...props}
    />
  );
}
