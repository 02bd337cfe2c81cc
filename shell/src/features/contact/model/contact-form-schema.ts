import { z } from '@tla/federated/zod';

/** Every field required; the e-mail must be an address (the site's usual message for it). */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .pipe(z.email('Please enter a valid email address.')),
  subject: z.string().trim().min(1, 'Please enter a subject.'),
  message: z.string().trim().min(1, 'Please enter your message.'),
});

export type ContactFormValues = z.infer<typeof contactFormSchema>;
export type ContactField = keyof ContactFormValues;
export const contactFields: ContactField[] = ['name', 'email', 'subject', 'message'];

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** The first message for each invalid field, in form order. */
export function validateContactForm(
  input: Record<ContactField, string>,
): { ok: true; values: ContactFormValues } | { ok: false; errors: ContactFieldErrors } {
  const result = contactFormSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = contactFields.find((candidate) => candidate === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The form sends nothing anywhere; a submission succeeds at once. */
export async function sendContactMessage(_values: ContactFormValues): Promise<void> {}
