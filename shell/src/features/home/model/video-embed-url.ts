import { VIDEO_EMBED_ORIGIN } from '../../../config/outbound-sources';

export type EmbedOptions = { autoplay: boolean; loop: boolean };

/**
 * The privacy-enhanced embed address of a video. Autoplay must be muted or browsers block it, and the
 * player loops only when the video is also its own playlist.
 */
export function videoEmbedUrl(videoId: string, { autoplay, loop }: EmbedOptions): string {
  const url = new URL(`/embed/${encodeURIComponent(videoId)}`, VIDEO_EMBED_ORIGIN);
  url.searchParams.set('rel', '0');
  if (autoplay) {
    url.searchParams.set('autoplay', '1');
    url.searchParams.set('mute', '1');
  }
  if (loop) {
    url.searchParams.set('loop', '1');
    url.searchParams.set('playlist', videoId);
  }
  return url.href;
}
