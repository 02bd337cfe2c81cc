import { Button } from '@tla/shared-ui/components/button';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { CommissionTiers } from '../../features/affiliate/components/commission-tiers';
import { affiliatePage } from '../../features/affiliate/data/affiliate-page';
import { FaqAccordion } from '../../components/faq-accordion';
import { ContentSection } from '../../components/page-sections/content-section';
import { CtaPanel } from '../../components/page-sections/cta-panel';
import { IconCardGrid } from '../../components/page-sections/icon-card-grid';
import { PageHero } from '../../components/page-sections/page-hero';
import { shellCardPath } from '../social-card-paths';

/** /affiliate: applications go through the messaging channel. */
export default function AffiliatePage() {
  const { meta, hero, apply, steps, benefits, tiers, faq, cta } = affiliatePage;
  const applyButton = (
    <Button asChild variant="brand" size="lg">
      <ExternalLink href={apply.href}>{apply.label}</ExternalLink>
    </Button>
  );
  return (
    <>
      <PageMeta {...meta} ogImage={shellCardPath(meta.path)} />
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro}>
        {applyButton}
      </PageHero>
      <ContentSection id="steps-heading" heading={steps.heading}>
        <IconCardGrid items={steps.items} />
      </ContentSection>
      <ContentSection id="benefits-heading" heading={benefits.heading}>
        <IconCardGrid items={benefits.items} />
      </ContentSection>
      <ContentSection id="tiers-heading" heading={tiers.heading} intro={tiers.intro}>
        <CommissionTiers tiers={tiers.items} />
      </ContentSection>
      <ContentSection id="faq-heading" heading={faq.heading}>
        <FaqAccordion items={faq.items} className="max-w-3xl" />
      </ContentSection>
      <CtaPanel id="affiliate-cta-heading" heading={cta.heading} text={cta.text}>
        {applyButton}
      </CtaPanel>
    </>
  );
}
