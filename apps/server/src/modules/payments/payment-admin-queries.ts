import type {
  TFinancePaymentDetail,
  TFinancePaymentPage,
  TFinancePaymentSummary,
  TFinanceReasonList,
} from '@congrega/contract/admin/finance';
import type { TPaymentDestination, TPaymentStatus } from '@congrega/contract/payments/constants';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { destinationHooks } from './destination-hooks.ts';
import { paidAfterCancel, refundableOf, refundViaFor, toFinanceRefund, toFinanceReview, toFinanceSummary } from './finance-view.ts';
import { findPaymentDetailRow, listPaymentItems, listStatusHistory } from './payment-detail.repository.ts';
import {
  findMemberName,
  guestPayersOf,
  listAllReasons,
  paymentsAfter,
  paymentTotals,
  churchOnlyPlans,
  searchPaymentRows,
  type PaymentFilter,
  type PaymentSummaryRow,
} from './payment-search.repository.ts';
import { rolledUpTotals } from './payment-totals.repository.ts';
import { listRefunds } from './refunds.repository.ts';
import { findHonour, listPaymentWebhooks } from './webhook-events.repository.ts';

/**
 * The money console's reads of payments (issue 31), run in the console's church transaction (admin-tx.ts): the
 * list with its totals, the export's pages and a payment's detail, mapped to the contract's shapes.
 */
export type { PaymentFilter };

async function withPayers(tx: Tx, churchId: number, rows: PaymentSummaryRow[]): Promise<TFinancePaymentSummary[]> {
  const guests = await guestPayersOf(
    tx,
    churchId,
    rows.filter((r) => r.idUsuario === null).map((r) => r.id),
  );
  return rows.map((r) => toFinanceSummary(r, guests.get(r.id)));
}

export async function searchPayments(
  tx: Tx,
  church: { id: number; moeda: string },
  filter: PaymentFilter,
  page: { page: number; limit: number },
): Promise<TFinancePaymentPage> {
  await churchOnlyPlans(tx);
  const rows = await searchPaymentRows(tx, church.id, filter, { offset: (page.page - 1) * page.limit, limit: page.limit });
  const totals = (await rolledUpTotals(tx, church.id, filter)) ?? (await paymentTotals(tx, church.id, filter));
  const nome = filter.usuarioId === undefined ? undefined : await findMemberName(tx, church.id, filter.usuarioId);
  return {
    itens: await withPayers(tx, church.id, rows),
    page: page.page,
    limit: page.limit,
    total: totals.quantidade,
    totais: { ...totals, liquido: totals.bruto - totals.taxas - totals.estornado },
    moeda: church.moeda,
    pagadorFiltro: filter.usuarioId !== undefined && nome !== undefined ? { usuarioId: filter.usuarioId, nome } : null,
  };
}

/** One page of the export after the payment `afterId` (null: the first), in the list's order. */
export async function paymentsExportPage(
  tx: Tx,
  churchId: number,
  filter: PaymentFilter,
  afterId: number | null,
  limit: number,
): Promise<TFinancePaymentSummary[]> {
  return withPayers(tx, churchId, await paymentsAfter(tx, churchId, filter, afterId, limit));
}

export async function reasonList(tx: Tx, churchId: number): Promise<TFinanceReasonList> {
  return { itens: await listAllReasons(tx, churchId) };
}

/** A payment's detail; undefined for an id the church does not have. */
export async function paymentDetail(
  app: FastifyInstance,
  tx: Tx,
  churchId: number,
  id: number,
): Promise<TFinancePaymentDetail | undefined> {
  const row = await findPaymentDetailRow(tx, churchId, id);
  if (!row) return undefined;
  const p = row.payment;
  const hooks = destinationHooks(app, p);
  const guest = p.idUsuario === null ? await hooks?.guestPayer?.({ tx, churchId }, p) : undefined;
  const extras = await hooks?.describe?.({ tx, churchId }, p);
  const [items, history, webhooks, refunds] = [
    await listPaymentItems(tx, churchId, id),
    await listStatusHistory(tx, churchId, id),
    await listPaymentWebhooks(tx, churchId, id),
    await listRefunds(tx, churchId, id),
  ];
  const honour = paidAfterCancel(p) ? await findHonour(tx, churchId, id) : undefined;
  const member = p.idUsuario !== null;
  const card = (p.detalhes as { cartao?: { bandeira?: unknown; ultimosDigitos?: unknown } }).cartao;
  return {
    ...toFinanceSummary({
      ...p,
      membroNome: member ? `${row.membroNome ?? ''} ${row.membroSobrenome ?? ''}`.trim() : null,
      membroEmail: row.membroEmail,
    }),
    pagador: {
      usuarioId: p.idUsuario,
      nome: (member ? `${row.membroNome ?? ''} ${row.membroSobrenome ?? ''}`.trim() : guest?.nome) ?? '',
      email: (member ? row.membroEmail : guest?.email) ?? null,
      cpf: member ? row.membroCpf : null,
    },
    parcelas: p.parcelas,
    valorParcela: p.valorParcela,
    idGatewayPagamento: p.idGatewayPagamento,
    gatewayReferencia: p.gatewayReferencia,
    expiraEm: p.expiraEm?.toISOString() ?? null,
    cartao:
      typeof card?.bandeira === 'string' && typeof card.ultimosDigitos === 'string'
        ? { bandeira: card.bandeira, ultimosDigitos: card.ultimosDigitos }
        : null,
    itens: items.map((i) => ({ motivo: { id: i.nome === null ? null : i.motivoId, nome: i.nome ?? p.descricao }, valor: i.valor })),
    historico: history.map((h) => ({ em: h.em.toISOString(), status: h.status as TPaymentStatus })),
    webhooks: webhooks.map((w) => ({
      em: w.recebidoEm.toISOString(),
      gateway: w.gateway,
      eventoId: w.eventoId,
      tipo: w.tipo === 'status' || w.tipo === 'estorno' ? w.tipo : null,
      status: (w.status as TPaymentStatus | null) ?? null,
      valor: w.valor,
      resultado: w.resultado,
    })),
    emails: [
      ...(p.reciboEnviadoEm ? [{ tipo: 'recibo' as const, enviadoEm: p.reciboEnviadoEm.toISOString() }] : []),
      ...refunds.flatMap((r) =>
        r.refund.emailEnviadoEm ? [{ tipo: 'estorno' as const, enviadoEm: r.refund.emailEnviadoEm.toISOString() }] : [],
      ),
    ],
    vinculo: {
      tipo: p.destinoTipo as TPaymentDestination,
      idEvento: row.idEvento ?? extras?.idEvento ?? null,
      idInscricao: row.idInscricao,
      idDoacaoRecorrente: p.doacaoRecorrenteId ?? extras?.recorrencia?.id ?? null,
      idAssinatura: row.idAssinatura ?? (p.destinoTipo === 'assinatura_play' ? p.destinoId : null),
    },
    estornos: refunds.map((r) => toFinanceRefund(r.refund, r.nome)),
    estornavel: refundableOf(p),
    viaEstorno: refundableOf(p) > 0 ? refundViaFor(p.metodo) : null,
    pagoAposCancelamento: paidAfterCancel(p) ? { honrado: honour ? toFinanceReview(honour.event, honour.revisorNome) : null } : null,
  };
}
