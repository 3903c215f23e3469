import type { TBootstrap } from '@congrega/contract/church';
import { themeColors, themeCss } from '@congrega/contract/theme';
import type { TLocale } from '@congrega/contract/locale';
import { responsiveImage } from '@congrega/contract/media';
import { escapeHtml, jsonForScript } from '../lib/html.ts';
import { MANIFEST_ICONS } from './web-icons.ts';
import { FIRST_PAINT_DATA_ID, type FirstPaint } from './web-first-paint.ts';
import type { LinkPreview } from './web-link-preview.ts';
import type { PagePreloads } from './web-preload.ts';
import { churchStructuredData, structuredDataTag } from './web-structured-data.ts';

/**
 * Builds the SPA's index.html per request: the tenant bootstrap, the church colours (before first paint),
 * link-preview tags and <html lang>. Pure string work on the built template, kept apart from the plugin
 * so it can be read (and tested) on its own.
 */
export const HEAD_MARKER = '<!--congrega-head-->';
export const BOOTSTRAP_ELEMENT_ID = 'congrega-bootstrap';
export const THEME_STYLE_ID = 'congrega-theme';
export const ERROR_META = 'congrega-error';
export const CATALOGUES_ELEMENT_ID = 'congrega-catalogues';
const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** Namespaces every first screen needs: fetched while the scripts load. */
const PRELOADED_NAMESPACES = ['common', 'church'];

export interface PageContext {
  lang: TLocale;
  /** Absolute origin of the request (https://videira.example.org) for absolute preview URLs. */
  origin: string;
  /** Request path (no query), for og:url. */
  url: string;
  nonce: string;
  /** Catalogue files of the active language by namespace (from the Vite manifest). */
  catalogues: Record<string, string>;
  /** Built scripts and styles the requested page runs (web-preload.ts). */
  preloads?: PagePreloads;
  /** The screen's drawing and largest image (web-first-paint.ts). */
  firstPaint?: FirstPaint;
  /** The detail page's own link preview (web-link-preview.ts); the church's when absent. */
  preview?: LinkPreview;
  /** The address names no page here (served with status 404): search engines are told not to index it. */
  notFound?: boolean;
}

function absolute(origin: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}

const OG_LOCALE: Record<TLocale, string> = { 'pt-BR': 'pt_BR', en: 'en_US', es: 'es_ES' };

function meta(attr: 'name' | 'property', key: string, content: string | undefined): string {
  return content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : '';
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/g;

/**
 * The built page with its head filled in. The app's stylesheet (the one request the first paint waits for) moves
 * to the top of the head, ahead of the preloads, so the browser asks for it first.
 */
function fillTemplate(template: string, lang: TLocale, title: string, head: string): string {
  const stylesheets = template.match(STYLESHEET_LINK) ?? [];
  return (
    template
      .replace(STYLESHEET_LINK, '')
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      // Replacer functions, never replacement strings: church texts may hold `$&`, `$'` and the like.
      .replace(HEAD_MARKER, () => stylesheets.join('') + head)
  );
}

/** The active language's catalogue URLs for the app, plus preloads of the ones every page needs. */
function catalogueTags(ctx: PageContext): string {
  const namespaces = new Set([...PRELOADED_NAMESPACES, ...(ctx.preloads?.namespaces ?? [])]);
  const preloads = [...namespaces]
    .map((ns) => ctx.catalogues[ns])
    .filter((href): href is string => !!href)
    .map((href) => `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin>`);
  const list = `<script id="${CATALOGUES_ELEMENT_ID}" type="application/json">${jsonForScript({ [ctx.lang]: ctx.catalogues })}</script>`;
  return preloads.join('') + list;
}

/**
 * The largest paint of the page (church home's cover, /about's first photo: web-first-paint.ts), preloaded from the
 * HTML so its download starts with the scripts instead of after them, as the same responsive AVIF variants the
 * page's <picture> picks from (the browser fetches the width `imagesizes` gives; one without AVIF skips the hint).
 * An image that is not ours is preloaded as it is.
 */
function imagePreload(ctx: PageContext): string {
  const image = ctx.firstPaint?.image;
  if (!image) return '';
  const avif = responsiveImage(image.src)?.sources[0];
  if (!avif) return `<link rel="preload" as="image" href="${escapeHtml(image.src)}" fetchpriority="high">`;
  return `<link rel="preload" as="image" type="${avif.type}" imagesrcset="${escapeHtml(avif.srcset)}" imagesizes="${image.sizes}" fetchpriority="high">`;
}

/**
 * The page's own chunks and styles, named up front so none waits for the script that imports it. A drawn page
 * paints before its scripts run (boot.js starts them after that paint) and preloads none of them; the styles its
 * drawing uses are stylesheets then (the app's CSS loader finds them in place and adds none).
 */
function pagePreloadTags(ctx: PageContext): string {
  const drawing = ctx.firstPaint?.drawing;
  const styles = (ctx.preloads?.styles ?? []).map((href) => escapeHtml(href));
  if (drawing) return drawing.routeStyles ? styles.map((href) => `<link rel="stylesheet" href="${href}" crossorigin>`).join('') : '';
  // crossorigin as on the stylesheet link Vite's loader adds, so that link reuses this download.
  const modules = (ctx.preloads?.modules ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`);
  return styles.map((href) => `<link rel="preload" as="style" href="${href}" crossorigin>`).join('') + modules.join('');
}

/** What the drawn screen starts from (lib/first-paint.ts in the app): for this path and church, as of now. */
function firstPaintData(bootstrap: TBootstrap, ctx: PageContext): string {
  const data = ctx.firstPaint?.drawing?.data;
  if (data === undefined) return '';
  const value = { path: ctx.url, churchId: bootstrap.igreja.id, drawnAt: Date.now(), data };
  return `<script id="${FIRST_PAINT_DATA_ID}" type="application/json">${jsonForScript(value)}</script>`;
}

/** The page of a church: bootstrap, colours, link previews (title, description, image) and preloads. */
export function renderChurchPage(template: string, bootstrap: TBootstrap, ctx: PageContext): string {
  const { igreja, visual } = bootstrap;
  const churchImage = visual.imagemCapa ?? igreja.imagens[0] ?? visual.logo ?? igreja.logo;
  const title = ctx.preview?.title ?? igreja.nome;
  const description = ctx.preview?.description ?? igreja.descricao ?? igreja.nome;
  const image = absolute(ctx.origin, ctx.preview?.image ?? churchImage);
  const favicon = `${visual.favicon ? `<link rel="icon" href="${escapeHtml(visual.favicon)}">` : ''}<link rel="apple-touch-icon" href="/apple-touch-icon.png">`;
  const head = [
    meta('name', 'description', description),
    meta('property', 'og:type', ctx.preview ? 'article' : 'website'),
    meta('property', 'og:site_name', igreja.nome),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
    meta('property', 'og:url', absolute(ctx.origin, ctx.url)),
    meta('property', 'og:locale', OG_LOCALE[ctx.lang]),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'theme-color', themeColors(visual.corApp).primary),
    ctx.notFound ? meta('name', 'robots', 'noindex') : '',
    favicon,
    imagePreload(ctx),
    pagePreloadTags(ctx),
    catalogueTags(ctx),
    `<style id="${THEME_STYLE_ID}" nonce="${ctx.nonce}">${themeCss(visual.corApp)}${ctx.firstPaint?.drawing?.css ?? ''}</style>`,
    structuredDataTag(ctx.preview?.structuredData ?? churchStructuredData(bootstrap, ctx.origin)),
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${jsonForScript(bootstrap)}</script>`,
    firstPaintData(bootstrap, ctx),
  ].join('');
  // A list page's preview title names the church already ("Notícias · Igreja Videira"): said once in the tab.
  const tabTitle = !ctx.preview || title.includes(igreja.nome) ? title : `${title} · ${igreja.nome}`;
  const page = fillTemplate(template, ctx.lang, tabTitle, head);
  const drawing = ctx.firstPaint?.drawing;
  if (!drawing) return page;
  // The app starts once the browser has painted the server's first screen (apps/web/public/boot.js).
  return page
    .replace(ROOT_ELEMENT, () => `<div id="root">${drawing.html}</div>`)
    .replace(ENTRY_SCRIPT, (_tag, src: string) => `<script src="/boot.js" data-entry="${src}" defer></script>`);
}

/** A page without a church (unknown host, inactive church, bootstrap failure): the SPA shows its error page. */
export function renderErrorPage(template: string, reason: 'CHURCH_NOT_FOUND' | 'CHURCH_INACTIVE' | null, ctx: PageContext): string {
  const head = [
    reason ? `<meta name="${ERROR_META}" content="${reason}">` : '',
    '<meta name="robots" content="noindex">',
    catalogueTags(ctx),
  ].join('');
  return fillTemplate(template, ctx.lang, 'Congrega', head);
}

/**
 * Content-Security-Policy of every HTML response: only our own scripts, our styles plus the one
 * nonce'd <style> with the church colours, images from anywhere over https, video embeds from the two
 * players. Media from anywhere over https, and fetches too: hls.js (lib/hls.ts, for HLS where the browser has no
 * native HLS) loads a live stream's playlist and segments with fetch/XHR, so connect-src must allow the https hosts
 * the <video> may play. Embeddable pages (/embed/*) may be framed by other https sites (the church's own website).
 */
export function contentSecurityPolicy(nonce: string, embeddable: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self' https:",
    "media-src 'self' blob: https:",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.facebook.com',
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    embeddable ? "frame-ancestors 'self' https:" : "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The web app manifest of a church (installable app with its name and colour). */
export function webManifest(bootstrap: TBootstrap, lang: TLocale) {
  const { igreja, visual } = bootstrap;
  const colors = themeColors(visual.corApp);
  return {
    name: igreja.nome,
    short_name: igreja.nome.length > 12 ? igreja.nome.split(/\s+/).slice(-1)[0]!.slice(0, 12) : igreja.nome,
    description: igreja.descricao ?? igreja.nome,
    lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: colors.primary,
    icons: MANIFEST_ICONS,
  };
}
