import type { VideoGuidesContent } from '../data/schemas';
import { ContentSection } from '../../../components/page-sections/content-section';
import { VideoGuideCard } from './video-guide-card';

/** Section 2: the launch and promotion video guides. */
export function VideoGuidesSection({ content }: { content: VideoGuidesContent }) {
  return (
    <ContentSection variant="home" id="video-guides-heading" heading={content.heading} intro={content.intro}>
      <div className="grid gap-6 lg:grid-cols-2">
        {content.guides.map((guide) => (
          <VideoGuideCard key={guide.step} guide={guide} />
        ))}
      </div>
      <p className="mt-8 text-center text-lg font-semibold">{content.closingLine}</p>
    </ContentSection>
  );
}
