import { useId, useState, type FormEvent } from 'react';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { Alert, AlertDescription } from '@tla/shared-ui/components/alert';
import { Button } from '@tla/shared-ui/components/button';
import { Input } from '@tla/shared-ui/components/input';
import { Label } from '@tla/shared-ui/components/label';
import { Textarea } from '@tla/shared-ui/components/textarea';
import type { ContactFormContent } from '../data/schemas';
import {
  contactFields,
  sendContactMessage,
  validateContactForm,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormValues,
} from '../model/contact-form-schema';

type Status = 'idle' | 'submitting' | 'success' | 'error';

const emptyValues: Record<ContactField, string> = { name: '', email: '', subject: '', message: '' };

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-300">
      {error}
    </p>
  );
}

export type ContactFormProps = {
  content: ContactFormContent;
  /** Sends the message; by default nothing leaves the browser. */
  send?: (values: ContactFormValues) => Promise<void>;
};

/** The contact form: validated with zod on submit, errors tied to their fields, idle/success/error. */
export function ContactForm({ content, send = sendContactMessage }: ContactFormProps) {
  const id = useId();
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [status, setStatus] = useState<Status>('idle');

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorId = (field: ContactField) => `${id}-${field}-error`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      setStatus('idle');
      const firstInvalid = contactFields.find((field) => result.errors[field] !== undefined);
      const element = firstInvalid ? form.elements.namedItem(firstInvalid) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setErrors({});
    setStatus('submitting');
    try {
      await send(result.values);
      setValues(emptyValues);
      setStatus('success');
    } catch {
      setStatus('error');
    }
  }

  function update(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function fieldProps(field: ContactField) {
    const error = errors[field];
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      placeholder: content.placeholders[field],
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId(field) : undefined,
    };
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <div>
        {status === 'success' ? (
          <Alert variant="success">
            <CircleCheck aria-hidden="true" />
            <AlertDescription className="text-foreground">
              {content.successMessage}
            </AlertDescription>
          </Alert>
        ) : null}
        {status === 'error' ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertDescription className="text-foreground">{content.errorMessage}</AlertDescription>
          </Alert>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={fieldId('name')}>{content.labels.name}</Label>
          <Input
            {...fieldProps('name')}
            autoComplete="name"
            onChange={(event) => update('name', event.target.value)}
          />
          <FieldError id={errorId('name')} error={errors.name} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={fieldId('email')}>{content.labels.email}</Label>
          <Input
            {...fieldProps('email')}
            type="email"
            autoComplete="email"
            onChange={(event) => update('email', event.target.value)}
          />
          <FieldError id={errorId('email')} error={errors.email} />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={fieldId('subject')}>{content.labels.subject}</Label>
        <Input
          {...fieldProps('subject')}
          onChange={(event) => update('subject', event.target.value)}
        />
        <FieldError id={errorId('subject')} error={errors.subject} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={fieldId('message')}>{content.labels.message}</Label>
        <Textarea
          {...fieldProps('message')}
          rows={6}
          onChange={(event) => update('message', event.target.value)}
        />
        <FieldError id={errorId('message')} error={errors.message} />
      </div>
      <Button
        type="submit"
        variant="brand"
        size="lg"
        className="w-fit"
        disabled={status === 'submitting'}
      >
        <Send aria-hidden="true" />
        {content.submit}
      </Button>
    </form>
  );
}
