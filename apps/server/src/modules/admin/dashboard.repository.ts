import { and, count, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { evento, eventoIngresso } from '../events/events.schema.ts';
import { doacaoRecorrente } from '../giving/giving.schema.ts';
import { celulaSolicitacao } from '../groups/groups.schema.ts';
import { ofertaLote } from './offerings.schema.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { webhookEvento } from '../payments/webhook-events.schema.ts';
import { oracao } from '../prayer/prayer.schema.ts';

/** The dashboard's counts at one church (each item is asked only when the caller's grants cover it). */

export async function pendingJoinRequests(tx: Tx, churchId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(celulaSolicitacao)
    .where(and(eq(celulaSolicitacao.igrejaId, churchId), eq(celulaSolicitacao.status, 'pendente')));
  return row?.n ?? 0;
}

/** Active requests of the last 14 days that asked for a call or a visit (the care queue's input). */
export async function prayerRequestsWaiting(tx: Tx, churchId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(oracao)
    .where(
      and(
        eq(oracao.igrejaId, churchId),
        eq(oracao.flagAtivo, true),
        gte(oracao.criadoEm, since),
        sql`(${oracao.flagReceberLigacao} or ${oracao.flagReceberVisita})`,
      ),
    );
  return row?.n ?? 0;
}

/** Payments that ended refused or cancelled since `since`. */
export async function failedCharges(tx: Tx, churchId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(pagamento)
    .where(and(eq(pagamento.igrejaId, churchId), eq(pagamento.status, 'cancelado'), gte(pagamento.criadoEm, since)));
  return row?.n ?? 0;
}

/** Payments the gateway holds in review (em_analise), whatever their age: each waits for a person or the gateway. */
export async function paymentsInReview(tx: Tx, churchId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(pagamento)
    .where(and(eq(pagamento.igrejaId, churchId), eq(pagamento.status, 'em_analise')));
  return row?.n ?? 0;
}

/**
 * Cancelled orders whose money arrived afterwards (an expired Pix paid late) still waiting for a decision: not
 * refunded in full and not honoured (the honour is the review of the event that brought the money).
 */
export async function paidAfterCancelWaiting(tx: Tx, churchId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(pagamento)
    .where(
      and(
        eq(pagamento.igrejaId, churchId),
        eq(pagamento.status, 'cancelado'),
        isNotNull(pagamento.pagoEm),
        lt(pagamento.valorEstornado, pagamento.total),
        sql`not exists (select 1 from ${webhookEvento} where ${webhookEvento.igrejaId} = ${churchId}
          and ${webhookEvento.idPagamento} = ${pagamento.id} and ${webhookEvento.resultado} = 'pago_apos_cancelamento_honrado')`,
      ),
    );
  return row?.n ?? 0;
}

/** Gateway events that named an order the church does not have, not yet reviewed. */
export async function unknownWebhooksWaiting(tx: Tx, churchId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(webhookEvento)
    .where(
      and(
        eq(webhookEvento.igrejaId, churchId),
        isNull(webhookEvento.idPagamento),
        eq(webhookEvento.resultado, 'desconhecido'),
        isNull(webhookEvento.revisadoEm),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Recurring gifts whose card was declined: still retrying (active with declined attempts in the cycle, the console's
 * 'falhando') and paused after the last retry ('recusada'), as giving/recurring-admin.repository.ts folds them.
 */
export async function declinedRecurringGifts(tx: Tx, churchId: number): Promise<{ failing: number; declined: number }> {
  const [row] = await tx
    .select({
      failing: sql<number>`count(*) filter (where ${doacaoRecorrente.status} = 'ativa' and ${doacaoRecorrente.tentativas} > 0)`.mapWith(
        Number,
      ),
      declined:
        sql<number>`count(*) filter (where ${doacaoRecorrente.status} = 'pausada' and ${doacaoRecorrente.motivoPausa} = 'recusado')`.mapWith(
          Number,
        ),
    })
    .from(doacaoRecorrente)
    .where(eq(doacaoRecorrente.igrejaId, churchId));
  return { failing: row?.failing ?? 0, declined: row?.declined ?? 0 };
}

/** Offering batches still open: counted (or being counted) and waiting for a treasurer to commit them. */
export async function openOfferingBatches(tx: Tx, churchId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(ofertaLote)
    .where(and(eq(ofertaLote.igrejaId, churchId), eq(ofertaLote.estado, 'aberto')));
  return row?.n ?? 0;
}

/** Events starting in [from, until) with their seats left over every ticket type (null: no ticket types). */
export function eventsStarting(tx: Tx, churchId: number, from: Date, until: Date) {
  return tx
    .select({
      id: evento.id,
      titulo: evento.titulo,
      inicio: evento.dataInicio,
      vagasRestantes: sql<
        number | null
      >`(select sum(${eventoIngresso.quantidade} - ${eventoIngresso.vendidos} - ${eventoIngresso.reservados})::int from ${eventoIngresso} where ${eventoIngresso.igrejaId} = ${evento.igrejaId} and ${eventoIngresso.eventoId} = ${evento.id})`,
    })
    .from(evento)
    .where(and(eq(evento.igrejaId, churchId), gte(evento.dataInicio, from), lt(evento.dataInicio, until)))
    .orderBy(evento.dataInicio)
    .limit(20);
}
