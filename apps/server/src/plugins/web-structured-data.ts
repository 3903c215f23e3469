import type { TBootstrap } from '@congrega/contract/church';
import { jsonForScript } from '../lib/html.ts';

/**
 * schema.org data of the served page (JSON-LD, read by search engines): the church as a `Church` on every page, or
 * the detail page's own item (an event) when its link preview gives one. Built only of what the page shows a
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

export function structuredDataTag(data: StructuredData): string {
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}
