import { z } from '@tla/federated/zod';
import { nonEmpty } from '../../../config/content-schemas';

export const testimonialSchema = z.object({
  name: nonEmpty,
  role: nonEmpty,
  content: nonEmpty,
  /** Initials shown in the avatar circle. */
  avatar: z.string().regex(/^[A-Z]{1,2}$/),
  rating: z.number().int().min(1).max(5),
});

export const statSchema = z.object({ value: nonEmpty, label: nonEmpty });

export const testimonialsSectionSchema = z.object({
  heading: nonEmpty,
  intro: nonEmpty,
  testimonials: z.array(testimonialSchema).length(3),
  stats: z.array(statSchema).length(4),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
export type Stat = z.infer<typeof statSchema>;
export type TestimonialsSectionContent = z.infer<typeof testimonialsSectionSchema>;

/** Spec 000 §2 Home, section 10: three five-star testimonials and the four stats of §1. */
export const testimonialsSection: TestimonialsSectionContent = testimonialsSectionSchema.parse({
  heading: 'What Token Creators Say',
  intro: 'Creators, developers and project teams who learned here and launched on Solana.',
  testimonials: [
    {
      name: 'Alex Rivera',
      role: 'Meme coin creator',
      content:
        'I had never touched a blockchain before. The guides explained supply, metadata and liquidity in plain words, and my coin was live the same afternoon.',
      avatar: 'AR',
      rating: 5,
    },
    {
      name: 'Priya Sharma',
      role: 'DeFi developer',
      content:
        'The SPL token and liquidity pool tutorials are the clearest I have found. I send every new developer on our team here first.',
      avatar: 'PS',
      rating: 5,
    },
    {
      name: 'Marcus Chen',
      role: 'Project founder',
      content:
        'The tokenomics and marketing articles helped us plan our launch properly. We avoided mistakes that would have cost us real money.',
      avatar: 'MC',
      rating: 5,
    },
  ],
  stats: [
    { value: '2,000+', label: 'Tokens Created' },
    { value: '$50M+', label: 'Market Cap' },
    { value: '99.9%', label: 'Uptime' },
    { value: '24/7', label: 'Support' },
  ],
});
