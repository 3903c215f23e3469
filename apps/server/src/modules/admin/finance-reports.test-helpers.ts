import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { createEvent } from '../events/events.fixtures.ts';
import { eventoBilhete, eventoInscricao } from '../events/events.schema.ts';
import type { PayingChurch } from '../payments/payments.fixtures.ts';
import { pagamentoItem } from '../payments/payments.schema.ts';
import { pagamentoEstorno } from '../payments/refunds.schema.ts';
import { insertPayment } from './finance.test-helpers.ts';
import { ofertaLote, ofertaLoteAjuste, ofertaLoteItem } from './offerings.schema.ts';

/** Test-only rows of the money console's reports: split gifts, an event purchase, refunds and cash batches. */

/** A paid gift of several reasons: `items` are [reason, value]; the payment's total is their sum plus `taxas`. */
export async function splitGift(app: App, church: PayingChurch, items: [number, number][], values: Parameters<typeof insertPayment>[2]) {
  const valor = items.reduce((s, [, v]) => s + v, 0);
  const [first, ...rest] = items;
  const row = await insertPayment(app, church, { ...values, motivo: first![0], total: valor + (values?.taxas ?? 0) });
  await app.database.db.update(pagamentoItem).set({ valor: first![1] }).where(eq(pagamentoItem.idPagamento, row.id));
  for (const [motivo, v] of rest)
    await app.database.db.insert(pagamentoItem).values({ igrejaId: church.id, idPagamento: row.id, idPagamentoMotivo: motivo, valor: v });
  return row;
}

/** An event with two ticket types (`prices`) and one paid purchase holding one ticket of each. */
export async function eventPurchase(app: App, church: PayingChurch, prices: [number, number], values: Parameters<typeof insertPayment>[2]) {
  const event = await createEvent(app, church, {
    titulo: 'Retiro',
    tickets: [
      { nome: 'Inteira', valor: prices[0] },
      { nome: 'Meia', valor: prices[1] },
    ],
  });
  const payment = await insertPayment(app, church, { destinoTipo: 'inscricao_evento', descricao: 'Retiro', ...values });
  const [registration] = await app.database.db
    .insert(eventoInscricao)
    .values({
      igrejaId: church.id,
      eventoId: event.id,
      idPagamento: payment.id,
      status: 'confirmada',
      valor: prices[0] + prices[1],
      moeda: 'BRL',
      idioma: 'pt-BR',
    })
    .returning();
  for (const ticket of event.tickets)
    await app.database.db.insert(eventoBilhete).values({
      igrejaId: church.id,
      inscricaoId: registration!.id,
      ingressoId: ticket.id,
      titular: 'Ana',
      codigo: randomUUID(),
    });
  return { event, payment };
}

export async function refundRow(
  app: App,
  church: PayingChurch,
  paymentId: number,
  values: { valor: number; status: 'processando' | 'concluido' | 'recusado'; criadoEm: Date },
) {
  await app.database.db.insert(pagamentoEstorno).values({
    igrejaId: church.id,
    idPagamento: paymentId,
    motivo: 'Pedido do doador',
    via: 'gateway',
    ...values,
  });
}

/** A cash batch of one service's day with its lines [reason, value]; committed ones also get `ajustes`. */
export async function cashBatch(
  app: App,
  church: PayingChurch,
  data: string,
  lines: [number, number][],
  committed: { ajustes?: [number, number][] } | false,
) {
  const db = app.database.db;
  const [batch] = await db
    .insert(ofertaLote)
    .values({
      igrejaId: church.id,
      data,
      contadoPorContaId: 1,
    })
    .returning();
  for (const [motivoId, valor] of lines)
    await db
      .insert(ofertaLoteItem)
      .values({ igrejaId: church.id, loteId: batch!.id, motivoId, metodo: 'dinheiro', valor, criadoPorContaId: 1 });
  if (committed)
    await db
      .update(ofertaLote)
      .set({ estado: 'confirmado', confirmadoPorContaId: 1, confirmadoEm: new Date() })
      .where(eq(ofertaLote.id, batch!.id));
  for (const [motivoId, valor] of committed ? (committed.ajustes ?? []) : [])
    await db.insert(ofertaLoteAjuste).values({
      igrejaId: church.id,
      loteId: batch!.id,
      motivoId,
      metodo: 'dinheiro',
      valor,
      justificativa: 'Recontagem',
      criadoPorContaId: 1,
    });
  return batch!.id;
}
