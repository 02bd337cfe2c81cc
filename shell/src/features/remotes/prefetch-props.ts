import { preloadRemoteForPath } from './remote-registry';

/** Props for a link: start loading its section's remote when hovered or focused. */
export function prefetchProps(path: string) {
  const preload = () => preloadRemoteForPath(path);
  return { onMouseEnter: preload, onFocus: preload };
}
