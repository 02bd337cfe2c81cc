import { Clock } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@tla/shared-ui/components/card';
import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { ContactChannels } from '../../features/contact/components/contact-channels';
import { ContactForm } from '../../features/contact/components/contact-form';
import { contactPage } from '../../features/contact/data/contact-page';
import { ContentSection } from '../../components/page-sections/content-section';
import { PageHero } from '../../components/page-sections/page-hero';
import { shellCardPath } from '../social-card-paths';

/** /contact: the form sends nothing anywhere; the side cards lead to real channels. */
export default function ContactPage() {
  const { meta, heading, intro, responseTime, form, channels, faqHeading, faq } = contactPage;
  return (
    <>
      <PageMeta {...meta} ogImage={shellCardPath(meta.path)} />
      <PageHero heading={heading} intro={intro}>
        <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          {responseTime}
        </p>
      </PageHero>
      <div className="grid gap-8 lg:grid-cols-3">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-xl border border-border bg-card p-6 sm:p-8 lg:col-span-2"
        >
          <h2 id="contact-form-heading" className="mb-6 text-2xl font-semibold">
            {form.heading}
          </h2>
          <ContactForm content={form} />
        </section>
        <ContactChannels channels={channels} />
      </div>
      <ContentSection id="contact-faq-heading" heading={faqHeading}>
        <ul className="grid gap-6 md:grid-cols-3">
          {faq.map((item) => (
            <li key={item.question}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{item.question}</CardTitle>
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">{item.answer}</CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </ContentSection>
    </>
  );
}
