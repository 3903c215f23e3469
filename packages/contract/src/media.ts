/**
 * Responsive variants of the app's own images (demo seed media and uploads), shared by the server (which makes
 * and serves them, and preloads the church home hero from the HTML) and the web app (which renders them with
 * <picture>/srcset). A variant of `/media/<area>/<path>.<ext>` is `/media/v/<area>/<path>-<width>.<format>`:
 * the original's own name plus width and format, so no personal data enters the URL.
 */

/** Widths made of every image (never enlarged: a narrower original gives a file of its own width). */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600] as const;
/** Formats, best first; JPEG is the fallback every browser decodes. */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type TMediaWidth = (typeof MEDIA_WIDTHS)[number];
export type TMediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_VARIANT_PREFIX = '/media/v/';
export const MEDIA_MIME: Record<TMediaFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** Originals that have variants: seed media and uploads (same origin), one safe name per segment. */
const ORIGINAL = /^\/media\/(seed|uploads)\/((?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*)\.(jpe?g|png|webp)$/;
const VARIANT = /^\/media\/v\/(seed|uploads)\/((?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*)-(\d+)\.(avif|webp|jpeg)$/;

export interface TResponsiveImage {
  /** One `srcset` per format, best first (AVIF, WebP, JPEG). */
  sources: { format: TMediaFormat; type: string; srcset: string }[];
  /** The JPEG of a mid width, for the <img src> of browsers without srcset. */
  fallback: string;
}

/** The variant URL of an original for a width and format; undefined when the original has no variants. */
export function mediaVariantUrl(original: string, width: number, format: TMediaFormat): string | undefined {
  const match = ORIGINAL.exec(original);
  if (!match) return undefined;
  return `${MEDIA_VARIANT_PREFIX}${match[1]}/${match[2]}-${width}.${format}`;
}

/**
 * srcsets of an image of ours (undefined for anything else: an external URL is shown as it is).
 */
export function responsiveImage(original: string | null | undefined): TResponsiveImage | undefined {
  if (!original || !ORIGINAL.test(original)) return undefined;
  const sources = MEDIA_FORMATS.map((format) => ({
    format,
    type: MEDIA_MIME[format],
    srcset: MEDIA_WIDTHS.map((w) => `${mediaVariantUrl(original, w, format)} ${w}w`).join(', '),
  }));
  return { sources, fallback: mediaVariantUrl(original, 800, 'jpeg')! };
}

/**
 * What a variant URL asks for: the original's area and path without extension, the width and format;
 * undefined for a URL that is not a variant or asks for a width that is not made.
 */
export function parseMediaVariant(
  url: string,
): { area: 'seed' | 'uploads'; stem: string; width: TMediaWidth; format: TMediaFormat } | undefined {
  const match = VARIANT.exec(url);
  if (!match) return undefined;
  const width = Number(match[3]);
  if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) return undefined;
  return { area: match[1] as 'seed' | 'uploads', stem: match[2]!, width: width as TMediaWidth, format: match[4] as TMediaFormat };
}

/** `sizes` of the church home hero: the full viewport width, at most 1200 CSS pixels wide (its max-height). */
export const HERO_SIZES = '(min-width: 1200px) 1200px, 100vw';
/** `sizes` of an event page's cover: the events column's width (48rem) at most, the viewport's on a phone. */
export const EVENT_COVER_SIZES = '(min-width: 48rem) 48rem, 100vw';
/** `sizes` of an event card's picture in the events list (the same column). */
export const EVENT_CARD_SIZES = EVENT_COVER_SIZES;
/** `sizes` of the about page's photo gallery (a grid of columns at least 220px wide, one column on a phone). */
export const GALLERY_SIZES = '(min-width: 1000px) 400px, (min-width: 600px) 50vw, 100vw';
/** The hero's box (the usual cover, an og:image of 1200x630): other shapes are shown whole inside it. */
export const HERO_WIDTH = 1200;
export const HERO_HEIGHT = 630;
