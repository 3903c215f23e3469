import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { TPaymentStatus } from '@congrega/contract/payments/constants';
import type { Db, Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { igreja, metodoPagamento } from '../church/church.schema.ts';
import { OPEN_EXPIRING } from './payment-expiry.ts';
import { gatewayPagamento, igrejaPagamentoConfig, pagamento, pagamentoItem, pagamentoMotivo } from './payments.schema.ts';

/** SQL of payments, run in the use case's church transaction; every query filters by church (RLS backs it). */

export type PaymentRow = typeof pagamento.$inferSelect;
export type NewPayment = Omit<typeof pagamento.$inferInsert, 'igrejaId' | 'id'>;

/** An active method of the church with its gateway's implementation. */
export async function findMethod(tx: Tx, churchId: number, codigo: string) {
  const [row] = await tx
    .select({
      codigo: metodoPagamento.codigo,
      idGatewayPagamento: metodoPagamento.idGatewayPagamento,
      maxParcelas: metodoPagamento.maxParcelas,
      taxaPercentual: metodoPagamento.taxaPercentual,
      taxaFixa: metodoPagamento.taxaFixa,
      valorMinimo: metodoPagamento.valorMinimo,
      valorMaximo: metodoPagamento.valorMaximo,
      jurosMensal: metodoPagamento.jurosMensal,
      implementacao: gatewayPagamento.implementacao,
    })
    .from(metodoPagamento)
    .innerJoin(gatewayPagamento, eq(gatewayPagamento.id, metodoPagamento.idGatewayPagamento))
    .where(and(eq(metodoPagamento.igrejaId, churchId), eq(metodoPagamento.codigo, codigo), eq(metodoPagamento.flagAtivo, true)))
    .limit(1);
  return row;
}
export type MethodRow = NonNullable<Awaited<ReturnType<typeof findMethod>>>;

/** The card method's gateway of the church (card tokens are made by it). */
export async function findCardGateway(tx: Tx, churchId: number) {
  const row = await findMethod(tx, churchId, 'cartao_credito');
  return row && { idGatewayPagamento: row.idGatewayPagamento, implementacao: row.implementacao };
}

/** Global: the installation's default gateway. */
export async function findDefaultGateway(tx: Tx | Db) {
  const [row] = await tx.select().from(gatewayPagamento).where(eq(gatewayPagamento.flagPadrao, true)).limit(1);
  return row;
}

export type ReceiverRow = typeof igrejaPagamentoConfig.$inferSelect;

/** The church's payment settings (receiver name, city, Pix key, guest gifts), when it has them. */
export async function findReceiver(tx: Tx, churchId: number): Promise<ReceiverRow | undefined> {
  const [row] = await tx.select().from(igrejaPagamentoConfig).where(eq(igrejaPagamentoConfig.igrejaId, churchId)).limit(1);
  return row;
}

/** The church's active reasons, in the church's order (`donationOnly`: those open to giving). */
export async function listReasons(tx: Tx, churchId: number, donationOnly: boolean) {
  return tx
    .select({
      id: pagamentoMotivo.id,
      nome: pagamentoMotivo.nome,
      descricao: pagamentoMotivo.descricao,
      flagRecorrencia: pagamentoMotivo.flagRecorrencia,
      valorMinimo: pagamentoMotivo.valorMinimo,
    })
    .from(pagamentoMotivo)
    .where(
      and(
        eq(pagamentoMotivo.igrejaId, churchId),
        eq(pagamentoMotivo.flagAtivo, true),
        donationOnly ? eq(pagamentoMotivo.flagDoacao, true) : undefined,
      ),
    )
    .orderBy(asc(pagamentoMotivo.ordem), asc(pagamentoMotivo.id));
}

/** Active donation reasons among `ids`. */
export async function findDonationReasons(tx: Tx, churchId: number, ids: number[]) {
  return tx
    .select({
      id: pagamentoMotivo.id,
      nome: pagamentoMotivo.nome,
      valorMinimo: pagamentoMotivo.valorMinimo,
      flagRecorrencia: pagamentoMotivo.flagRecorrencia,
    })
    .from(pagamentoMotivo)
    .where(
      and(
        eq(pagamentoMotivo.igrejaId, churchId),
        inArray(pagamentoMotivo.id, ids),
        eq(pagamentoMotivo.flagAtivo, true),
        eq(pagamentoMotivo.flagDoacao, true),
      ),
    )
    .orderBy(asc(pagamentoMotivo.ordem), asc(pagamentoMotivo.id));
}

/** Whether the church has any active giving reason (none: it is not accepting online donations). */
export async function hasDonationReasons(tx: Tx, churchId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: pagamentoMotivo.id })
    .from(pagamentoMotivo)
    .where(and(eq(pagamentoMotivo.igrejaId, churchId), eq(pagamentoMotivo.flagAtivo, true), eq(pagamentoMotivo.flagDoacao, true)))
    .limit(1);
  return row !== undefined;
}

/** What the payer's receipt and Pix/boleto rules need from their profile. */
export async function findPayer(tx: Tx, churchId: number, usuarioId: number) {
  const [row] = await tx
    .select({ nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email, pais: usuario.pais })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId)))
    .limit(1);
  return row;
}

export async function insertPayment(tx: Tx, churchId: number, values: NewPayment, items: { idPagamentoMotivo: number; valor: number }[]) {
  const [row] = await tx
    .insert(pagamento)
    .values({ ...values, igrejaId: churchId })
    .returning();
  if (items.length > 0) await tx.insert(pagamentoItem).values(items.map((i) => ({ ...i, igrejaId: churchId, idPagamento: row!.id })));
  return row!;
}

/** Inserts a payment unless a unique index already holds its key (a recurring gift's cycle and attempt). */
export async function insertPaymentOnce(
  tx: Tx,
  churchId: number,
  values: NewPayment,
  items: { idPagamentoMotivo: number; valor: number }[],
) {
  const [row] = await tx
    .insert(pagamento)
    .values({ ...values, igrejaId: churchId })
    .onConflictDoNothing()
    .returning();
  if (row && items.length > 0) await tx.insert(pagamentoItem).values(items.map((i) => ({ ...i, igrejaId: churchId, idPagamento: row.id })));
  return row;
}

export async function updatePayment(tx: Tx, churchId: number, id: number, values: Partial<NewPayment>) {
  const [row] = await tx
    .update(pagamento)
    .set({ ...values, atualizadoEm: sql`now()` })
    .where(and(eq(pagamento.igrejaId, churchId), eq(pagamento.id, id)))
    .returning();
  return row!;
}

/** The member's payment by order code (someone else's answers undefined, like a missing one). */
export async function findOwnPayment(tx: Tx, churchId: number, usuarioId: number, codigo: string) {
  const [row] = await tx
    .select()
    .from(pagamento)
    .where(and(eq(pagamento.igrejaId, churchId), eq(pagamento.idUsuario, usuarioId), eq(pagamento.codigo, codigo)))
    .limit(1);
  return row;
}

/** Gateway ids (1, 4, 5, 8) that run on the implementation `key`. */
export async function findGatewayIds(tx: Tx, key: string): Promise<number[]> {
  const rows = await tx.select({ id: gatewayPagamento.id }).from(gatewayPagamento).where(eq(gatewayPagamento.implementacao, key));
  return rows.map((r) => r.id);
}

/** A payment of the church by gateway reference, locked for the event that changes it. */
export async function lockPaymentByReference(tx: Tx, churchId: number, idGateway: number[], reference: string) {
  const [row] = await tx
    .select()
    .from(pagamento)
    .where(
      and(eq(pagamento.igrejaId, churchId), inArray(pagamento.idGatewayPagamento, idGateway), eq(pagamento.gatewayReferencia, reference)),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function findPaymentByCode(tx: Tx, churchId: number, codigo: string) {
  const [row] = await tx
    .select()
    .from(pagamento)
    .where(and(eq(pagamento.igrejaId, churchId), eq(pagamento.codigo, codigo)))
    .limit(1);
  return row;
}

/** The church's Pix payment whose code carries this txid (the order code). */
export async function findPaymentByPixTxid(tx: Tx, churchId: number, txid: string) {
  return findPaymentByCode(tx, churchId, txid);
}

/** The church's boleto payment with this line (sandbox bank only: not indexed). */
export async function findPaymentByBoletoLine(tx: Tx, churchId: number, line: string) {
  const [row] = await tx
    .select()
    .from(pagamento)
    .where(
      and(
        eq(pagamento.igrejaId, churchId),
        eq(pagamento.metodo, 'boleto'),
        sql`${pagamento.detalhes}->'boleto'->>'linhaDigitavel' = ${line}`,
      ),
    )
    .limit(1);
  return row;
}

/** Global (owner connection, expiry job): churches with unpaid payments whose time ran out. */
export async function listChurchesWithOverdue(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ igrejaId: pagamento.igrejaId })
    .from(pagamento)
    .where(and(lt(pagamento.expiraEm, now), inArray(pagamento.status, OPEN_EXPIRING)));
  return rows.map((r) => r.igrejaId);
}

/**
 * Cancels one payment read as open and past its time, only if it still has the status it was read with (a webhook
 * that approved it meanwhile wins: the UPDATE waits for its lock and then matches nothing). Undefined when it changed.
 */
export async function cancelIfUnchanged(tx: Tx, churchId: number, payment: PaymentRow, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(pagamento)
    .set({ status: 'cancelado', atualizadoEm: sql`now()` })
    .where(
      and(
        eq(pagamento.igrejaId, churchId),
        eq(pagamento.id, payment.id),
        eq(pagamento.status, payment.status),
        lte(pagamento.expiraEm, now),
      ),
    )
    .returning();
  return row;
}

/** Cancels the church's unpaid payments whose time ran out: each with the status it had. */
export async function cancelOverdue(tx: Tx, churchId: number, now: Date): Promise<{ payment: PaymentRow; before: TPaymentStatus }[]> {
  const due = await tx
    .select({ id: pagamento.id, status: pagamento.status })
    .from(pagamento)
    .where(and(eq(pagamento.igrejaId, churchId), lt(pagamento.expiraEm, now), inArray(pagamento.status, OPEN_EXPIRING)))
    .for('update');
  if (due.length === 0) return [];
  const rows = await tx
    .update(pagamento)
    .set({ status: 'cancelado', atualizadoEm: sql`now()` })
    .where(
      and(
        eq(pagamento.igrejaId, churchId),
        inArray(
          pagamento.id,
          due.map((d) => d.id),
        ),
        inArray(pagamento.status, OPEN_EXPIRING),
      ),
    )
    .returning();
  const before = new Map(due.map((d) => [d.id, d.status as TPaymentStatus]));
  return rows.map((payment) => ({ payment, before: before.get(payment.id)! }));
}

/** What the receipt needs: the payment, its payer and the church. */
export async function findReceiptData(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select({
      payment: pagamento,
      email: usuario.email,
      nome: usuario.nome,
      churchName: igreja.nome,
      fusoHorario: igreja.fusoHorario,
      slug: igreja.slug,
    })
    .from(pagamento)
    .leftJoin(usuario, eq(usuario.id, pagamento.idUsuario))
    .innerJoin(igreja, eq(igreja.id, pagamento.igrejaId))
    .where(and(eq(pagamento.igrejaId, churchId), eq(pagamento.id, id)))
    .limit(1);
  return row;
}

export async function markReceiptSent(tx: Tx, churchId: number, id: number) {
  await tx
    .update(pagamento)
    .set({ reciboEnviadoEm: sql`now()` })
    .where(and(eq(pagamento.igrejaId, churchId), eq(pagamento.id, id)));
}
