import { ZId } from '@congrega/contract/common';
import { formatMoment, formatMomentRange, resolveTimeZone, type TMomentPlace } from '@congrega/contract/datetime';
import type { TEventDetail, TEventSummary, TTicketType } from '@congrega/contract/events';
import { EVENT_CARD_SIZES, EVENT_COVER_SIZES } from '@congrega/contract/media';
import { currencyFormat } from '@congrega/contract/money';
import { escapeHtml } from '../../lib/html.ts';
import { drawDefaultLayout, drawPicture, type FirstPaintContext, type FirstPaintRoute } from '../../plugins/web-first-paint.ts';
import type { Translator } from '../../plugins/web-texts.ts';
import { getEventDetail, getEventList } from './events.service.ts';

const EVENTS_MODULE = 'MOD_EVENTO';
/** The web list's page size (features/events/api/get-events.ts EVENTS_PAGE_SIZE): the first page it would ask for. */
export const DRAWN_EVENTS_PAGE = { periodo: 'proximos', page: 1, limit: 20 } as const;

/** The card's title is the app's link (a plain `a`): the drawing's span looks like it. */
const CARD_LINK_CSS = '.event-card-link{color:var(--color-primary-text);text-decoration:underline}';
/** The detail's disabled button (.btn:disabled in the app's styles), drawn as a span. */
const BUTTON_OFF_CSS = '.event-button-off{opacity:.6}';

const hasEvents = (ctx: FirstPaintContext) => ctx.bootstrap.modulos.some((m) => m.codigo === EVENTS_MODULE);
const span = (cls: string, text: string) => `<span class="${cls}">${escapeHtml(text)}</span>`;

/**
 * Where the drawing's moments are read: the church's clock, and the reader taken to be on it (the case of nearly
 * every visitor), so a time reads as the app's will on their screen and the swap changes no text.
 */
function placeOf(ctx: FirstPaintContext): TMomentPlace {
  const timeZone = resolveTimeZone(ctx.church.fusoHorario);
  return { locale: ctx.lang, timeZone, viewerTimeZone: timeZone };
}

const money = (ctx: FirstPaintContext, cents: number, currency: string) => currencyFormat(ctx.lang, currency).format(cents / 100);

/** An event of the list as features/events/components/event-card.tsx renders it (the title link as a span). */
function drawCard(ctx: FirstPaintContext, event: TEventSummary, place: TMomentPlace, first: boolean): string {
  const { t } = ctx;
  const where = [event.local?.nome, event.local?.cidade].filter(Boolean).join(' · ');
  let price: string | null = null;
  if (event.flagGratuito) price = t('events:list.free');
  else if (event.valorAPartirDe !== null) price = t('events:list.from', { price: money(ctx, event.valorAPartirDe, event.moeda) });
  // The first card's picture is often the screen's largest paint: at once and at high priority, as the app's.
  const image = event.imagem
    ? (drawPicture(event.imagem, EVENT_CARD_SIZES, { alt: '', className: 'event-card-image', width: 480, height: 252, lazy: !first }) ??
      `<img class="event-card-image" src="${escapeHtml(event.imagem)}" alt="" ${first ? 'fetchpriority="high"' : 'loading="lazy"'} width="480" height="252">`)
    : '';
  const tags = [
    price ? span('event-tag', price) : '',
    event.encerrado
      ? span('event-tag event-tag-off', t('events:list.ended'))
      : event.esgotado
        ? span('event-tag event-tag-off', t('events:list.soldOut'))
        : '',
    event.flagConteudoOnline ? span('event-tag', t('events:list.online')) : '',
  ].join('');
  return (
    `<li><article class="event-card">${image}<div class="event-card-body">` +
    `<h2 class="event-card-title"><span class="event-card-link">${escapeHtml(event.titulo)}</span></h2>` +
    `<p class="event-card-when">${escapeHtml(formatMomentRange(event.dataInicio, event.dataFim, 'date', place))}</p>` +
    (event.horario ? `<p class="muted">${escapeHtml(event.horario)}</p>` : '') +
    (where ? `<p class="muted">${escapeHtml(where)}</p>` : '') +
    `<p class="event-card-tags">${tags}</p></div></article></li>`
  );
}

/**
 * /event (features/events/routes/events-list.tsx): the first page of the church's upcoming events as a visitor
 * sees it (the list is the same for everyone), read as the list endpoint answers it; the page goes with the drawing
 * and the app starts from it instead of asking again.
 */
export const eventsListFirstPaint: FirstPaintRoute = {
  ns: ['events'],
  async draw(ctx) {
    if (!hasEvents(ctx)) return undefined;
    const { church, t } = ctx;
    const list = await getEventList(ctx.app, church, church.slug, DRAWN_EVENTS_PAGE);
    const place = placeOf(ctx);
    const body =
      list.eventos.length === 0
        ? `<p class="empty-state">${escapeHtml(t('events:list.empty'))}</p>`
        : `<ul class="event-list">${list.eventos.map((event, i) => drawCard(ctx, event, place, i === 0)).join('')}</ul>` +
          (list.total > list.eventos.length
            ? `<div class="actions"><span class="btn btn-secondary">${escapeHtml(t('events:list.more'))}</span></div>`
            : '');
    const html = `<section class="events-page"><h1>${escapeHtml(t('events:list.title'))}</h1>${body}</section>`;
    return { html: drawDefaultLayout(ctx, html), css: CARD_LINK_CSS, routeStyles: true, data: { eventsList: list } };
  },
};

/** The detail's button for the viewer (features/events/components/event-button.tsx), links as spans. */
function drawButton(state: TEventDetail['botao'], t: Translator): string {
  const btn = (variant: string, text: string) => `<span class="btn btn-${variant}">${escapeHtml(text)}</span>`;
  switch (state) {
    case 'inscrever':
      return btn('primary', t('events:button.inscrever'));
    case 'inscrever_novamente':
      return btn('primary', t('events:button.inscrever_novamente')) + btn('secondary', t('events:button.ver_ingressos'));
    case 'indisponivel':
    case 'encerrado':
      return (
        `<span class="btn btn-primary event-button-off">${escapeHtml(t(`events:button.${state}`))}</span>` +
        `<p class="muted event-button-why">${escapeHtml(t(`events:button.${state}Why`))}</p>` +
        btn('secondary', t('events:button.otherEvents'))
      );
    case 'acesso_online':
    case 'ver_conteudo':
      return btn('primary', t(`events:button.${state}`)) + btn('secondary', t('events:button.ver_ingressos'));
    case 'ver_ingressos':
      return btn('primary', t('events:button.ver_ingressos'));
  }
}

/** A ticket type's status line (features/events/components/ticket-status.tsx). */
function drawStatus(ticket: TTicketType, t: Translator, place: TMomentPlace): string {
  let text: string;
  if (ticket.status === 'disponivel_ate')
    text = ticket.fimVendas
      ? t('events:status.until', { date: formatMoment(ticket.fimVendas, 'dateTime', place) })
      : t('events:status.disponivel');
  else if (ticket.status === 'disponivel_a_partir')
    text = ticket.inicioVendas
      ? t('events:status.from', { date: formatMoment(ticket.inicioVendas, 'dateTime', place) })
      : t('events:status.soon');
  else text = t(`events:status.${ticket.status}`);
  const open = ticket.status === 'disponivel' || ticket.status === 'disponivel_ate';
  const left =
    open && ticket.restantes !== null
      ? `<span class="ticket-left"> · ${escapeHtml(t('events:status.left', { count: ticket.restantes }))}</span>`
      : '';
  return `<p class="${open ? 'ticket-status' : 'ticket-status ticket-status-off'}">${escapeHtml(text)}${left}</p>`;
}

function drawTicket(ctx: FirstPaintContext, event: TEventDetail, ticket: TTicketType, place: TMomentPlace): string {
  const { t } = ctx;
  const price = ticket.valor === 0 ? t('events:tickets.free') : money(ctx, ticket.valor, event.moeda);
  const fee =
    ticket.taxa > 0
      ? `<span class="muted"> ${escapeHtml(t('events:tickets.fee', { fee: money(ctx, ticket.taxa, event.moeda) }))}</span>`
      : '';
  // A visitor on a sold-out type is asked to log in to join its waitlist (waitlist-button.tsx).
  const waitlist =
    ticket.status === 'esgotado'
      ? `<div class="waitlist"><span class="btn btn-secondary">${escapeHtml(t('events:waitlist.loginToJoin'))}</span></div>`
      : '';
  return (
    `<li class="ticket-type"><div class="ticket-type-info"><h3 class="ticket-type-name">${escapeHtml(ticket.nome)}</h3>` +
    `<p class="ticket-type-price">${escapeHtml(price)}${fee}</p>${drawStatus(ticket, t, place)}${waitlist}</div></li>`
  );
}

/** The facts (features/events/components/event-info.tsx): when, where, contact, about. */
function drawFacts(event: TEventDetail, t: Translator, place: TMomentPlace): string {
  const fact = (term: string, detail: string) => `<div><dt>${escapeHtml(t(term))}</dt><dd>${detail}</dd></div>`;
  const where = [event.local?.nome, event.local?.endereco, event.local?.cidade].filter(Boolean).join(', ');
  const map =
    event.local?.linkMapa && /^https?:\/\//i.test(event.local.linkMapa.trim()) ? span('event-fact-extra', t('events:detail.map')) : '';
  const { nome, email, telefone } = event.contato;
  const contact = [nome, email, telefone]
    .filter(Boolean)
    .map((line) => span('event-fact-line', line!))
    .join('');
  const facts =
    fact(
      'events:detail.when',
      escapeHtml(formatMomentRange(event.dataInicio, event.dataFim, 'dateTime', place)) +
        (event.horario ? span('event-fact-extra', event.horario) : ''),
    ) +
    (where ? fact('events:detail.where', escapeHtml(where) + map) : '') +
    (contact ? fact('events:detail.contact', contact) : '');
  const about = event.descricao
    ? `<section class="section"><h2>${escapeHtml(t('events:detail.about'))}</h2><p class="prose">${escapeHtml(event.descricao)}</p></section>`
    : '';
  return `<dl class="event-facts">${facts}</dl>${about}`;
}

/**
 * /event/{eventId} (features/events/routes/event-detail.tsx, without a purchase step in the address): the event as
 * a visitor sees it, its cover (often the largest paint) first. Read as the detail endpoint answers a visitor; the
 * event goes with the drawing, so the app shows it without asking again.
 */
export const eventDetailFirstPaint: FirstPaintRoute = {
  ns: ['events'],
  async draw(ctx) {
    const id = ZId.safeParse(Number(ctx.params.eventId));
    if (!hasEvents(ctx) || !/^\d+$/.test(ctx.params.eventId ?? '') || !id.success || ctx.query.has('buyingStep')) return undefined;
    const { church, t } = ctx;
    const event = await getEventDetail(ctx.app, church, null, church.slug, id.data).catch(() => undefined);
    if (!event) return undefined;
    const place = placeOf(ctx);
    // The page's largest paint: the responsive variants the app's cover picks from too (event-detail.tsx).
    const cover = event.imagem
      ? (drawPicture(event.imagem, EVENT_COVER_SIZES, { alt: '', className: 'event-cover', width: 1200, height: 630 }) ??
        `<img class="event-cover" src="${escapeHtml(event.imagem)}" alt="" width="1200" height="630" fetchpriority="high">`)
      : '';
    const tickets =
      event.ingressos.length === 0
        ? `<p class="empty-state">${escapeHtml(t('events:tickets.none'))}</p>`
        : `<ul class="ticket-types">${event.ingressos.map((ticket) => drawTicket(ctx, event, ticket, place)).join('')}</ul>`;
    const terms = event.termos
      ? `<section class="section"><h2>${escapeHtml(t('events:detail.terms'))}</h2><div class="event-terms prose">${escapeHtml(event.termos)}</div></section>`
      : '';
    const html =
      `<article class="events-page event-detail">${cover}<h1>${escapeHtml(event.titulo)}</h1>` +
      (event.resumo ? `<p class="event-summary">${escapeHtml(event.resumo)}</p>` : '') +
      `<div class="actions">${drawButton(event.botao, t)}</div>` +
      `<div class="event-actions"><span class="btn btn-secondary">${escapeHtml(t('events:detail.addToCalendar'))}</span>` +
      `<div class="share"><span class="btn btn-secondary">${escapeHtml(t('events:detail.share'))}</span><p class="share-status"></p></div></div>` +
      drawFacts(event, t, place) +
      `<section class="section"><h2>${escapeHtml(t('events:detail.tickets'))}</h2>${tickets}</section>${terms}</article>`;
    return { html: drawDefaultLayout(ctx, html), css: BUTTON_OFF_CSS, routeStyles: true, data: { eventDetail: event } };
  },
};
