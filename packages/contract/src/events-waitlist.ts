import { z } from 'zod';
import { ZId } from './common.ts';
import { SOCKET_CLOSE } from './socket.ts';

/**
 * The waitlist of a sold-out ticket type and the event page's live availability (issue 32, "Waitlist when sold
 * out"). A logged-in member joins the line of a type whose every ticket is sold or held (status `esgotado`) and may
 * leave it. A seat released later (an unpaid order expiring or refused, a cancellation, a refund that cancels
 * tickets) is offered to the first in line: held for them alone for WAITLIST_OFFER_MINUTES (nobody else can buy
 * it), announced by e-mail in their language with a link to the event page, where they buy it through the normal
 * purchase. An offer left unused passes to the next in line. A member holds at most one place (waiting or offered)
 * per ticket type; several seats released at once go to as many different members, in the order they joined.
 */

/** How long a released seat stays held for the member it was offered to. */
export const WAITLIST_OFFER_MINUTES = 30;

/** States of a place in line: waiting (`aguardando`), holding an offer (`oferta`); the rest are history. */
export const WAITLIST_STATUSES = ['aguardando', 'oferta', 'comprada', 'expirada', 'saiu'] as const;
export type TWaitlistStatus = (typeof WAITLIST_STATUSES)[number];
/** The states that hold a place in line (one per member and ticket type). */
export const WAITLIST_ACTIVE_STATUSES = ['aguardando', 'oferta'] as const;

/** The caller's place in a ticket type's line (ZTicketType.listaEspera; the join answer). */
export const ZWaitlistPlace = z
  .object({
    status: z.enum(WAITLIST_ACTIVE_STATUSES),
    /** Place in line, 1 first (waiting only; null while holding an offer). */
    posicao: z.number().int().nullable(),
    /** Until when the offered seat is held (ISO date-time; null while waiting). */
    ofertaExpiraEm: z.string().nullable(),
  })
  .meta({ id: 'EventWaitlistPlace' });
export type TWaitlistPlace = z.infer<typeof ZWaitlistPlace>;

/** POST/DELETE /usuario/{userId}/evento/{id}/ingresso/{ticketId}/lista-espera */
export const ZWaitlistParams = z.strictObject({ userId: ZId, id: ZId, ticketId: ZId });

/**
 * The live availability of the event page: the `/events/live` WebSocket. The page sends `watch` with its event;
 * the server answers `watching`, then one `availability` frame after every committed change of a type's stock
 * (a purchase, an expiry, a cancellation, a refund, an offer made or passed on, a staff edit). Each type carries
 * what the public page shows (`restantes` only when few are left, as ZTicketType) and `em`, the database clock of
 * the change under the type's lock: a client keeps, per type, the newest `em` it saw. A page that loses the socket
 * keeps its last answer and asks the API again now and then (nothing is shown to the reader).
 */
export const ZEventLiveWatch = z.strictObject({ type: z.literal('watch'), eventId: ZId });
export const ZEventLiveClientFrame = z.discriminatedUnion('type', [ZEventLiveWatch]);
export type TEventLiveClientFrame = z.input<typeof ZEventLiveClientFrame>;

export const ZTicketAvailability = z.object({
  id: z.number().int(),
  esgotado: z.boolean(),
  /** Tickets left when few (<= LOW_STOCK_THRESHOLD), else null. */
  restantes: z.number().int().nullable(),
  /** The database clock at the change, read under the type's lock (so later changes carry later values). */
  em: z.string(),
});
export type TTicketAvailability = z.infer<typeof ZTicketAvailability>;

export const ZEventLiveServerFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('watching'), eventId: z.number().int() }),
  z.object({ type: z.literal('availability'), eventId: z.number().int(), ingressos: z.array(ZTicketAvailability) }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type TEventLiveServerFrame = z.infer<typeof ZEventLiveServerFrame>;

/** Close codes of `/events/live` (socket.ts's; with the events module off, 4403). */
export const EVENT_LIVE_CLOSE = { ...SOCKET_CLOSE, moduleOff: 4403 } as const;
export const EVENT_LIVE_FLOOD_FRAMES_PER_SECOND = 5;
/** A socket watches at most this many events at once (one page, its tabs). */
export const EVENT_LIVE_MAX_WATCHED = 5;

/** Parses one incoming text frame: the frame, or null when it is not one of the union. */
export function parseEventLiveClientFrame(raw: string): z.infer<typeof ZEventLiveClientFrame> | null {
  try {
    const result = ZEventLiveClientFrame.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
