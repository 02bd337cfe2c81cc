/**
 * Handlers an internal link may carry to start loading its section early. The page passes the shell's
 * (features/remotes/prefetch-props); this feature does not import another feature.
 */
export type LinkPreload = (to: string) => { onPointerEnter?: () => void; onFocus?: () => void };

export const noPreload: LinkPreload = () => ({});
