import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { zonedTime } from '@congrega/contract/datetime';
import type { TestEvent } from '../events/events.fixtures.ts';
import type { PaymentFilter } from '../payments/payment-search.repository.ts';
import { eventoBilhete, eventoIngresso, eventoInscricao } from '../events/events.schema.ts';
import type { PayingChurch } from '../payments/payments.fixtures.ts';
import { pagamento, pagamentoItem } from '../payments/payments.schema.ts';
import { pagamentoEstorno } from '../payments/refunds.schema.ts';

/**
 * Random money for the report rollup's comparison test (finance-reports-rollup.test.ts): payments of both
 * destinations with items or tickets, and every kind of change the reports depend on (or not), drawn from a seeded
 * generator so each run makes the same ones. Test-only.
 */

// A small deterministic generator (mulberry32): the same operations every run.
let seed = 31;
export const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};
export const int = (n: number) => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;

const METHODS = ['cartao_credito', 'pix', 'boleto', 'dinheiro', null] as const;
const STATUSES = ['aprovado', 'aprovado', 'estornado', 'cancelado', 'em_aberto', 'recusado'] as const;
/** An instant in 2025-2026, one in four within a day of a new year (the zone decides the year). */
export const instant = () => {
  if (random() < 0.25) return new Date(Date.UTC(2025 + int(3), 0, 1) + (int(48) - 24) * 3_600_000 + int(3_600_000));
  return new Date(Date.UTC(2025, 0, 1) + int(2 * 365 * 24) * 3_600_000 + int(3_600_000));
};

export async function newGift(app: App, church: PayingChurch) {
  const status = pick(STATUSES);
  const taxas = int(3) * 100;
  const valor = 100 + int(20_000);
  const [row] = await app.database.db
    .insert(pagamento)
    .values({
      igrejaId: church.id,
      codigo: `R${randomUUID().slice(0, 12)}`,
      destinoTipo: 'doacao',
      descricao: 'Oferta',
      metodo: pick(METHODS),
      idGatewayPagamento: 8,
      moeda: 'BRL',
      valor,
      taxas,
      total: valor + taxas,
      valorParcela: valor + taxas,
      status,
      idioma: 'pt-BR',
      pagoEm: status === 'em_aberto' || status === 'recusado' || random() < 0.3 ? null : instant(),
    })
    .returning();
  const reasons = [church.reasons.dizimo, church.reasons.oferta, church.reasons.missoes, null];
  let rest = valor;
  for (let i = int(4); i > 0; i--) {
    const part = i === 1 ? rest : int(rest + 1);
    rest -= part;
    await app.database.db
      .insert(pagamentoItem)
      .values({ igrejaId: church.id, idPagamento: row!.id, idPagamentoMotivo: pick(reasons), valor: part });
  }
}

/** An event purchase, written inside the app's church transaction (the triggers run as the app's role). */
export async function newPurchase(app: App, church: PayingChurch, events: TestEvent[]) {
  const event = pick(events);
  const status = pick(['aprovado', 'aprovado', 'estornado', 'cancelado'] as const);
  await app.database.withChurch(church.id, async (tx) => {
    const [row] = await tx
      .insert(pagamento)
      .values({
        igrejaId: church.id,
        codigo: `E${randomUUID().slice(0, 12)}`,
        destinoTipo: 'inscricao_evento',
        descricao: 'Evento',
        metodo: pick(METHODS),
        idGatewayPagamento: 8,
        moeda: 'BRL',
        valor: 9_000,
        taxas: int(500),
        total: 9_000 + int(900),
        valorParcela: 9_000,
        status,
        idioma: 'pt-BR',
        pagoEm: status === 'cancelado' && random() < 0.5 ? null : instant(),
      })
      .returning();
    const [registration] = await tx
      .insert(eventoInscricao)
      .values({
        igrejaId: church.id,
        eventoId: event.id,
        idPagamento: row!.id,
        status: 'confirmada',
        valor: 9_000,
        moeda: 'BRL',
        idioma: 'pt-BR',
      })
      .returning();
    for (let k = 1 + int(3); k > 0; k--)
      await tx.insert(eventoBilhete).values({
        igrejaId: church.id,
        inscricaoId: registration!.id,
        ingressoId: pick(event.tickets).id,
        titular: 'Ana',
        codigo: randomUUID(),
      });
  });
}

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
async function anyRow(app: App, table: 'pagamento' | 'pagamento_item' | 'pagamento_estorno' | 'evento_bilhete', churchId: number) {
  const rows = rowsOf<{ id: number }>(
    await app.database.db.execute(sql`select id from ${sql.identifier(table)} where igreja_id = ${churchId} order by id`),
  );
  return rows.length ? pick(rows).id : null;
}

/** One random change of the church's money, as staff, webhooks, jobs or a person with SQL would make it. */
export async function change(app: App, church: PayingChurch, events: TestEvent[]) {
  const db = app.database.db;
  const kind = int(11);
  if (kind === 0) return newGift(app, church);
  if (kind === 1) return newPurchase(app, church, events);
  const paymentId = await anyRow(app, 'pagamento', church.id);
  if (paymentId === null) return;
  if (kind === 2) {
    const status = pick(STATUSES);
    await db
      .update(pagamento)
      .set({ status, pagoEm: status === 'em_aberto' ? null : instant() })
      .where(eq(pagamento.id, paymentId));
  } else if (kind === 3) {
    // A refund, its amount kept on the payment (as refund-flow does), in the app's transaction.
    const valor = 1 + int(5_000);
    await app.database.withChurch(church.id, async (tx) => {
      await tx.insert(pagamentoEstorno).values({
        igrejaId: church.id,
        idPagamento: paymentId,
        valor,
        motivo: 'Teste',
        via: 'gateway',
        status: pick(['processando', 'concluido', 'recusado']),
        criadoEm: instant(),
      });
      await tx
        .update(pagamento)
        .set({ valorEstornado: sql`${pagamento.valorEstornado} + ${valor}`, status: 'estornado' })
        .where(eq(pagamento.id, paymentId));
    });
  } else if (kind === 4) {
    const refundId = await anyRow(app, 'pagamento_estorno', church.id);
    if (refundId !== null)
      await db
        .update(pagamentoEstorno)
        .set(random() < 0.5 ? { status: 'recusado' } : { criadoEm: instant() })
        .where(eq(pagamentoEstorno.id, refundId));
  } else if (kind === 5) {
    const itemId = await anyRow(app, 'pagamento_item', church.id);
    if (itemId === null) return;
    if (random() < 0.3) await db.delete(pagamentoItem).where(eq(pagamentoItem.id, itemId));
    else
      await db
        .update(pagamentoItem)
        .set(random() < 0.5 ? { valor: int(10_000) } : { idPagamentoMotivo: church.reasons.missoes })
        .where(eq(pagamentoItem.id, itemId));
  } else if (kind === 6) {
    const type = pick(pick(events).tickets);
    await db
      .update(eventoIngresso)
      .set({ valor: pick([0, 2_500, 6_000, 12_000]) })
      .where(eq(eventoIngresso.id, type.id));
  } else if (kind === 7) {
    const ticketId = await anyRow(app, 'evento_bilhete', church.id);
    if (ticketId !== null) await db.delete(eventoBilhete).where(eq(eventoBilhete.id, ticketId));
  } else if (kind === 8) {
    await db.delete(pagamento).where(eq(pagamento.id, paymentId));
  } else if (kind === 9) {
    await db
      .update(pagamento)
      .set({ metodo: pick(METHODS), taxas: int(800), total: 1_000 + int(20_000) })
      .where(eq(pagamento.id, paymentId));
  } else {
    // What does not count: the receipt mark, the last event, the payer.
    await db.update(pagamento).set({ reciboEnviadoEm: new Date(), ultimoEventoEm: new Date() }).where(eq(pagamento.id, paymentId));
  }
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const startOf = (day: string, zone: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return zonedTime(y, m, d, 0, 0, zone);
};
/** A day of 2024-2027: often a month's first, else any day of the payments' years. */
function randomDay(): string {
  if (random() < 0.4) return `${2024 + int(4)}-${String(1 + int(12)).padStart(2, '0')}-01`;
  return dayOf(new Date(Date.UTC(2024, 11, 1) + int(800) * 86_400_000));
}

/**
 * The payments list's filters the totals rollup answers, as the console builds them (admin/finance.service.ts
 * filterOf): none; each method, status and destination; random ranges of whole days in `zone` (one day, within a
 * month, across months and years, open at either end), some with a method, status or destination too.
 */
export function totalsFilters(zone: string): PaymentFilter[] {
  const filters: PaymentFilter[] = [{ zone, days: {} }];
  for (const metodo of ['cartao_credito', 'pix', 'boleto', 'dinheiro']) filters.push({ zone, days: {}, metodo });
  for (const status of ['aprovado', 'estornado', 'cancelado', 'em_aberto', 'recusado']) filters.push({ zone, days: {}, status });
  for (const destino of ['doacao', 'inscricao_evento']) filters.push({ zone, days: {}, destino });
  for (let i = 0; i < 24; i++) {
    let [from, to]: (string | undefined)[] = [randomDay(), randomDay()].sort();
    if (i % 6 === 0) to = dayOf(new Date(Date.parse(`${from}T00:00:00Z`) + 86_400_000));
    if (i % 8 === 1) from = undefined;
    if (i % 8 === 2) to = undefined;
    const f: PaymentFilter = {
      zone,
      days: { from, to },
      from: from === undefined ? undefined : startOf(from, zone),
      to: to === undefined ? undefined : startOf(to, zone),
    };
    if (i % 4 === 1) f.metodo = pick(['cartao_credito', 'pix', 'boleto']);
    if (i % 4 === 2) f.status = pick(['aprovado', 'estornado', 'cancelado']);
    if (i % 4 === 3) f.destino = pick(['doacao', 'inscricao_evento']);
    filters.push(f);
  }
  return filters;
}
