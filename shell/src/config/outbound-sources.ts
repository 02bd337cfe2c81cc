import type { SiteConfig } from '@tla/federated/site-config';
import type { OutboundSources } from '@tla/platform/contracts/published-at-build';

/** The video platform's privacy-enhanced embeds (the home page's two guides). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * Pages no outside script runs on: the post editor holds a reader's unpublished drafts, which the ad
 * network's script, running in the page, could read.
 */
export const AD_FREE_PATHS = ['/blog/editor'] as const;

/** The ad network's loader script. */
export const AD_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/**
 * What the ad network's script loads in turn: its ad frames, their images and its reporting calls
 * (the network's published guidance for sites with a Content-Security-Policy).
 */
const adNetwork = {
  script: [
    'https://pagead2.googlesyndication.com',
    'https://partner.googleadservices.com',
    'https://tpc.googlesyndication.com',
    'https://www.googletagservices.com',
  ],
  img: ['https://pagead2.googlesyndication.com', 'https://tpc.googlesyndication.com'],
  connect: ['https://pagead2.googlesyndication.com', 'https://ep1.adtrafficquality.google'],
  frame: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://www.google.com',
  ],
};

/**
 * The outside origins the shell's pages use with this configuration: the ad network only with a
 * publisher id, the video platform only with a video id. The build publishes it, and the web servers'
 * Content-Security-Policy allows exactly these (platform/src/deploy/http-policy.ts).
 */
export function outboundSources(config: SiteConfig): OutboundSources {
  const ads = config.adPublisherId !== undefined;
  const videos = config.launchVideoId !== undefined || config.promoteVideoId !== undefined;
  return {
    script: ads ? adNetwork.script : [],
    style: [],
    img: ads ? adNetwork.img : [],
    connect: ads ? adNetwork.connect : [],
    frame: [...(videos ? [VIDEO_EMBED_ORIGIN] : []), ...(ads ? adNetwork.frame : [])],
  };
}
