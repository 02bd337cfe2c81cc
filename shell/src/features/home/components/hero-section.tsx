import { Link } from '@tla/federated/router';
import { ArrowRight, BadgeCheck, Coins, Sparkles } from 'lucide-react';
import { Badge } from '@tla/shared-ui/components/badge';
import { Button } from '@tla/shared-ui/components/button';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import { cn } from '@tla/shared-ui/lib/cn';
import type { NavigationEntry } from '@tla/platform/contracts/navigation';
import type { HeroContent } from '../data/schemas';
import { noPreload, type LinkPreload } from '../model/link-preload';
import { TokenCounter } from './token-counter';

export type HeroSectionProps = {
  content: HeroContent;
  /** Its links into the sections (their `home-hero` entries), after the partner call; none: it alone. */
  sectionLinks: readonly NavigationEntry[];
  /** Handlers for the internal links (the shell passes its remote-preloading ones). */
  linkProps?: LinkPreload;
};

const lineClass = {
  command: 'text-foreground',
  output: 'text-success',
  comment: 'text-muted-foreground',
} as const;

/** The home page's top: headline, partner badge, counter, calls to action, illustration and snippet. */
export function HeroSection({ content, sectionLinks, linkProps = noPreload }: HeroSectionProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="mx-auto grid w-full max-w-(--container-content) grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-24"
    >
      <div className="flex flex-col items-start gap-6">
        {/* Its sentence wraps on a narrow phone rather than widening the page. */}
        <Badge variant="outline" className="gap-1.5 py-1 whitespace-normal">
          <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
          {content.badge}
        </Badge>
        <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          {content.headline}
        </h1>
        <p className="max-w-xl text-lg text-muted-foreground">{content.intro}</p>
        <TokenCounter {...content.counter} />
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg" variant="brand">
            <ExternalLink href={content.primaryCta.href}>{content.primaryCta.label}</ExternalLink>
          </Button>
          {sectionLinks.map((link) => (
            <Button key={link.path} asChild size="lg" variant="outline">
              <Link to={link.path} {...linkProps(link.path)}>
                {link.label} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-6">
        <div
          aria-hidden="true"
          className="relative mx-auto flex size-48 items-center justify-center sm:size-56"
        >
          <span className="absolute inset-0 rounded-full bg-gradient-to-br from-[#9945ff] to-[#14f195] opacity-80 blur-2xl" />
          <span className="relative flex size-40 items-center justify-center rounded-full bg-gradient-to-br from-[#9945ff] to-[#14f195] shadow-2xl sm:size-48">
            <Coins className="size-20 text-white" />
          </span>
          <Sparkles className="absolute top-2 right-4 size-8 text-[#14f195]" />
        </div>
        <figure className="overflow-hidden rounded-xl border border-border bg-card shadow-lg">
          <figcaption className="flex items-center gap-2 border-b border-border px-4 py-2 text-xs text-muted-foreground">
            <span aria-hidden="true" className="flex gap-1.5">
              <span className="size-2.5 rounded-full bg-red-500" />
              <span className="size-2.5 rounded-full bg-yellow-500" />
              <span className="size-2.5 rounded-full bg-green-500" />
            </span>
            {content.snippet.label}
          </figcaption>
          <pre className="p-4 text-sm leading-relaxed break-all whitespace-pre-wrap">
            <code>
              {content.snippet.lines.map((line, index) => (
                <span key={index} className={cn('block', lineClass[line.kind])}>
                  {line.kind === 'command' ? '$ ' : ''}
                  {line.text}
                </span>
              ))}
            </code>
          </pre>
        </figure>
      </div>
    </section>
  );
}
