import type { TLocale } from '../locale.ts';

/**
 * Error codes of authoring events in the staff console (admin/events.ts), spread into ERROR_CODES (errors.ts) with
 * their messages merged into the catalogue (messages.ts).
 *
 * | code | status | cause |
 * |---|---|---|
 * | ADMIN_EVENT_NOT_FOUND | 404 | no event of that id at the church |
 * | ADMIN_EVENT_CANCELLED | 409 | the event was cancelled: it is no longer edited nor cancelled again |
 * | EVENT_TICKET_TYPE_NOT_FOUND | 400 | a ticket type (or a question) named by id is not one of this event (field `ingressos`) |
 * | EVENT_TICKET_QUANTITY_BELOW_SOLD | 409 | a type's quantity is below its tickets sold and held (field `ingressos`) |
 * | EVENT_TICKET_TYPE_HAS_SALES | 409 | a type left out has tickets: it can be switched off, not removed (field `ingressos`) |
 * | ADMIN_EVENT_CONTENT_NOT_FOUND | 404 | no online content of that id in the event (admin/event-contents.ts) |
 * | EVENT_CONTENTS_FULL | 409 | the event has EVENT_CONTENTS_MAX contents already |
 * | EVENT_CONTENT_ORDER_MISMATCH | 400 | a reorder that does not name each of the event's contents once (field `ids`) |
 */
export const ADMIN_EVENT_ERROR_CODES = [
  'ADMIN_EVENT_NOT_FOUND',
  'ADMIN_EVENT_CANCELLED',
  'EVENT_TICKET_TYPE_NOT_FOUND',
  'EVENT_TICKET_QUANTITY_BELOW_SOLD',
  'EVENT_TICKET_TYPE_HAS_SALES',
  'ADMIN_EVENT_CONTENT_NOT_FOUND',
  'EVENT_CONTENTS_FULL',
  'EVENT_CONTENT_ORDER_MISMATCH',
] as const;
export type TAdminEventErrorCode = (typeof ADMIN_EVENT_ERROR_CODES)[number];

/** `validation.price`: the console's price and fee inputs (typed as written: "0", "12,50", "1.234,56"). */
type Key = `error.${TAdminEventErrorCode}` | 'validation.price';

export const ADMIN_EVENT_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.ADMIN_EVENT_NOT_FOUND': 'Evento não encontrado.',
    'error.ADMIN_EVENT_CANCELLED': 'Este evento foi cancelado e não pode mais ser alterado.',
    'error.EVENT_TICKET_TYPE_NOT_FOUND': 'Um dos ingressos ou perguntas não pertence a este evento. Recarregue a página.',
    'error.EVENT_TICKET_QUANTITY_BELOW_SOLD': 'A quantidade de um ingresso não pode ficar abaixo do que já foi vendido ou reservado.',
    'error.EVENT_TICKET_TYPE_HAS_SALES': 'Um ingresso com vendas não pode ser removido. Desative-o para encerrar as vendas.',
    'error.ADMIN_EVENT_CONTENT_NOT_FOUND': 'Conteúdo não encontrado neste evento.',
    'error.EVENT_CONTENTS_FULL': 'Este evento já tem o máximo de 50 conteúdos.',
    'error.EVENT_CONTENT_ORDER_MISMATCH': 'A lista mudou enquanto você a ordenava. Recarregue a página.',
    'validation.price': 'Digite um valor, como 0, 50 ou 12,50.',
  },
  en: {
    'error.ADMIN_EVENT_NOT_FOUND': 'Event not found.',
    'error.ADMIN_EVENT_CANCELLED': 'This event was cancelled and can no longer be changed.',
    'error.EVENT_TICKET_TYPE_NOT_FOUND': 'A ticket type or question is not one of this event. Reload the page.',
    'error.EVENT_TICKET_QUANTITY_BELOW_SOLD': "A ticket type's quantity cannot go below the tickets already sold or held.",
    'error.EVENT_TICKET_TYPE_HAS_SALES': 'A ticket type with sales cannot be removed. Switch it off to stop selling it.',
    'error.ADMIN_EVENT_CONTENT_NOT_FOUND': 'Content not found in this event.',
    'error.EVENT_CONTENTS_FULL': 'This event already has the maximum of 50 contents.',
    'error.EVENT_CONTENT_ORDER_MISMATCH': 'The list changed while you were reordering it. Reload the page.',
    'validation.price': 'Enter an amount, such as 0, 50 or 12.50.',
  },
  es: {
    'error.ADMIN_EVENT_NOT_FOUND': 'Evento no encontrado.',
    'error.ADMIN_EVENT_CANCELLED': 'Este evento fue cancelado y ya no puede modificarse.',
    'error.EVENT_TICKET_TYPE_NOT_FOUND': 'Una de las entradas o preguntas no pertenece a este evento. Recarga la página.',
    'error.EVENT_TICKET_QUANTITY_BELOW_SOLD': 'La cantidad de una entrada no puede quedar por debajo de lo ya vendido o reservado.',
    'error.EVENT_TICKET_TYPE_HAS_SALES': 'Una entrada con ventas no puede eliminarse. Desactívala para dejar de venderla.',
    'error.ADMIN_EVENT_CONTENT_NOT_FOUND': 'Contenido no encontrado en este evento.',
    'error.EVENT_CONTENTS_FULL': 'Este evento ya tiene el máximo de 50 contenidos.',
    'error.EVENT_CONTENT_ORDER_MISMATCH': 'La lista cambió mientras la ordenabas. Recarga la página.',
    'validation.price': 'Escribe un importe, como 0, 50 o 12,50.',
  },
};

/** HTTP status of each code (apps/server/src/lib/app-error.ts spreads it). */
export const ADMIN_EVENT_ERROR_STATUS: Record<TAdminEventErrorCode, number> = {
  ADMIN_EVENT_NOT_FOUND: 404,
  ADMIN_EVENT_CANCELLED: 409,
  EVENT_TICKET_TYPE_NOT_FOUND: 400,
  EVENT_TICKET_QUANTITY_BELOW_SOLD: 409,
  EVENT_TICKET_TYPE_HAS_SALES: 409,
  ADMIN_EVENT_CONTENT_NOT_FOUND: 404,
  EVENT_CONTENTS_FULL: 409,
  EVENT_CONTENT_ORDER_MISMATCH: 400,
};
