import { useEffect, useState, type RefObject } from 'react';
import { useIsClient } from './use-is-client';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * False during server render and hydration; true once the element has come within `margin` of the
 * viewport (and from then on). For costly client-only parts below the fold (charts, video embeds):
 * the page's first load leaves them out, and they are drawn before the reader scrolls to them. Where
 * the browser cannot tell (no IntersectionObserver), true after the first client render.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const isClient = useIsClient();
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near || (isClient && !canObserve());
}
