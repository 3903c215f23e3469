import type { TLocale } from '../locale.ts';

/**
 * Error codes of the money console (issue 31), spread into ERROR_CODES (errors.ts) with their messages merged into
 * the catalogue (messages.ts). `{{max}}` arrives formatted in the request's language and the church's currency.
 *
 * | code | status | cause |
 * |---|---|---|
 * | PAYMENT_NOT_REFUNDABLE | 409 | the payment was never paid (open, cancelled, free) or is refunded in full |
 * | REFUND_EXCEEDS_REFUNDABLE | 409 | more than what was paid net of earlier refunds |
 * | REFUND_STALE | 409 | `estornavelEsperado` differs: another refund happened since the screen was drawn |
 * | REFUND_GATEWAY_REFUSED | 409 | the gateway refused it (its refund is recorded 'recusado') |
 * | REFUND_NOTE_REQUIRED | 400 | a transfer refund (boleto, cash) without `observacao` (field error) |
 * | REFUND_TICKETS_CHOICE_REQUIRED | 400 | an event payment's refund without `cancelarIngressos` (field error) |
 * | RECURRING_GIFT_NOT_ACTIVE | 409 | a pause of a recurring gift that is not active (already paused) |
 * | RECURRING_GIFT_NOT_PAUSED | 409 | a resume of a recurring gift that is not paused (active) |
 * | WEBHOOK_EVENT_NOT_FOUND | 404 | a review of an event this church never recorded without an order |
 * | WEBHOOK_ALREADY_REVIEWED | 409 | a second review of an event that named an unknown order |
 * | PAYMENT_NOT_PAID_AFTER_CANCEL | 409 | an honour of a payment that is not a cancelled order paid afterwards, or refunded in full |
 * | PAYMENT_ALREADY_HONOURED | 409 | a second honour of the same payment |
 */
export const FINANCE_ERROR_CODES = [
  'PAYMENT_NOT_REFUNDABLE',
  'REFUND_EXCEEDS_REFUNDABLE',
  'REFUND_STALE',
  'REFUND_GATEWAY_REFUSED',
  'REFUND_NOTE_REQUIRED',
  'REFUND_TICKETS_CHOICE_REQUIRED',
  'RECURRING_GIFT_NOT_ACTIVE',
  'RECURRING_GIFT_NOT_PAUSED',
  'WEBHOOK_EVENT_NOT_FOUND',
  'WEBHOOK_ALREADY_REVIEWED',
  'PAYMENT_NOT_PAID_AFTER_CANCEL',
  'PAYMENT_ALREADY_HONOURED',
] as const;
export type TFinanceErrorCode = (typeof FINANCE_ERROR_CODES)[number];

type Key = `error.${TFinanceErrorCode}` | `validation.${string}`;

export const FINANCE_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.PAYMENT_NOT_REFUNDABLE': 'Este pagamento não pode ser estornado: ele não foi pago ou já foi estornado por inteiro.',
    'error.REFUND_EXCEEDS_REFUNDABLE': 'O estorno passa do que foi pago menos os estornos anteriores (no máximo {{max}}).',
    'error.REFUND_STALE': 'Outro estorno deste pagamento foi feito enquanto você preenchia. Recarregue e confira antes de estornar.',
    'error.REFUND_GATEWAY_REFUSED': 'O intermediador de pagamento recusou o estorno.',
    'error.REFUND_NOTE_REQUIRED': 'Informe como o valor foi devolvido (transferência).',
    'error.REFUND_TICKETS_CHOICE_REQUIRED': 'Escolha se os ingressos deste pedido serão cancelados ou mantidos.',
    'error.RECURRING_GIFT_NOT_ACTIVE': 'Esta doação recorrente não está ativa: não há o que pausar.',
    'error.RECURRING_GIFT_NOT_PAUSED': 'Esta doação recorrente não está pausada: não há o que retomar.',
    'error.WEBHOOK_EVENT_NOT_FOUND': 'Este aviso do intermediador não está entre os que citaram um pedido desconhecido.',
    'error.WEBHOOK_ALREADY_REVIEWED': 'Este aviso já foi revisado por outra pessoa. Recarregue a lista.',
    'error.PAYMENT_NOT_PAID_AFTER_CANCEL': 'Este pagamento não é um pedido cancelado pago depois, ou já foi estornado por inteiro.',
    'error.PAYMENT_ALREADY_HONOURED': 'Já foi decidido manter o valor deste pagamento. Recarregue a página.',
  },
  en: {
    'error.PAYMENT_NOT_REFUNDABLE': 'This payment cannot be refunded: it was not paid or is already refunded in full.',
    'error.REFUND_EXCEEDS_REFUNDABLE': 'The refund is more than what was paid minus earlier refunds (at most {{max}}).',
    'error.REFUND_STALE': 'Another refund of this payment was made while you were filling this in. Reload and check before refunding.',
    'error.REFUND_GATEWAY_REFUSED': 'The payment gateway refused the refund.',
    'error.REFUND_NOTE_REQUIRED': 'Say how the money was paid back (transfer).',
    'error.REFUND_TICKETS_CHOICE_REQUIRED': "Choose whether this order's tickets are cancelled or kept.",
    'error.RECURRING_GIFT_NOT_ACTIVE': 'This recurring gift is not active: there is nothing to pause.',
    'error.RECURRING_GIFT_NOT_PAUSED': 'This recurring gift is not paused: there is nothing to resume.',
    'error.WEBHOOK_EVENT_NOT_FOUND': 'This gateway event is not one of those that named an unknown order.',
    'error.WEBHOOK_ALREADY_REVIEWED': 'Someone already reviewed this gateway event. Reload the list.',
    'error.PAYMENT_NOT_PAID_AFTER_CANCEL': 'This payment is not a cancelled order paid afterwards, or it is already refunded in full.',
    'error.PAYMENT_ALREADY_HONOURED': 'Keeping this payment was already decided. Reload the page.',
  },
  es: {
    'error.PAYMENT_NOT_REFUNDABLE': 'Este pago no se puede reembolsar: no fue pagado o ya fue reembolsado por completo.',
    'error.REFUND_EXCEEDS_REFUNDABLE': 'El reembolso supera lo pagado menos los reembolsos anteriores (como máximo {{max}}).',
    'error.REFUND_STALE': 'Se hizo otro reembolso de este pago mientras lo completabas. Recarga y revisa antes de reembolsar.',
    'error.REFUND_GATEWAY_REFUSED': 'La pasarela de pago rechazó el reembolso.',
    'error.REFUND_NOTE_REQUIRED': 'Indica cómo se devolvió el dinero (transferencia).',
    'error.REFUND_TICKETS_CHOICE_REQUIRED': 'Elige si las entradas de este pedido se cancelan o se mantienen.',
    'error.RECURRING_GIFT_NOT_ACTIVE': 'Esta donación recurrente no está activa: no hay nada que pausar.',
    'error.RECURRING_GIFT_NOT_PAUSED': 'Esta donación recurrente no está pausada: no hay nada que reanudar.',
    'error.WEBHOOK_EVENT_NOT_FOUND': 'Este aviso de la pasarela no está entre los que citaron un pedido desconocido.',
    'error.WEBHOOK_ALREADY_REVIEWED': 'Otra persona ya revisó este aviso de la pasarela. Recarga la lista.',
    'error.PAYMENT_NOT_PAID_AFTER_CANCEL': 'Este pago no es un pedido cancelado pagado después, o ya fue reembolsado por completo.',
    'error.PAYMENT_ALREADY_HONOURED': 'Ya se decidió conservar el valor de este pago. Recarga la página.',
  },
};

/** HTTP status of each money console error (apps/server/src/lib/app-error.ts spreads it). */
export const FINANCE_ERROR_STATUS: Record<TFinanceErrorCode, number> = {
  PAYMENT_NOT_REFUNDABLE: 409,
  REFUND_EXCEEDS_REFUNDABLE: 409,
  REFUND_STALE: 409,
  REFUND_GATEWAY_REFUSED: 409,
  REFUND_NOTE_REQUIRED: 400,
  REFUND_TICKETS_CHOICE_REQUIRED: 400,
  RECURRING_GIFT_NOT_ACTIVE: 409,
  RECURRING_GIFT_NOT_PAUSED: 409,
  WEBHOOK_EVENT_NOT_FOUND: 404,
  WEBHOOK_ALREADY_REVIEWED: 409,
  PAYMENT_NOT_PAID_AFTER_CANCEL: 409,
  PAYMENT_ALREADY_HONOURED: 409,
};
