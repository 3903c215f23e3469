import { PODCAST_CATEGORIES, type TPodcastCategory } from '@congrega/contract/admin/podcasts';
import { mediaVariantUrl } from '@congrega/contract/media';
import type { PublicPodcastRow } from './podcast.repository.ts';

/**
 * A podcast's RSS 2.0 feed (issue 33), pure: the channel with the itunes namespace (author, image, category,
 * explicit, type, block: the show's "hide from directories") and the podcast namespace (guid, locked: the show's
 * setting, yes by default, whether another host may import the feed), and one item per published episode, newest first: guid, enclosure (absolute URL, length in bytes, type),
 * itunes:duration (seconds) and itunes:episode (its number). Every text is XML-escaped; characters XML 1.0 cannot
 * carry are dropped. Images are the cover's 1600 px JPEG variant (podcast apps want JPEG or PNG, square).
 */
export interface FeedEpisode {
  id: number;
  titulo: string;
  descricao: string | null;
  posicao: number;
  dataPublicacao: Date;
  duracaoSegundos: number | null;
  imagem: string | null;
  enclosure: { url: string; length: number; type: string };
}

export interface FeedContext {
  /** The church's public site (no trailing slash): links and absolute file URLs. */
  origin: string;
  churchName: string;
  selfUrl: string;
}

// XML 1.0 Char production: tab, LF, CR and U+0020..U+D7FF, U+E000..U+FFFD, and astral characters (paired surrogates).
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlText(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const el = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${xmlText(String(value))}</${name}>`;

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

function feedImage(origin: string, image: string | null): string | undefined {
  if (!image) return undefined;
  return absolute(origin, mediaVariantUrl(image, 1600, 'jpeg') ?? image);
}

function category(key: string): string {
  const [main, sub] = PODCAST_CATEGORIES[key as TPodcastCategory] ?? PODCAST_CATEGORIES.christianity;
  const inner = sub ? `<itunes:category text="${xmlText(sub)}"/>` : '';
  return inner ? `<itunes:category text="${xmlText(main)}">${inner}</itunes:category>` : `<itunes:category text="${xmlText(main)}"/>`;
}

function item(show: PublicPodcastRow, e: FeedEpisode, ctx: FeedContext): string {
  const link = `${ctx.origin}/podcast?code=${encodeURIComponent(show.codigo)}&episode=${e.id}`;
  const image = feedImage(ctx.origin, e.imagem);
  return [
    '<item>',
    el('title', e.titulo),
    el('description', e.descricao),
    el('link', link),
    `<guid isPermaLink="false">${xmlText(`${show.guid}/episode/${e.id}`)}</guid>`,
    el('pubDate', e.dataPublicacao.toUTCString()),
    `<enclosure url="${xmlText(absolute(ctx.origin, e.enclosure.url))}" length="${e.enclosure.length}" type="${xmlText(e.enclosure.type)}"/>`,
    e.duracaoSegundos !== null ? el('itunes:duration', Math.round(e.duracaoSegundos)) : '',
    el('itunes:episode', e.posicao),
    el('itunes:episodeType', 'full'),
    image ? `<itunes:image href="${xmlText(image)}"/>` : '',
    `<itunes:explicit>${show.explicito ? 'true' : 'false'}</itunes:explicit>`,
    '</item>',
  ].join('');
}

export function podcastFeedXml(show: PublicPodcastRow, episodes: FeedEpisode[], ctx: FeedContext): string {
  const link = `${ctx.origin}/podcast?code=${encodeURIComponent(show.codigo)}`;
  const image = feedImage(ctx.origin, show.imagem);
  const author = show.autor ?? ctx.churchName;
  const channel = [
    el('title', show.titulo),
    el('link', link),
    el('description', show.descricao ?? show.titulo),
    el('language', show.idioma.toLowerCase()),
    `<atom:link href="${xmlText(ctx.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    el('generator', 'Congrega'),
    episodes[0] ? el('lastBuildDate', episodes[0].dataPublicacao.toUTCString()) : '',
    el('itunes:author', author),
    `<itunes:owner>${el('itunes:name', author)}</itunes:owner>`,
    image ? `<itunes:image href="${xmlText(image)}"/>` : '',
    image ? `<image>${el('url', image)}${el('title', show.titulo)}${el('link', link)}</image>` : '',
    category(show.categoria),
    `<itunes:explicit>${show.explicito ? 'true' : 'false'}</itunes:explicit>`,
    el('itunes:type', 'episodic'),
    show.ocultoDiretorios ? el('itunes:block', 'Yes') : '',
    el('podcast:guid', show.guid),
    el('podcast:locked', show.bloqueado ? 'yes' : 'no'),
    ...episodes.map((e) => item(show, e, ctx)),
  ].join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" ' +
    'xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">' +
    `<channel>${channel}</channel></rss>\n`
  );
}
