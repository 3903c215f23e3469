import type { TLocale } from '../locale.ts';

/**
 * Error codes of an event's registrations in the staff console (admin/event-registrations.ts), spread into
 * ERROR_CODES (errors.ts) with their messages merged into the catalogue (messages.ts).
 *
 * | code | status | cause |
 * |---|---|---|
 * | EVENT_REGISTRATION_NOT_FOUND | 404 | no registration of that id in the event (or the ticket is not one of it) |
 * | EVENT_REGISTRATION_CANCELLED | 409 | the registration is cancelled: its tickets are not resent nor moved |
 * | EVENT_REGISTRATION_NOT_CONFIRMED | 409 | resending the tickets of a registration not yet paid |
 * | EVENT_TICKETS_RECENTLY_SENT | 409 | the tickets were (re)sent less than a minute ago, or a resend is still on its way |
 * | EVENT_TICKET_CHECKED_IN | 409 | the ticket was admitted at the door: it is not moved to another holder |
 * | EVENT_REGISTRATION_NOT_REFUNDABLE | 409 | a refund was chosen but nothing of its payment can be refunded |
 * | EVENT_DESK_SALE_FREE | 400 | a desk sale of tickets that cost nothing (admin/event-desk-sale.ts) |
 * | EVENT_DESK_CASH_MISMATCH | 400 | the cash received differs from the tickets' price (`total`; field `valorRecebido`) |
 * | EVENT_DESK_BUYER_INVALID | 400 | the buyer is not a member of the church (field `comprador.usuarioId`) |
 */
export const EVENT_REGISTRATION_ERROR_CODES = [
  'EVENT_REGISTRATION_NOT_FOUND',
  'EVENT_REGISTRATION_CANCELLED',
  'EVENT_REGISTRATION_NOT_CONFIRMED',
  'EVENT_TICKETS_RECENTLY_SENT',
  'EVENT_TICKET_CHECKED_IN',
  'EVENT_REGISTRATION_NOT_REFUNDABLE',
  'EVENT_DESK_SALE_FREE',
  'EVENT_DESK_CASH_MISMATCH',
  'EVENT_DESK_BUYER_INVALID',
] as const;
export type TEventRegistrationErrorCode = (typeof EVENT_REGISTRATION_ERROR_CODES)[number];

type Key = `error.${TEventRegistrationErrorCode}`;

export const EVENT_REGISTRATION_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.EVENT_REGISTRATION_NOT_FOUND': 'Inscrição não encontrada neste evento.',
    'error.EVENT_REGISTRATION_CANCELLED': 'Esta inscrição foi cancelada.',
    'error.EVENT_REGISTRATION_NOT_CONFIRMED': 'Os ingressos só são enviados depois do pagamento confirmado.',
    'error.EVENT_TICKETS_RECENTLY_SENT': 'Os ingressos acabaram de ser enviados. Aguarde um minuto antes de reenviar.',
    'error.EVENT_TICKET_CHECKED_IN': 'Este ingresso já entrou no evento e não pode mudar de titular.',
    'error.EVENT_REGISTRATION_NOT_REFUNDABLE': 'Não há valor a reembolsar nesta inscrição.',
    'error.EVENT_DESK_SALE_FREE': 'Estes ingressos são gratuitos: a inscrição é feita pelo aplicativo, sem venda no balcão.',
    'error.EVENT_DESK_CASH_MISMATCH': 'O valor recebido difere do total dos ingressos ({{total}}).',
    'error.EVENT_DESK_BUYER_INVALID': 'Este comprador não é membro da igreja.',
  },
  en: {
    'error.EVENT_REGISTRATION_NOT_FOUND': 'Registration not found in this event.',
    'error.EVENT_REGISTRATION_CANCELLED': 'This registration was cancelled.',
    'error.EVENT_REGISTRATION_NOT_CONFIRMED': 'Tickets are sent only once the payment is confirmed.',
    'error.EVENT_TICKETS_RECENTLY_SENT': 'The tickets were just sent. Wait a minute before sending them again.',
    'error.EVENT_TICKET_CHECKED_IN': 'This ticket was already admitted at the door and cannot change holder.',
    'error.EVENT_REGISTRATION_NOT_REFUNDABLE': 'Nothing of this registration can be refunded.',
    'error.EVENT_DESK_SALE_FREE': 'These tickets are free: register in the app, there is nothing to sell at the desk.',
    'error.EVENT_DESK_CASH_MISMATCH': 'The cash received differs from the tickets’ total ({{total}}).',
    'error.EVENT_DESK_BUYER_INVALID': 'This buyer is not a member of the church.',
  },
  es: {
    'error.EVENT_REGISTRATION_NOT_FOUND': 'Inscripción no encontrada en este evento.',
    'error.EVENT_REGISTRATION_CANCELLED': 'Esta inscripción fue cancelada.',
    'error.EVENT_REGISTRATION_NOT_CONFIRMED': 'Las entradas se envían solo después de confirmado el pago.',
    'error.EVENT_TICKETS_RECENTLY_SENT': 'Las entradas se acaban de enviar. Espera un minuto antes de reenviarlas.',
    'error.EVENT_TICKET_CHECKED_IN': 'Esta entrada ya ingresó al evento y no puede cambiar de titular.',
    'error.EVENT_REGISTRATION_NOT_REFUNDABLE': 'No hay monto a reembolsar en esta inscripción.',
    'error.EVENT_DESK_SALE_FREE': 'Estas entradas son gratuitas: la inscripción se hace en la aplicación, sin venta en el mostrador.',
    'error.EVENT_DESK_CASH_MISMATCH': 'El monto recibido difiere del total de las entradas ({{total}}).',
    'error.EVENT_DESK_BUYER_INVALID': 'Este comprador no es miembro de la iglesia.',
  },
};

/** HTTP status of each code (apps/server/src/lib/app-error.ts spreads it). */
export const EVENT_REGISTRATION_ERROR_STATUS: Record<TEventRegistrationErrorCode, number> = {
  EVENT_REGISTRATION_NOT_FOUND: 404,
  EVENT_REGISTRATION_CANCELLED: 409,
  EVENT_REGISTRATION_NOT_CONFIRMED: 409,
  EVENT_TICKETS_RECENTLY_SENT: 409,
  EVENT_TICKET_CHECKED_IN: 409,
  EVENT_REGISTRATION_NOT_REFUNDABLE: 409,
  EVENT_DESK_SALE_FREE: 400,
  EVENT_DESK_CASH_MISMATCH: 400,
  EVENT_DESK_BUYER_INVALID: 400,
};
