import { preloadRemoteForPath } from './remote-registry';

/**
 * Props for a link: start loading its section's remote when a pointer reaches it (a mouse hovering,
 * or a finger's touch, some 100 ms before its click) or it takes focus.
 */
export function prefetchProps(path: string) {
  const preload = () => preloadRemoteForPath(path);
  return { onPointerEnter: preload, onFocus: preload };
}
