/**
 * A page's social card (the Open Graph / Twitter image): 1200×630 PNG with its title, section, read
 * time, and the site's name and mark, in the site's dark theme. Made at build time (Node): satori lays
 * the card out to SVG, with Inter from @fontsource/inter drawn as paths, and resvg rasterises it. The
 * same card always gives the same bytes, so builds are reproducible.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type SatoriOptions } from 'satori';
import { siteConfig } from '@tla/federated/site-config';
import { OG_IMAGE_SIZE } from '@tla/shared-ui/components/page-meta';
import type { PublishedFile } from './publish-plugin';

export type SocialCard = {
  title: string;
  /** The section the page belongs to ("Blog", "Tutorials"). */
  section: string;
  /** e.g. "6 min read"; none for pages that are not read start to end. */
  readTime?: string;
};

/** A card and the file of the build it is written to (`site/blog/og/<slug>.png`, say). */
export type SocialCardFile = { file: string; card: SocialCard };

/** The dark theme's tokens (shared-ui/src/styles/tokens.css, `:root`), by token name. */
export const cardColors = {
  background: '#0b0b14',
  foreground: '#f1f5f9',
  'muted-foreground': '#a8a8bd',
  border: '#2c2c40',
  accent: '#2a1a4a',
  'accent-foreground': '#e4dcff',
  link: '#b9a2ff',
  'brand-purple': '#9945ff',
  'brand-green': '#14f195',
} as const;

/** Longer titles are set smaller, so most fit in three lines; past four lines they are cut short. */
export function titleFontSize(title: string): number {
  const length = [...title].length;
  if (length <= 40) return 76;
  if (length <= 70) return 64;
  if (length <= 100) return 56;
  return 48;
}

const require = createRequire(import.meta.url);
const interWeights = [400, 600, 700] as const;

let fonts: Promise<SatoriOptions['fonts']> | undefined;
/** Inter's Latin subset as WOFF (satori reads TTF, OTF and WOFF, not WOFF2), read once. */
function loadFonts(): Promise<SatoriOptions['fonts']> {
  fonts ??= Promise.all(
    interWeights.map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
  );
  return fonts;
}

/** The site's mark, as in the favicon: the brand gradient on a disc, two bars across it. */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64">
      <defs>
        <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={cardColors['brand-purple']} />
          <stop offset="1" stopColor={cardColors['brand-green']} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={cardColors.border} />
      <circle cx="32" cy="32" r="20" fill="url(#mark)" />
      <path d="M22 27h20l-4 4H18zm4 10h20l-4 4H22z" fill={cardColors.background} />
    </svg>
  );
}

function Card({ title, section, readTime }: SocialCard) {
  const fontSize = titleFontSize(title);
  return (
    <div
      style={{
        width: OG_IMAGE_SIZE.width,
        height: OG_IMAGE_SIZE.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        paddingTop: 64,
        paddingRight: 80,
        paddingBottom: 72,
        paddingLeft: 80,
        backgroundColor: cardColors.background,
        color: cardColors.foreground,
        fontFamily: 'Inter',
        position: 'relative',
      }}
    >
      {/* The site's accent as a disc rising from the corner, as in the default image, behind
          the text. */}
      <div
        style={{
          position: 'absolute',
          top: -300,
          right: -180,
          width: 520,
          height: 520,
          borderRadius: 9999,
          backgroundColor: cardColors.accent,
        }}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <Mark size={64} />
        <div style={{ display: 'flex', fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }}>
          <span>{siteConfig.name.replace(/ Academy$/, '')}</span>
          {siteConfig.name.endsWith(' Academy') ? (
            <span style={{ color: cardColors.link, marginLeft: 10 }}>Academy</span>
          ) : null}
        </div>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div style={{ display: 'flex' }}>
          <div
            style={{
              display: 'flex',
              padding: '8px 20px',
              borderRadius: 999,
              backgroundColor: cardColors.accent,
              color: cardColors['accent-foreground'],
              fontSize: 26,
              fontWeight: 600,
              letterSpacing: 2,
              textTransform: 'uppercase',
            }}
          >
            {section}
          </div>
        </div>
        <div
          style={{
            display: 'block',
            fontSize,
            fontWeight: 700,
            lineHeight: 1.12,
            letterSpacing: -1,
            lineClamp: 4,
            // Balanced lines read better; a title cut short fills its lines instead.
            textWrap: fontSize > 48 ? 'balance' : 'wrap',
            maxHeight: fontSize * 1.12 * 4,
          }}
        >
          {title}
        </div>
      </div>

      <div
        style={{
          display: 'flex',
          fontSize: 28,
          fontWeight: 400,
          color: cardColors['muted-foreground'],
        }}
      >
        {readTime ?? ''}
      </div>

      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: 12,
          backgroundImage: `linear-gradient(90deg, ${cardColors['brand-purple']}, ${cardColors['brand-green']})`,
        }}
      />
    </div>
  );
}

/** The card as a 1200×630 PNG. */
export async function renderSocialCard(card: SocialCard): Promise<Uint8Array> {
  const svg = await satori(<Card {...card} />, {
    width: OG_IMAGE_SIZE.width,
    height: OG_IMAGE_SIZE.height,
    fonts: await loadFonts(),
  });
  // Text is already paths: no system font may change the picture from one machine to another.
  // Rasterised on libuv's threads, so the next card is laid out meanwhile.
  const png = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/** Cards as files the build publishes (see defineAppConfig's `publish`); the dev server makes them too. */
export function socialCardFiles(cards: readonly SocialCardFile[]): Record<string, PublishedFile> {
  return Object.fromEntries(cards.map(({ file, card }) => [file, () => renderSocialCard(card)]));
}
