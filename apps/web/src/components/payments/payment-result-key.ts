import type { TPayment } from '@congrega/contract/payments/payment';

/**
 * The thank-you message of a payment (spec section 4, the payment result table), by method and status:
 * | card      | aprovado                        | cardApproved   (success)
 * | card      | em_aberto, em_analise, pendente | cardProcessing (processing; an e-mail confirms)
 * | boleto    | em_analise, pendente            | boletoPending  (pay the slip; effective after payment)
 * | cash      | aguardando                      | cashWaiting    (pay within the days given)
 * | wallet    | aguardando                      | walletWaiting  (open the app to finish)
 * | Pix       | pendente                        | pixPending     (scan or paste; valid until an hour and day)
 * | ACH       | aprovado                        | achApproved    (received)
 * | ACH       | nao_aprovado                    | achSent        (sent, to be confirmed by the bank)
 * | free      | gratuito                        | free           (ticket sent by e-mail)
 * Beyond the table: a payment canceled or refunded says so, one paid later (Pix, boleto, cash, wallet) says it is
 * confirmed, a refused card says so, and anything else is waiting for confirmation.
 */
export type PaymentResultKey =
  | 'cardApproved'
  | 'cardProcessing'
  | 'cardDeclined'
  | 'boletoPending'
  | 'cashWaiting'
  | 'walletWaiting'
  | 'pixPending'
  | 'achApproved'
  | 'achSent'
  | 'free'
  | 'paid'
  | 'canceled'
  | 'refunded'
  | 'waiting';

export function paymentResultKey({ metodoPagamento: method, status }: Pick<TPayment, 'metodoPagamento' | 'status'>): PaymentResultKey {
  if (status === 'gratuito') return 'free';
  if (status === 'cancelado') return 'canceled';
  if (status === 'estornado') return 'refunded';
  switch (method) {
    case 'cartao_credito':
      if (status === 'aprovado') return 'cardApproved';
      return status === 'nao_aprovado' ? 'cardDeclined' : 'cardProcessing';
    case 'ach':
      return status === 'aprovado' ? 'achApproved' : 'achSent';
    case 'pix':
      return status === 'aprovado' ? 'paid' : 'pixPending';
    case 'boleto':
      return status === 'aprovado' ? 'paid' : 'boletoPending';
    case 'dinheiro':
      return status === 'aprovado' ? 'paid' : 'cashWaiting';
    case 'carteira_digital':
      return status === 'aprovado' ? 'paid' : 'walletWaiting';
    default:
      return status === 'aprovado' ? 'paid' : 'waiting';
  }
}

/** Whether the payer still has something to do or wait for (the instructions are shown). */
export function isAwaitingPayer(payment: Pick<TPayment, 'metodoPagamento' | 'status'>): boolean {
  return ['pixPending', 'boletoPending', 'cashWaiting', 'walletWaiting'].includes(paymentResultKey(payment));
}
