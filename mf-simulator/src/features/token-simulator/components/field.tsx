import { useId, useState, useTransition, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { Input } from '@tla/shared-ui/components/input';
import { Label } from '@tla/shared-ui/components/label';
import { cn } from '@tla/shared-ui/lib/cn';

export type TextFieldProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** `decimal` for amounts, `numeric` for whole numbers: the phone shows a number pad. */
  inputMode?: 'text' | 'decimal' | 'numeric';
  unit?: string;
  className?: string;
};

/**
 * A labelled text input with its hint and its own error, both announced with the field.
 *
 * A key shows in its own frame; the change itself (`onValueChange`: on the simulator, every result on
 * the page computed again) renders in a transition after that frame. Until the transition commits,
 * the field shows what was typed; then it shows `value` again, so a value the page did not take (or
 * changed) still wins, as with any controlled input.
 */
export function TextField({ label, value, onValueChange, error, hint, inputMode = 'text', unit, className }: TextFieldProps) {
  const [typed, setTyped] = useState(value);
  const [changing, startChange] = useTransition();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {unit ? <span className="font-normal text-muted-foreground"> ({unit})</span> : null}
      </Label>
      <Input
        id={id}
        value={changing ? typed : value}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const next = event.target.value;
          setTyped(next);
          startChange(() => onValueChange(next));
        }}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-foreground">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <span>{children}</span>
    </p>
  );
}

export type ChoiceFieldProps<T extends string> = {
  legend: string;
  name: string;
  value: string;
  options: readonly { value: T; label: string }[];
  onValueChange: (value: T) => void;
  className?: string;
};

/** Native radio buttons in a fieldset: arrow keys move the choice, the legend names the group. */
export function ChoiceField<T extends string>({ legend, name, value, options, onValueChange, className }: ChoiceFieldProps<T>) {
  const id = useId();
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${name}-${id}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export type CheckboxFieldProps = {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: string;
};

export function CheckboxField({ label, checked, onCheckedChange, hint }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
