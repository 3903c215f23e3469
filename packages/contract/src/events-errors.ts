import type { TLocale } from './locale.ts';

/**
 * Error codes of events (spec section 8 "Event purchase errors", section 5 "Per-user ticket limit"), spread into
 * ERROR_CODES (errors.ts) with their messages merged into the catalogue (messages.ts). Each EVT_REG code is
 * answered for exactly one cause (what the web does with it is the spec's "user outcome"):
 *
 * | code | status | cause | web outcome |
 * |---|---|---|---|
 * | EVT_REG_001 | 409 | a chosen ticket type has no ticket left | sold out; button to other events |
 * | EVT_REG_002 | 409 | the event ended | button to other events |
 * | EVT_REG_003 | 422 | a required holder question of a ticket is unanswered | reload the event, restart at ticket choice |
 * | EVT_REG_004 | 422 | an answer names a question the ticket type does not have, or a choice not offered | as 003 |
 * | EVT_REG_010 | 422 | the method is not taken by the event or the church (card, Pix, wallet, ACH) | choose another |
 * | EVT_REG_012 | 422 | cash is not taken by the event, or less than a day is left before it starts | choose another |
 * | EVT_REG_013 | 422 | boleto is not taken by the event, or it could not clear before the event starts | choose another |
 * | EVT_REG_014 | 409 | `valorTotal` differs from the server's total | review tickets and retry (acknowledge) |
 * | EVT_REG_015 | 422 | installments (> 1) with a method other than card | restart the purchase |
 * | EVT_REG_016 | 422 | the installment count is not offered for this amount (gateway/church limits) | choose another count |
 * | EVT_REG_017 | 422 | installments above the event's `maxParcelas` | pay in one charge |
 * | EVT_REG_019 | 409 | a chosen ticket type is not (or no longer) offered by the event | acknowledge, reload |
 * | EVT_REG_020 | 409 | a chosen ticket type's sales have not started | acknowledge, reload |
 * | EVT_REG_021 | 409 | fewer tickets left than the quantity chosen (some left) | update the quantity |
 * | EVT_REG_023 | 409 | the event's rules changed since the buyer loaded it (`versaoEvento`) | view tickets again |
 * | EVT_REG_024 | 409 | a chosen ticket type's sales ended | acknowledge, reload |
 * | EVT_REG_026 | 422 | the buyer lacks personal data the event requires (`fields` names them) | update data |
 * | EVT_USER_LIMIT | 409 | the buyer would hold more than the type's per-user limit | lower the quantity |
 * | EVT_WAITLIST_NOT_SOLD_OUT | 409 | joining the waitlist of a ticket type that still has tickets to buy | buy it |
 *
 * Codes 005-009, 011, 018, 022 and 025 have no meaning in the spec and are not used. A payment refusal keeps
 * its payments code (PAYMENT_DECLINED, CARD_TOKEN_INVALID, PIX_BOLETO_BRAZIL_ONLY...): "restart purchase".
 */
export const EVENT_ERROR_CODES = [
  'EVT_REG_001',
  'EVT_REG_002',
  'EVT_REG_003',
  'EVT_REG_004',
  'EVT_REG_010',
  'EVT_REG_012',
  'EVT_REG_013',
  'EVT_REG_014',
  'EVT_REG_015',
  'EVT_REG_016',
  'EVT_REG_017',
  'EVT_REG_019',
  'EVT_REG_020',
  'EVT_REG_021',
  'EVT_REG_023',
  'EVT_REG_024',
  'EVT_REG_026',
  'EVT_USER_LIMIT',
  'EVT_WAITLIST_NOT_SOLD_OUT',
  'EVENT_NOT_FOUND',
  'EVENT_TICKET_NOT_FOUND',
  'EVENT_CONTENT_NOT_FOUND',
] as const;
export type TEventErrorCode = (typeof EVENT_ERROR_CODES)[number];

/** HTTP status of each code (the server's AppError default). */
export const EVENT_ERROR_STATUS: Record<TEventErrorCode, number> = {
  EVT_REG_001: 409,
  EVT_REG_002: 409,
  EVT_REG_003: 422,
  EVT_REG_004: 422,
  EVT_REG_010: 422,
  EVT_REG_012: 422,
  EVT_REG_013: 422,
  EVT_REG_014: 409,
  EVT_REG_015: 422,
  EVT_REG_016: 422,
  EVT_REG_017: 422,
  EVT_REG_019: 409,
  EVT_REG_020: 409,
  EVT_REG_021: 409,
  EVT_REG_023: 409,
  EVT_REG_024: 409,
  EVT_REG_026: 422,
  EVT_USER_LIMIT: 409,
  EVT_WAITLIST_NOT_SOLD_OUT: 409,
  EVENT_NOT_FOUND: 404,
  EVENT_TICKET_NOT_FOUND: 404,
  EVENT_CONTENT_NOT_FOUND: 404,
};

type Key = `error.${TEventErrorCode}` | 'validation.ticketHolders' | 'validation.acceptTerms';

export const EVENT_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'validation.ticketHolders': 'Informe um titular para cada ingresso.',
    'validation.acceptTerms': 'É preciso aceitar os termos do evento.',
    'error.EVT_REG_001': 'Os ingressos esgotaram.',
    'error.EVT_REG_002': 'Este evento já foi encerrado.',
    'error.EVT_REG_003': 'O formulário foi atualizado com campos obrigatórios. Escolha os ingressos novamente.',
    'error.EVT_REG_004': 'O formulário do ingresso foi atualizado. Escolha os ingressos novamente.',
    'error.EVT_REG_010': 'Esta forma de pagamento não está disponível. Escolha outra.',
    'error.EVT_REG_012': 'O pagamento em dinheiro não está disponível para este evento.',
    'error.EVT_REG_013': 'O boleto não está disponível para este evento.',
    'error.EVT_REG_014': 'O valor total mudou. Revise os ingressos e tente novamente.',
    'error.EVT_REG_015': 'O parcelamento não está disponível para esta forma de pagamento. Refaça a compra.',
    'error.EVT_REG_016': 'Este número de parcelas não está disponível para este valor.',
    'error.EVT_REG_017': 'Este evento não aceita parcelamento. Pague em uma única parcela.',
    'error.EVT_REG_019': 'Este ingresso não está mais disponível.',
    'error.EVT_REG_020': 'As vendas deste ingresso ainda não começaram.',
    'error.EVT_REG_021': 'A quantidade escolhida não está mais disponível. Atualize a quantidade e continue.',
    'error.EVT_REG_023': 'As regras do evento foram atualizadas. Veja os ingressos.',
    'error.EVT_REG_024': 'As vendas deste ingresso foram encerradas.',
    'error.EVT_REG_026': 'Faltam dados pessoais obrigatórios. Atualize seus dados.',
    'error.EVT_USER_LIMIT': 'Você comprou o máximo permitido para este ingresso',
    'error.EVT_WAITLIST_NOT_SOLD_OUT': 'Este ingresso ainda está à venda: a lista de espera abre quando esgotar.',
    'error.EVENT_NOT_FOUND': 'Evento não encontrado. Verifique o endereço.',
    'error.EVENT_TICKET_NOT_FOUND': 'Ingresso não encontrado.',
    'error.EVENT_CONTENT_NOT_FOUND': 'Conteúdo não encontrado ou indisponível.',
  },
  en: {
    'validation.ticketHolders': 'Enter a holder for each ticket.',
    'validation.acceptTerms': "You need to agree to the event's terms.",
    'error.EVT_REG_001': 'Tickets are sold out.',
    'error.EVT_REG_002': 'This event has ended.',
    'error.EVT_REG_003': 'The form was updated with required fields. Choose your tickets again.',
    'error.EVT_REG_004': "The ticket's form was updated. Choose your tickets again.",
    'error.EVT_REG_010': 'This payment method is not available. Choose another one.',
    'error.EVT_REG_012': 'Cash payment is not available for this event.',
    'error.EVT_REG_013': 'Bank slip (boleto) is not available for this event.',
    'error.EVT_REG_014': 'The total has changed. Review your tickets and try again.',
    'error.EVT_REG_015': 'Installments are not available for this payment method. Please start the purchase again.',
    'error.EVT_REG_016': 'This number of installments is not available for this amount.',
    'error.EVT_REG_017': 'This event does not accept installments. Pay in a single charge.',
    'error.EVT_REG_019': 'This ticket is no longer available.',
    'error.EVT_REG_020': 'Sales of this ticket have not started yet.',
    'error.EVT_REG_021': 'The quantity you chose is no longer available. Update the quantity and continue.',
    'error.EVT_REG_023': "The event's rules were updated. View the tickets.",
    'error.EVT_REG_024': 'Sales of this ticket have ended.',
    'error.EVT_REG_026': 'Required personal data is missing. Update your data.',
    'error.EVT_USER_LIMIT': 'You have bought the maximum allowed for this ticket',
    'error.EVT_WAITLIST_NOT_SOLD_OUT': 'This ticket is still on sale: the waitlist opens once it sells out.',
    'error.EVENT_NOT_FOUND': 'Event not found. Check the address.',
    'error.EVENT_TICKET_NOT_FOUND': 'Ticket not found.',
    'error.EVENT_CONTENT_NOT_FOUND': 'Content not found or unavailable.',
  },
  es: {
    'validation.ticketHolders': 'Indica un titular para cada entrada.',
    'validation.acceptTerms': 'Debes aceptar los términos del evento.',
    'error.EVT_REG_001': 'Las entradas se agotaron.',
    'error.EVT_REG_002': 'Este evento ya terminó.',
    'error.EVT_REG_003': 'El formulario se actualizó con campos obligatorios. Elige las entradas de nuevo.',
    'error.EVT_REG_004': 'El formulario de la entrada se actualizó. Elige las entradas de nuevo.',
    'error.EVT_REG_010': 'Esta forma de pago no está disponible. Elige otra.',
    'error.EVT_REG_012': 'El pago en efectivo no está disponible para este evento.',
    'error.EVT_REG_013': 'El boleto no está disponible para este evento.',
    'error.EVT_REG_014': 'El total cambió. Revisa las entradas e inténtalo de nuevo.',
    'error.EVT_REG_015': 'Las cuotas no están disponibles para esta forma de pago. Vuelve a hacer la compra.',
    'error.EVT_REG_016': 'Este número de cuotas no está disponible para este monto.',
    'error.EVT_REG_017': 'Este evento no acepta cuotas. Paga en un solo cargo.',
    'error.EVT_REG_019': 'Esta entrada ya no está disponible.',
    'error.EVT_REG_020': 'La venta de esta entrada aún no comenzó.',
    'error.EVT_REG_021': 'La cantidad elegida ya no está disponible. Actualiza la cantidad y continúa.',
    'error.EVT_REG_023': 'Las reglas del evento se actualizaron. Ve las entradas.',
    'error.EVT_REG_024': 'La venta de esta entrada terminó.',
    'error.EVT_REG_026': 'Faltan datos personales obligatorios. Actualiza tus datos.',
    'error.EVT_USER_LIMIT': 'Compraste el máximo permitido para esta entrada',
    'error.EVT_WAITLIST_NOT_SOLD_OUT': 'Esta entrada aún está a la venta: la lista de espera se abre cuando se agote.',
    'error.EVENT_NOT_FOUND': 'Evento no encontrado. Verifica la dirección.',
    'error.EVENT_TICKET_NOT_FOUND': 'Entrada no encontrada.',
    'error.EVENT_CONTENT_NOT_FOUND': 'Contenido no encontrado o no disponible.',
  },
};
