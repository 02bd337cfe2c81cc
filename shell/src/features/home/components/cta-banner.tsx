import { Link } from '@tla/federated/router';
import { Rocket, Users } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import type { NavigationEntry } from '@tla/platform/contracts/navigation';
import type { CtaBannerContent } from '../data/schemas';
import { noPreload, type LinkPreload } from '../model/link-preload';

export type CtaBannerProps = {
  content: CtaBannerContent;
  /** Its links into the sections (their `home-cta` entries), after the partner call; none: it alone. */
  sectionLinks: readonly NavigationEntry[];
  linkProps?: LinkPreload;
};

/** The home page's call-to-action banner. */
export function CtaBanner({ content, sectionLinks, linkProps = noPreload }: CtaBannerProps) {
  return (
    <section
      aria-labelledby="cta-banner-heading"
      className="render-when-near mx-auto w-full max-w-(--container-content) px-4 py-8 sm:px-6 lg:px-8"
    >
      <div className="flex flex-col items-center gap-6 rounded-2xl bg-gradient-to-r from-[#5b21b6] to-[#312e81] px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <Rocket aria-hidden="true" className="size-10" />
        <h2 id="cta-banner-heading" className="max-w-2xl text-3xl font-bold tracking-tight">
          {content.heading}
        </h2>
        <p className="max-w-2xl text-white/90">{content.text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" className="bg-white text-[#4c1d95] hover:bg-white/90">
            <ExternalLink href={content.primary.href}>{content.primary.label}</ExternalLink>
          </Button>
          {sectionLinks.map((link) => (
            <Button
              key={link.path}
              asChild
              size="lg"
              variant="outline"
              className="border-white bg-transparent text-white hover:bg-white/10"
            >
              <Link to={link.path} {...linkProps(link.path)}>
                {link.label}
              </Link>
            </Button>
          ))}
        </div>
        <p className="inline-flex items-center gap-2 text-sm font-medium text-white/90">
          <Users aria-hidden="true" className="size-4" />
          {content.socialProof}
        </p>
      </div>
    </section>
  );
}
