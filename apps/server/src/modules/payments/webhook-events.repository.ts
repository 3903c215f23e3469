import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { webhookEvento } from './payments.schema.ts';

/**
 * SQL of the gateway events recorded (webhook_evento): each provider event id once, in the transaction of its
 * effect, with what it said and what the webhook did with it (a payment's detail lists them).
 */
export interface EventInfo {
  tipo: 'status' | 'estorno';
  status?: string;
  valor?: number;
}

/** Records a gateway event id; false when it was already applied (a replay). */
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
    .values({ gateway, eventoId, igrejaId: churchId, idPagamento, tipo: info.tipo, status: info.status ?? null, valor: info.valor ?? null })
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
