import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '@tla/shared-ui/lib/cn';
import { isSafeImageSrc } from '../model/format';

export type PostImageProps = {
  src: string | null;
  /** Empty when the image only decorates text that says the same (a card next to its title). */
  alt: string;
  /** What shows instead of a missing or broken image. */
  fallbackText: string;
  className?: string;
  eager?: boolean;
};

/** A post's featured image in a 1200×630 frame; a missing, unsafe or broken image shows the fallback text. */
export function PostImage({ src, alt, fallbackText, className, eager = false }: PostImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== null && src.trim() !== '' && isSafeImageSrc(src) && failedSrc !== src;
  return (
    <div className={cn('aspect-[1200/630] w-full overflow-hidden bg-muted', className)}>
      {usable ? (
        <img
          src={src}
          alt={alt}
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div role="img" aria-label={fallbackText} className="flex size-full flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-6" />
          <span aria-hidden="true">{fallbackText}</span>
        </div>
      )}
    </div>
  );
}
