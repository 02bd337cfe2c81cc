import { createElement, Fragment } from 'react';
import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { StructuredData } from '@tla/shared-ui/components/structured-data';
import { faqPage, organization, webSite } from '@tla/shared-ui/lib/structured-data';
import { FaqAccordion } from '../../components/faq-accordion';
import { useCategoriesLoading } from '../../features/home/api/get-categories';
import { CategoriesSection } from '../../features/home/components/categories-section';
import { CommunitySection } from '../../features/home/components/community-section';
import { CtaBanner } from '../../features/home/components/cta-banner';
import { FaqCta } from '../../features/home/components/faq-cta';
import { HeroSection } from '../../features/home/components/hero-section';
import { ContentSection } from '../../components/page-sections/content-section';
import { TestimonialsSection } from '../../features/home/components/testimonials-section';
import { VideoGuidesSection } from '../../features/home/components/video-guides-section';
import { categoriesSection } from '../../features/home/data/categories';
import { communityContent } from '../../features/home/data/community';
import { ctaBanner } from '../../features/home/data/cta-banner';
import { homeFaq } from '../../features/home/data/faq';
import { heroContent } from '../../features/home/data/hero';
import { homeMeta } from '../../features/home/data/meta';
import { testimonialsSection } from '../../features/home/data/testimonials';
import { videoGuidesContent } from '../../features/home/data/video-guides';
import { SITE_SEARCH_PARAM } from '../../features/site-search/search-labels';
import { PartnersList } from '../../features/partners/components/partners-list';
import { partners, partnersSection } from '../../features/partners/data/partners';
import { usePrefetchProps } from '../../features/remotes/prefetch-props';
import { useWidgetSlots } from '../../features/remotes/remote-widget-slot';
import { useMenu } from '../../features/remotes/site-menus';
import { shellCardPath } from '../social-card-paths';

/**
 * The home page: eleven sections in order. Three of them are the remotes' widgets (tutorials and
 * resources after the banner, latest posts after the partners), placed where their section contracts
 * say and loaded when the reader scrolls near them; the hero, the category cards and the banner take
 * their links into the sections from the section table.
 */
export default function HomePage() {
  const categoriesLoading = useCategoriesLoading();
  const prefetchProps = usePrefetchProps();
  const heroLinks = useMenu('home-hero');
  const categoryCards = useMenu('home-categories');
  const bannerLinks = useMenu('home-cta');
  const afterBanner = useWidgetSlots('home-after-cta');
  const afterPartners = useWidgetSlots('home-after-partners');
  // The widgets are siblings of the page's own sections, not a list nested among them: each section
  // keeps its position among the page's children, and with it the ids React derives from it (useId).
  return createElement(
    Fragment,
    null,
    <PageMeta {...homeMeta} ogImage={shellCardPath(homeMeta.path)} />,
    <StructuredData data={webSite({ searchParam: SITE_SEARCH_PARAM })} />,
    <StructuredData data={organization()} />,
    <StructuredData data={faqPage(homeFaq.items)} />,
    <HeroSection content={heroContent} sectionLinks={heroLinks} linkProps={prefetchProps} />,
    <VideoGuidesSection content={videoGuidesContent} />,
    <CategoriesSection
      content={categoriesSection}
      cards={categoryCards}
      loading={categoriesLoading}
      linkProps={prefetchProps}
    />,
    <CtaBanner content={ctaBanner} sectionLinks={bannerLinks} linkProps={prefetchProps} />,
    ...afterBanner,
    <CommunitySection content={communityContent} />,
    <ContentSection
      variant="home"
      id="partners-heading"
      heading={partnersSection.heading}
      intro={partnersSection.intro}
    >
      <PartnersList partners={partners} />
    </ContentSection>,
    ...afterPartners,
    <TestimonialsSection content={testimonialsSection} />,
    <ContentSection variant="home" id="faq-heading" heading={homeFaq.heading} intro={homeFaq.intro}>
      <FaqAccordion items={homeFaq.items} className="mx-auto max-w-3xl" />
      <FaqCta cta={homeFaq.cta} />
    </ContentSection>,
  );
}
