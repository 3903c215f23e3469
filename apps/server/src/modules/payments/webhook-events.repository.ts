import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { igreja } from '../../db/church-table.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { webhookEvento } from './webhook-events.schema.ts';
import { descLast } from '../../db/order.ts';

/**
 * SQL of the gateway events recorded (webhook_evento): each provider event id once, in the transaction of its
 * effect, with what it said, the order reference it named and what the webhook did with it (a payment's detail
 * lists them). An event naming no order of the church is kept with id_pagamento null (resultado 'desconhecido')
 * until staff review it; staff's review (note, who, when) is kept on the event.
 */
export interface EventInfo {
  tipo: 'status' | 'estorno';
  status?: string;
  valor?: number;
  referencia: string;
}

export type WebhookEventRow = typeof webhookEvento.$inferSelect;

/** The results of an event recorded without an order: waiting for a review, reviewed. */
export const UNKNOWN_RESULTS = ['desconhecido', 'desconhecido_revisto'] as const;

/** Whether the church an event names exists (an event is recorded only under a real church). */
export async function churchExists(tx: Tx, churchId: number): Promise<boolean> {
  const [row] = await tx.select({ id: igreja.id }).from(igreja).where(eq(igreja.id, churchId)).limit(1);
  return row !== undefined;
}

/** Records a gateway event id; false when it was already recorded (a replay). */
export async function recordWebhookEvent(
  tx: Tx,
  churchId: number,
  gateway: string,
  eventoId: string,
  idPagamento: number | null,
  info: EventInfo,
) {
  const rows = await tx
    .insert(webhookEvento)
    .values({
      gateway,
      eventoId,
      igrejaId: churchId,
      idPagamento,
      tipo: info.tipo,
      status: info.status ?? null,
      valor: info.valor ?? null,
      referencia: info.referencia,
    })
    .onConflictDoNothing()
    .returning({ eventoId: webhookEvento.eventoId });
  return rows.length === 1;
}

export async function setWebhookResult(tx: Tx, churchId: number, gateway: string, eventoId: string, resultado: string) {
  await tx
    .update(webhookEvento)
    .set({ resultado })
    .where(and(eq(webhookEvento.igrejaId, churchId), eq(webhookEvento.gateway, gateway), eq(webhookEvento.eventoId, eventoId)));
}

export function listPaymentWebhooks(tx: Tx, churchId: number, paymentId: number) {
  return tx
    .select()
    .from(webhookEvento)
    .where(and(eq(webhookEvento.igrejaId, churchId), eq(webhookEvento.idPagamento, paymentId)))
    .orderBy(asc(webhookEvento.recebidoEm), asc(webhookEvento.eventoId));
}

const reviewer = (churchId: number) =>
  sql<string | null>`(select trim(${usuario.nome} || ' ' || ${usuario.sobrenome}) from ${usuario}
    where ${usuario.igrejaId} = ${churchId} and ${usuario.contaId} = ${webhookEvento.revisadoPorContaId} limit 1)`;

function unknownWhere(churchId: number, reviewed?: boolean) {
  return and(
    eq(webhookEvento.igrejaId, churchId),
    isNull(webhookEvento.idPagamento),
    inArray(webhookEvento.resultado, [...UNKNOWN_RESULTS]),
    reviewed === undefined ? undefined : reviewed ? isNotNull(webhookEvento.revisadoEm) : isNull(webhookEvento.revisadoEm),
  );
}

/** One page of the events that named no order, newest first (webhook_evento_desconhecido_idx), with the reviewer's name. */
export function listUnknownWebhooks(tx: Tx, churchId: number, reviewed: boolean | undefined, page: { offset: number; limit: number }) {
  return tx
    .select({ event: webhookEvento, revisorNome: reviewer(churchId) })
    .from(webhookEvento)
    .where(unknownWhere(churchId, reviewed))
    .orderBy(descLast(webhookEvento.recebidoEm), descLast(webhookEvento.eventoId))
    .offset(page.offset)
    .limit(page.limit);
}
export type UnknownWebhookRow = Awaited<ReturnType<typeof listUnknownWebhooks>>[number];

/** How many such events wait for a review and how many were reviewed. */
export async function countUnknownWebhooks(tx: Tx, churchId: number): Promise<{ pendentes: number; revisados: number }> {
  const [row] = await tx
    .select({
      pendentes: sql<number>`count(*) filter (where ${webhookEvento.revisadoEm} is null)`.mapWith(Number),
      revisados: sql<number>`count(*) filter (where ${webhookEvento.revisadoEm} is not null)`.mapWith(Number),
    })
    .from(webhookEvento)
    .where(unknownWhere(churchId));
  return { pendentes: row?.pendentes ?? 0, revisados: row?.revisados ?? 0 };
}

/** An event that named no order, locked while it is reviewed (two staff at once: the second sees the first's review). */
export async function lockUnknownWebhook(tx: Tx, churchId: number, gateway: string, eventoId: string) {
  const [row] = await tx
    .select()
    .from(webhookEvento)
    .where(and(unknownWhere(churchId), eq(webhookEvento.gateway, gateway), eq(webhookEvento.eventoId, eventoId)))
    .for('update')
    .limit(1);
  return row;
}

/** A payment's event that brought its money after the order was cancelled, locked (its review is the honour). */
export async function lockLatePaymentEvent(tx: Tx, churchId: number, paymentId: number) {
  const [row] = await tx
    .select()
    .from(webhookEvento)
    .where(
      and(
        eq(webhookEvento.igrejaId, churchId),
        eq(webhookEvento.idPagamento, paymentId),
        inArray(webhookEvento.resultado, ['pago_apos_cancelamento', 'pago_apos_cancelamento_honrado']),
      ),
    )
    .orderBy(asc(webhookEvento.recebidoEm))
    .for('update')
    .limit(1);
  return row;
}

/** The honour of a payment's late money (its review), with the reviewer's name; undefined when not honoured. */
export async function findHonour(tx: Tx, churchId: number, paymentId: number) {
  const [row] = await tx
    .select({ event: webhookEvento, revisorNome: reviewer(churchId) })
    .from(webhookEvento)
    .where(
      and(
        eq(webhookEvento.igrejaId, churchId),
        eq(webhookEvento.idPagamento, paymentId),
        eq(webhookEvento.resultado, 'pago_apos_cancelamento_honrado'),
      ),
    )
    .limit(1);
  return row;
}

export async function reviewWebhookEvent(
  tx: Tx,
  churchId: number,
  key: { gateway: string; eventoId: string },
  review: { resultado: string; observacao: string; contaId: number; em: Date },
) {
  const [row] = await tx
    .update(webhookEvento)
    .set({ resultado: review.resultado, revisaoObservacao: review.observacao, revisadoPorContaId: review.contaId, revisadoEm: review.em })
    .where(and(eq(webhookEvento.igrejaId, churchId), eq(webhookEvento.gateway, key.gateway), eq(webhookEvento.eventoId, key.eventoId)))
    .returning();
  return row!;
}

/** A staff member's name at the church (their client account), for a review just made. */
export async function reviewerNameOf(tx: Tx, churchId: number, contaId: number): Promise<string | null> {
  const [row] = await tx
    .select({ nome: sql<string>`trim(${usuario.nome} || ' ' || ${usuario.sobrenome})` })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.contaId, contaId)))
    .limit(1);
  return row?.nome ?? null;
}
