import { z } from '@tla/federated/zod';
import {
  faqItemSchema,
  iconNameSchema,
  nonEmpty,
  pageMetaSchema,
} from '../../../config/content-schemas';

/** Apart from the content modules: tests parse every entry, so the browser never builds these schemas. */

const channelSchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  icon: iconNameSchema,
  label: nonEmpty,
  /** https for the web channels, mailto: for business e-mail. */
  href: z.string().regex(/^(https:\/\/|mailto:)\S+$/),
});

export const contactPageSchema = z.object({
  meta: pageMetaSchema(z.literal('/contact')),
  heading: nonEmpty,
  intro: nonEmpty,
  responseTime: nonEmpty,
  form: z.object({
    heading: nonEmpty,
    labels: z.object({ name: nonEmpty, email: nonEmpty, subject: nonEmpty, message: nonEmpty }),
    placeholders: z.object({
      name: nonEmpty,
      email: nonEmpty,
      subject: nonEmpty,
      message: nonEmpty,
    }),
    submit: nonEmpty,
    /** Shown word for word. */
    successMessage: z.literal("Thanks for reaching out! We'll get back to you shortly."),
    errorMessage: z.literal('There was an error submitting your message. Please try again.'),
  }),
  channels: z.array(channelSchema).length(4),
  faqHeading: nonEmpty,
  faq: z.array(faqItemSchema).length(3),
});

export type ContactPageContent = z.infer<typeof contactPageSchema>;
export type ContactFormContent = ContactPageContent['form'];
export type ContactChannel = z.infer<typeof channelSchema>;
