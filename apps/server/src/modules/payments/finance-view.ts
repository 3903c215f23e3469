import type { TUnknownWebhook } from '@congrega/contract/admin/finance-attention';
import type { TFinancePaymentSummary, TFinanceRefund, TFinanceReview, TRefundStatus, TRefundVia } from '@congrega/contract/admin/finance';
import { PAID_STATUSES } from '@congrega/contract/admin/finance';
import type { TPaymentDestination, TPaymentMethodCode, TPaymentStatus } from '@congrega/contract/payments/constants';
import type { PaymentSummaryRow } from './payment-search.repository.ts';
import type { PaymentRow } from './payments.repository.ts';
import type { RefundRow } from './refunds.repository.ts';
import type { WebhookEventRow } from './webhook-events.repository.ts';

/** The money console's shapes (contract admin/finance.ts) from rows: pure, no SQL. */

/** How a refund of a payment made by this method is made: through the gateway, or paid back by transfer. */
export function refundViaFor(metodo: string | null): TRefundVia | null {
  if (metodo === 'boleto' || metodo === 'dinheiro') return 'transferencia';
  if (metodo === 'cartao_credito' || metodo === 'pix' || metodo === 'ach' || metodo === 'carteira_digital') return 'gateway';
  return null;
}

/**
 * Whether the payment's money reached the church: paid (approved, refunded), or a cancelled order paid afterwards
 * (an expired Pix paid late: `cancelado` with `pagoEm`, refunded or honoured by staff).
 */
export function moneyReceived(payment: Pick<PaymentRow, 'status' | 'pagoEm'>): boolean {
  return (PAID_STATUSES as readonly string[]).includes(payment.status) || paidAfterCancel(payment);
}

/** Whether it is a cancelled order whose money arrived afterwards. */
export function paidAfterCancel(payment: Pick<PaymentRow, 'status' | 'pagoEm'>): boolean {
  return payment.status === 'cancelado' && payment.pagoEm !== null;
}

/** What may still be refunded: 0 unless its money was received. */
export function refundableOf(payment: Pick<PaymentRow, 'status' | 'pagoEm' | 'total' | 'valorEstornado'>): number {
  if (!moneyReceived(payment)) return 0;
  return Math.max(0, payment.total - payment.valorEstornado);
}

export function toFinanceSummary(row: PaymentSummaryRow, guest?: { nome: string; email: string }): TFinancePaymentSummary {
  const member = row.idUsuario !== null;
  return {
    id: row.id,
    codigo: row.codigo,
    status: row.status as TPaymentStatus,
    metodo: row.metodo as TPaymentMethodCode | null,
    destino: { tipo: row.destinoTipo as TPaymentDestination, descricao: row.descricao },
    pagador: {
      usuarioId: row.idUsuario,
      nome: (member ? row.membroNome : guest?.nome) ?? '',
      email: (member ? row.membroEmail : guest?.email) ?? null,
    },
    moeda: row.moeda,
    valor: row.valor,
    taxas: row.taxas,
    total: row.total,
    estornado: row.valorEstornado,
    criadoEm: row.criadoEm.toISOString(),
    pagoEm: row.pagoEm?.toISOString() ?? null,
  };
}

export function toFinanceRefund(row: RefundRow, actorName: string | null): TFinanceRefund {
  return {
    id: row.id,
    valor: row.valor,
    motivo: row.motivo,
    via: row.via as TRefundVia,
    status: row.status as TRefundStatus,
    observacao: row.observacao,
    comprovante: row.comprovante,
    recusa: row.recusa,
    cancelouIngressos: row.cancelarIngressos,
    por: { contaId: row.atorContaId, nome: actorName ?? '' },
    criadoEm: row.criadoEm.toISOString(),
    concluidoEm: row.concluidoEm?.toISOString() ?? null,
    emailEnviadoEm: row.emailEnviadoEm?.toISOString() ?? null,
  };
}

/** Staff's review kept on a gateway event (note, who, when); null before any. */
export function toFinanceReview(event: WebhookEventRow, reviewerName: string | null): TFinanceReview | null {
  if (!event.revisadoEm) return null;
  return {
    observacao: event.revisaoObservacao ?? '',
    por: { contaId: event.revisadoPorContaId, nome: reviewerName ?? '' },
    em: event.revisadoEm.toISOString(),
  };
}

export function toUnknownWebhook(event: WebhookEventRow, reviewerName: string | null): TUnknownWebhook {
  return {
    gateway: event.gateway,
    eventoId: event.eventoId,
    tipo: event.tipo === 'status' || event.tipo === 'estorno' ? event.tipo : null,
    status: event.status,
    valor: event.valor,
    recebidoEm: event.recebidoEm.toISOString(),
    referencia: event.referencia,
    resultado: event.resultado,
    revisao: toFinanceReview(event, reviewerName),
  };
}
