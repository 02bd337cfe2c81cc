import { MessageCircle } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { StructuredData } from '@tla/shared-ui/components/structured-data';
import { faqPage } from '@tla/shared-ui/lib/structured-data';
import { aboutPage } from '../../features/about/data/about-page';
import { FaqAccordion } from '../../components/faq-accordion';
import { ContentSection } from '../../components/page-sections/content-section';
import { CtaPanel } from '../../components/page-sections/cta-panel';
import { IconCardGrid } from '../../components/page-sections/icon-card-grid';
import { PageHero } from '../../components/page-sections/page-hero';
import { PartnersList } from '../../features/partners/components/partners-list';
import { partners, partnersSection } from '../../features/partners/data/partners';
import { shellCardPath } from '../social-card-paths';

/** /about. */
export default function AboutPage() {
  const { meta, hero, mission, team, contact, reasons, faq, cta } = aboutPage;
  return (
    <>
      <PageMeta {...meta} ogImage={shellCardPath(meta.path)} />
      <StructuredData data={faqPage(faq.items)} />
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
      <ContentSection id="mission-heading" heading={mission.heading}>
        <div className="flex max-w-3xl flex-col gap-4 text-lg text-muted-foreground">
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </ContentSection>
      <ContentSection id="team-heading" heading={team.heading} intro={team.intro}>
        <IconCardGrid items={team.values} columns={2} className="lg:grid-cols-4" />
      </ContentSection>
      <ContentSection id="contact-heading" heading={contact.heading} intro={contact.text}>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="brand">
            <ExternalLink href={contact.messaging.href}>
              <MessageCircle aria-hidden="true" />
              {contact.messaging.label}
            </ExternalLink>
          </Button>
          <Button asChild variant="outline">
            <ExternalLink href={contact.partner.href}>{contact.partner.label}</ExternalLink>
          </Button>
        </div>
      </ContentSection>
      <ContentSection id="reasons-heading" heading={reasons.heading}>
        <IconCardGrid items={reasons.items} />
      </ContentSection>
      <ContentSection
        id="partners-heading"
        heading={partnersSection.heading}
        intro={partnersSection.intro}
      >
        <PartnersList partners={partners} />
      </ContentSection>
      <ContentSection id="faq-heading" heading={faq.heading}>
        <FaqAccordion items={faq.items} className="max-w-3xl" />
      </ContentSection>
      <CtaPanel id="about-cta-heading" heading={cta.heading} text={cta.text}>
        <Button asChild variant="brand" size="lg">
          <ExternalLink href={cta.link.href}>{cta.link.label}</ExternalLink>
        </Button>
      </CtaPanel>
    </>
  );
}
