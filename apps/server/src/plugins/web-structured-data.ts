import type { TBootstrap } from '@congrega/contract/church';
import { jsonForScript } from '../lib/html.ts';

/**
 * schema.org data of the served page (JSON-LD, read by search engines): the church as a `Church` on every page, or
 * the detail page's own item (an event, a podcast episode, a video) when its link preview gives one. Built only of what the page shows a
 * visitor; written with jsonForScript, so no text can close the script element.
 */
export type StructuredData = Record<string, unknown>;

/** `url` made absolute; a stored address that is not one is left out (the page never fails on it). */
function absolute(origin: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, origin).toString();
  } catch {
    return undefined;
  }
}

/** Drops the keys whose value is undefined, null or '' (schema.org readers want them absent, not empty). */
function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}

/** The church: name, address, contacts, logo and its social pages. */
export function churchStructuredData(bootstrap: TBootstrap, origin: string): StructuredData {
  const { igreja, visual } = bootstrap;
  const street = [igreja.logradouro, igreja.numero].filter(Boolean).join(', ');
  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: igreja.cidade,
    addressRegion: igreja.estado,
    postalCode: igreja.cep,
    addressCountry: igreja.pais,
  });
  const sameAs = Object.values(igreja.redesSociais).filter((url) => /^https?:\/\//.test(url));
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: igreja.nome,
    url: `${origin}/`,
    description: igreja.descricao,
    logo: absolute(origin, visual.logo ?? igreja.logo),
    image: absolute(origin, visual.imagemCapa ?? igreja.imagens[0]),
    email: igreja.email,
    telephone: igreja.telefone,
    address: Object.keys(address).length > 1 ? address : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  });
}

export interface EventData {
  id: number;
  titulo: string;
  resumo: string | null;
  descricao: string | null;
  imagem: string | null;
  dataInicio: Date;
  dataFim: Date;
  localNome: string | null;
  localCidade: string | null;
  localEndereco: string | null;
  ingressos: { nome: string; preco: number; esgotado: boolean; inicioVendas: Date | null }[];
}

/** An event: dates, place, the ticket types as offers (price charged, in stock or sold out), the church organizing. */
export function eventStructuredData(event: EventData, church: { nome: string; moeda: string }, origin: string, description: string) {
  const url = `${origin}/event/${event.id}`;
  const address = [event.localEndereco, event.localCidade].filter(Boolean).join(', ');
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.titulo,
    description,
    url,
    image: absolute(origin, event.imagem),
    startDate: event.dataInicio.toISOString(),
    endDate: event.dataFim.toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location:
      event.localNome || address
        ? compact({ '@type': 'Place', name: event.localNome ?? church.nome, address: address || undefined })
        : undefined,
    organizer: { '@type': 'Organization', name: church.nome, url: `${origin}/` },
    offers: event.ingressos.length
      ? event.ingressos.map((t) =>
          compact({
            '@type': 'Offer',
            name: t.nome,
            price: (t.preco / 100).toFixed(2),
            priceCurrency: church.moeda,
            availability: t.esgotado ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
            validFrom: t.inicioVendas?.toISOString(),
            url,
          }),
        )
      : undefined,
  });
}

/** A duration in seconds as ISO 8601 (`PT1H2M3S`), the form schema.org readers parse. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

export interface PodcastEpisodeData {
  id: number;
  titulo: string;
  descricao: string | null;
  imagem: string | null;
  posicao: number;
  arquivoAudio: string;
  duracaoSegundos: number | null;
  dataPublicacao: Date;
  podcast: { codigo: string; titulo: string; descricao: string | null; imagem: string | null };
}

/** A podcast episode (the /podcast page opened on it, `?code=&episode=`): its audio, number, date and series. */
export function podcastEpisodeStructuredData(episode: PodcastEpisodeData, church: { nome: string }, origin: string, description: string) {
  const series = episode.podcast;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: episode.titulo,
    description,
    url: `${origin}/podcast?code=${encodeURIComponent(series.codigo)}&episode=${episode.id}`,
    episodeNumber: episode.posicao,
    datePublished: episode.dataPublicacao.toISOString(),
    image: absolute(origin, episode.imagem ?? series.imagem),
    timeRequired: episode.duracaoSegundos ? isoDuration(episode.duracaoSegundos) : undefined,
    associatedMedia: compact({
      '@type': 'MediaObject',
      contentUrl: absolute(origin, episode.arquivoAudio),
      duration: episode.duracaoSegundos ? isoDuration(episode.duracaoSegundos) : undefined,
    }),
    partOfSeries: compact({
      '@type': 'PodcastSeries',
      name: series.titulo,
      url: `${origin}/podcast?code=${encodeURIComponent(series.codigo)}`,
    }),
    publisher: { '@type': 'Organization', name: church.nome, url: `${origin}/` },
  });
}

export interface VideoData {
  id: number;
  titulo: string;
  imagem: string | null;
  dataPublicacao: string;
  /** Where it plays: a provider's code (`youtube`, `vimeo`) or a file's address (`file`). */
  source: string;
  videoId: string;
}

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** Where a stored video plays, as the web's player reads it (apps/web/src/lib/player-source.ts): embed or file. */
function videoPlayer(origin: string, source: string, videoId: string): { embedUrl?: string; contentUrl?: string } {
  if (source === 'youtube' && CODE.test(videoId)) return { embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}` };
  if (source === 'vimeo' && /^\d{1,20}$/.test(videoId)) return { embedUrl: `https://player.vimeo.com/video/${videoId}` };
  // A file: ours (a path) or an https address, as the player plays it.
  if (source === 'file' && ((videoId.startsWith('/') && !videoId.startsWith('//')) || videoId.startsWith('https://'))) {
    return { contentUrl: absolute(origin, videoId) };
  }
  return {};
}

/** A video's detail page: its cover as the thumbnail, the date it was published, where it plays. */
export function videoStructuredData(video: VideoData, church: { nome: string }, origin: string, description: string) {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.titulo,
    description,
    url: `${origin}/videos/${video.id}`,
    thumbnailUrl: absolute(origin, video.imagem),
    uploadDate: video.dataPublicacao,
    ...videoPlayer(origin, video.source, video.videoId),
    publisher: { '@type': 'Organization', name: church.nome, url: `${origin}/` },
  });
}

export function structuredDataTag(data: StructuredData): string {
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}
