import { Star } from 'lucide-react';
import type { Testimonial, TestimonialsSectionContent } from '../data/schemas';
import { ContentSection } from '../../../components/page-sections/content-section';

function Rating({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`${rating} out of 5 stars`} className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={
            index < rating ? 'size-4 fill-amber-400 text-amber-400' : 'size-4 text-muted-foreground'
          }
        />
      ))}
    </div>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6">
      <Rating rating={testimonial.rating} />
      <blockquote className="flex-1 text-foreground">“{testimonial.content}”</blockquote>
      <figcaption className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
        >
          {testimonial.avatar}
        </span>
        <span>
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Section 10: three five-star testimonials and the four stats. */
export function TestimonialsSection({ content }: { content: TestimonialsSectionContent }) {
  return (
    <ContentSection variant="home" id="testimonials-heading" heading={content.heading} intro={content.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {content.testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <dl className="mt-12 grid grid-cols-2 gap-6 rounded-xl border border-border bg-card p-8 text-center md:grid-cols-4">
        {content.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-3xl font-extrabold text-link">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </ContentSection>
  );
}
