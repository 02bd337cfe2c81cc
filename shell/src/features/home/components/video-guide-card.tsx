import { useRef, useState } from 'react';
import { Play } from 'lucide-react';
import { Badge } from '@tla/shared-ui/components/badge';
import { Button } from '@tla/shared-ui/components/button';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import type { VideoGuide } from '../data/schemas';
import { useNearViewport } from '@tla/shared-ui/hooks/use-near-viewport';
import { videoEmbedUrl } from '../model/video-embed-url';

const frameClass = 'relative aspect-video w-full overflow-hidden rounded-lg border border-border';

function Poster({ guide }: { guide: VideoGuide }) {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 bg-gradient-to-br from-violet-700 via-indigo-800 to-slate-900"
    >
      <span className="absolute bottom-4 left-4 max-w-[70%] text-left text-sm font-semibold text-white">
        {guide.title}
      </span>
      <span className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-violet-800 shadow-lg">
        <Play className="size-7 translate-x-0.5 fill-current" />
      </span>
    </div>
  );
}

/**
 * One video guide. The embed loads only when the card nears the viewport (or the reader presses play),
 * so the home page stays light; until then, and always without a video id, a poster stands in. A
 * poster without a video links to the guide's destination instead of a broken player.
 */
export function VideoGuideCard({ guide }: { guide: VideoGuide }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '200px');
  const [played, setPlayed] = useState(false);
  const { videoId } = guide;

  let media;
  if (!videoId) {
    media = (
      <ExternalLink
        href={guide.cta.href}
        className={`${frameClass} block focus-visible:outline-2 focus-visible:outline-ring`}
      >
        <Poster guide={guide} />
        <span className="sr-only">{guide.title}</span>
      </ExternalLink>
    );
  } else if (near || played) {
    media = (
      <div className={frameClass}>
        <iframe
          className="absolute inset-0 size-full"
          src={videoEmbedUrl(videoId, { autoplay: guide.autoplay || played, loop: guide.loop })}
          title={guide.title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  } else {
    media = (
      <button
        type="button"
        className={`${frameClass} block cursor-pointer focus-visible:outline-2 focus-visible:outline-ring`}
        onClick={() => setPlayed(true)}
      >
        <Poster guide={guide} />
        <span className="sr-only">Play video: {guide.title}</span>
      </button>
    );
  }

  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6">
      <Badge variant="secondary">{guide.step}</Badge>
      <h3 className="text-xl font-bold">{guide.title}</h3>
      <div ref={ref}>{media}</div>
      <p className="text-muted-foreground">{guide.description}</p>
      <Button asChild variant="brand" className="mt-auto w-fit">
        <ExternalLink href={guide.cta.href}>{guide.cta.label}</ExternalLink>
      </Button>
    </article>
  );
}
