import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZEventCalendarParams, ZEventDetail, ZEventDetailParams, ZEventList, ZEventListQuery, ZEventSlugParams } from '../events.ts';
import {
  ZEventFeeParams,
  ZEventFeeQuery,
  ZEventFeeQuote,
  ZMyEvents,
  ZMyEventsParams,
  ZMyTickets,
  ZMyTicketsParams,
  ZPurchaseBody,
  ZPurchaseParams,
  ZPurchaseResult,
  ZTicketContentParams,
  ZTicketContents,
} from '../events-purchase.ts';
import { ZWaitlistParams, ZWaitlistPlace } from '../events-waitlist.ts';

/**
 * Events (spec section 7 "Events"; module MOD_EVENTO). How the web buys tickets:
 *
 * 1. `getEvent` (with the bearer when logged in): ticket types with `status`, `maxPorCompra`, holder `perguntas`,
 *    the methods, `maxParcelas`, `flagConvidado`, `termos`, `versao` and the detail `botao`. The buyer picks
 *    quantities (`buyingStep`), then fills each ticket's holder name and answers ("ticket n of m", `fillTicket`).
 * 2. Review: with a payment method chosen, `quoteEventFees` (`valor` = Σ (valor + taxa) × quantidade) gives the
 *    `total` to show and send as `valorTotal`, and the card installment options (up to the event's `maxParcelas`).
 *    A free selection (total 0) skips payment. A card is tokenized first with payments' `createCardToken`
 *    (guests too) or a saved card is chosen (members).
 * 3. `purchase` with an `Idempotency-Key` header (a new key per attempt; the same key and body after an
 *    unanswered try replays the first answer, another body with it answers 409 IDEMPOTENCY_KEY_REUSED), the
 *    choices, `valorTotal`, `versaoEvento`, `aceiteTermos` and the payment part. `{userId}` is the member's own id
 *    (another answers 404), or 0 for a guest: allowed only without a bearer when the event's `flagConvidado` is
 *    on (`dadosUsuarioNaoCadastrado` required); otherwise a visitor gets 401 UNAUTHENTICATED (the login-needed
 *    message). The answer is `{ pagamento, inscricao }`: `pagamento.status` picks the thank-you message exactly as
 *    for a donation ('gratuito': ticket sent by e-mail; 'pendente' Pix/boleto; 'aguardando' cash within
 *    `pagamento.dinheiro.prazo`...). Members poll payments' `getPaymentByCode` with `pagamento.codigo` until final.
 *    Refusals: EVT_REG_* and EVT_USER_LIMIT (events-errors.ts, with the web outcome of each) or the payments
 *    codes (declined card, Pix/boleto outside Brazil...).
 * 4. Tickets: `listMyEvents` (`eventos`), `listMyTickets` (each ticket's holder, QR `codigo` and `qrCode` once
 *    confirmed), `listTicketContent` (`conteudos`, only for the ticket's owner and a confirmed ticket with
 *    content; anything else answers 404 EVENT_CONTENT_NOT_FOUND). Tickets are also e-mailed when confirmed.
 *
 * 5. Waitlist (events-waitlist.ts): on a sold-out type (`status` esgotado) a member joins its line with
 *    `joinWaitlist` and leaves it with `leaveWaitlist`; `listaEspera` of the type says where they stand. An offer
 *    (a released seat held for them, e-mailed) makes the type buyable for them alone until `ofertaExpiraEm`: they
 *    buy it with `purchase` as any ticket. The page follows the stock live on the `/events/live` WebSocket.
 *
 * Seats: an unpaid Pix/boleto/cash (or card in review) order holds its tickets until paid (confirmed) or expired
 * or cancelled (released). Someone else's registrations, tickets and content answer 404, as do other churches'.
 */
const tags = ['Events'] as const;
const eventsModule = 'MOD_EVENTO';
const own = { tags, module: eventsModule, auth: 'member', cache: 'private' } as const;

export const listEvents = defineEndpoint({
  method: 'GET',
  path: '/igreja/:slug/evento/',
  summary: "The church's events, upcoming first (`periodo=todos` adds ended ones)",
  tags,
  module: eventsModule,
  auth: 'none',
  cache: 30,
  params: ZEventSlugParams,
  query: ZEventListQuery,
  status: 200,
  response: ZEventList,
  errors: [400, 404],
});

export const getEvent = defineEndpoint({
  method: 'GET',
  path: '/igreja/:slug/evento/:id/',
  summary: 'One event with its ticket types, their status and the detail button for the caller',
  tags,
  module: eventsModule,
  auth: 'optional',
  cache: 'private',
  params: ZEventDetailParams,
  status: 200,
  response: ZEventDetail,
  errors: [400, 401, 404],
});

export const getEventCalendar = defineEndpoint({
  method: 'GET',
  path: '/evento/:id/calendario.ics',
  summary: 'The event as an add-to-calendar file (iCalendar: its instants in UTC, place, page address)',
  description: 'A published event of the host church; another church’s or an unknown id answers 404 EVENT_NOT_FOUND.',
  tags,
  module: eventsModule,
  auth: 'none',
  cache: 60,
  params: ZEventCalendarParams,
  status: 200,
  file: 'text/calendar; charset=utf-8',
  response: z.string(),
  errors: [400, 404],
});

export const quoteEventFees = defineEndpoint({
  method: 'GET',
  path: '/evento/:id/calcular-taxas',
  summary: "Total to pay for a value of tickets with a method (the event's fee rule) and the card installment options",
  tags,
  module: eventsModule,
  auth: 'none',
  // Never kept: the church's method terms (console) price the next quote at once, as the purchase does.
  cache: 'private',
  params: ZEventFeeParams,
  query: ZEventFeeQuery,
  status: 200,
  response: ZEventFeeQuote,
  errors: [400, 404, 422],
});

export const purchase = defineEndpoint({
  method: 'POST',
  path: '/usuario/:userId/evento/:id/inscricao/',
  summary: 'Buy tickets (or register for free): holders, answers, payment; `userId` 0 for a guest',
  description:
    'Requires an `Idempotency-Key` header (8-128 of [A-Za-z0-9_-]): the same key and body answer the first result again; the same key with another body answers 409 IDEMPOTENCY_KEY_REUSED. The total is recomputed here (EVT_REG_014 when `valorTotal` differs).',
  tags,
  module: eventsModule,
  auth: 'optional',
  cache: 'private',
  params: ZPurchaseParams,
  body: ZPurchaseBody,
  status: 201,
  response: ZPurchaseResult,
  errors: [400, 401, 402, 403, 404, 409, 422, 429],
});

export const listMyEvents = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/usuario/:userId/evento/',
  summary: 'Events the member holds tickets for (response `eventos`)',
  params: ZMyEventsParams,
  status: 200,
  response: ZMyEvents,
  errors: [400, 401, 403, 404],
});

export const listMyTickets = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/usuario/:userId/evento/:id/inscricao/',
  summary: "The member's tickets of one event, each with its holder and QR code",
  params: ZMyTicketsParams,
  status: 200,
  response: ZMyTickets,
  errors: [400, 401, 403, 404],
});

export const listTicketContent = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/usuario/:userId/evento/:id/inscricao/:ticketId/conteudo/',
  summary: "A ticket's exclusive online content (response `conteudos`), for its owner only",
  params: ZTicketContentParams,
  status: 200,
  response: ZTicketContents,
  errors: [400, 401, 403, 404],
});

export const joinWaitlist = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/usuario/:userId/evento/:id/ingresso/:ticketId/lista-espera',
  summary: "Join a sold-out ticket type's waitlist (again: the same place); answers the member's place",
  params: ZWaitlistParams,
  status: 201,
  response: ZWaitlistPlace,
  errors: [400, 401, 403, 404, 409],
});

export const leaveWaitlist = defineEndpoint({
  ...own,
  method: 'DELETE',
  path: '/usuario/:userId/evento/:id/ingresso/:ticketId/lista-espera',
  summary: 'Leave the waitlist of a ticket type (a held offer is passed to the next in line); nothing to leave is fine',
  params: ZWaitlistParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});
