import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { planoAssinatura, planoAssinaturaCobranca, usuarioPlanoAssinatura, type PlaySubscriptionRow } from './play.schema.ts';

/** SQL of Play subscriptions: the member's rows, the access check, and the renewal runner's claims and locks. */

const s = usuarioPlanoAssinatura;
export type NewSubscription = typeof usuarioPlanoAssinatura.$inferInsert;

/** A live (not 'inativo') subscription is valid while renewing or before the end of its paid period. */
export const validSql = (now: Date) =>
  sql<boolean>`(${s.situacao} = 'ativo' and (${s.renovar} or ${s.validoAte} > ${now.toISOString()}::timestamptz))`;

export async function hasValidSubscription(tx: Tx, churchId: number, usuarioId: number, now: Date): Promise<boolean> {
  return (await validSubscriptionPlan(tx, churchId, usuarioId, now)) !== null;
}

/** The plan of the member's valid subscription, null without one. */
export async function validSubscriptionPlan(tx: Tx, churchId: number, usuarioId: number, now: Date): Promise<number | null> {
  const [row] = await tx
    .select({ planoId: s.planoId })
    .from(s)
    .where(and(eq(s.igrejaId, churchId), eq(s.usuarioId, usuarioId), validSql(now)))
    .limit(1);
  return row?.planoId ?? null;
}

export async function listSubscriptions(tx: Tx, churchId: number, usuarioId: number) {
  return tx
    .select({
      sub: s,
      plano: {
        id: planoAssinatura.id,
        nome: planoAssinatura.nome,
        codigo: planoAssinatura.codigo,
        periodo: planoAssinatura.periodo,
        flagAtivo: planoAssinatura.flagAtivo,
      },
    })
    .from(s)
    .innerJoin(planoAssinatura, eq(planoAssinatura.id, s.planoId))
    .where(and(eq(s.igrejaId, churchId), eq(s.usuarioId, usuarioId)))
    .orderBy(desc(s.criadoEm), desc(s.id));
}

/**
 * The member's live (not 'inativo') subscription, locked (subscribe and cancel serialize on it). A transaction-scoped
 * advisory lock per member and church comes first: with no live row there is nothing to lock, and two subscribes at
 * once (two tabs, a double tap with two keys) would both charge the card before the unique index refused the second.
 */
export async function lockLiveSubscription(tx: Tx, churchId: number, usuarioId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`play.subscribe:${churchId}`}), ${usuarioId})`);
  const [row] = await tx
    .select()
    .from(s)
    .where(and(eq(s.igrejaId, churchId), eq(s.usuarioId, usuarioId), sql`${s.situacao} <> 'inativo'`))
    .limit(1)
    .for('update');
  return row;
}

export async function lockOwnSubscription(tx: Tx, churchId: number, usuarioId: number, id: number) {
  const [row] = await tx
    .select()
    .from(s)
    .where(and(eq(s.igrejaId, churchId), eq(s.usuarioId, usuarioId), eq(s.id, id)))
    .limit(1)
    .for('update');
  return row;
}

export async function insertSubscription(tx: Tx, churchId: number, values: Omit<NewSubscription, 'igrejaId'>) {
  const [row] = await tx
    .insert(s)
    .values({ ...values, igrejaId: churchId })
    .returning();
  return row!;
}

export async function updateSubscription(tx: Tx, churchId: number, id: number, values: Partial<NewSubscription>) {
  const [row] = await tx
    .update(s)
    .set(values)
    .where(and(eq(s.igrejaId, churchId), eq(s.id, id)))
    .returning();
  return row!;
}

/** A subscription that never started (its first charge refused at the checkout); its charge rows go with it. */
export async function deleteSubscription(tx: Tx, churchId: number, id: number) {
  await tx.delete(s).where(and(eq(s.igrejaId, churchId), eq(s.id, id)));
}

export async function findPlanOf(tx: Tx, churchId: number, planoId: number) {
  const [row] = await tx
    .select()
    .from(planoAssinatura)
    .where(and(eq(planoAssinatura.igrejaId, churchId), eq(planoAssinatura.id, planoId)))
    .limit(1);
  return row!;
}

/** Records which (subscription, cycle, attempt) a payment charges; false when that attempt is already recorded. */
export async function recordCharge(
  tx: Tx,
  churchId: number,
  v: { assinaturaId: number; ciclo: number; tentativa: number; pagamentoId: number },
) {
  const rows = await tx
    .insert(planoAssinaturaCobranca)
    .values({ ...v, igrejaId: churchId })
    .onConflictDoNothing()
    .returning({ id: planoAssinaturaCobranca.id });
  return rows.length > 0;
}

export async function findChargeOfPayment(tx: Tx, churchId: number, pagamentoId: number) {
  const [row] = await tx
    .select()
    .from(planoAssinaturaCobranca)
    .where(and(eq(planoAssinaturaCobranca.igrejaId, churchId), eq(planoAssinaturaCobranca.pagamentoId, pagamentoId)))
    .limit(1);
  return row;
}

const due = (now: Date) =>
  and(
    eq(s.situacao, 'ativo'),
    sql`(${s.renovar} and ${s.proximaCobranca} <= ${now.toISOString()}::timestamptz
      or not ${s.renovar} and ${s.validoAte} <= ${now.toISOString()}::timestamptz)`,
  );

/** Global (owner connection): churches with due renewals or ended subscriptions, or renewal charges unanswered. */
export async function listChurchesWithDueRenewals(db: Db, now: Date, staleBefore: Date): Promise<number[]> {
  const dueRows = db.selectDistinct({ igrejaId: s.igrejaId }).from(s).where(due(now));
  const stale = db
    .selectDistinct({ igrejaId: planoAssinaturaCobranca.igrejaId })
    .from(planoAssinaturaCobranca)
    .innerJoin(pagamento, eq(pagamento.id, planoAssinaturaCobranca.pagamentoId))
    .where(and(eq(pagamento.status, 'em_aberto'), lt(pagamento.criadoEm, staleBefore)));
  const rows = await dueRows.union(stale);
  return rows.map((r) => r.igrejaId).sort((a, b) => a - b);
}

/** Due subscriptions whose current (cycle, attempt) is not recorded yet, locked SKIP LOCKED. */
export async function claimDueSubscriptions(tx: Tx, churchId: number, now: Date, limit: number): Promise<PlaySubscriptionRow[]> {
  return tx
    .select()
    .from(s)
    .where(
      and(
        eq(s.igrejaId, churchId),
        due(now),
        sql`not exists (select 1 from ${planoAssinaturaCobranca} k where k.igreja_id = ${s.igrejaId}
          and k.assinatura_id = ${s.id} and k.ciclo = ${s.ciclo} and k.tentativa = ${s.tentativas})`,
      ),
    )
    .orderBy(asc(s.proximaCobranca), asc(s.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Renewal charges recorded before `before` and still unanswered (a run that died mid-charge): payment ids. */
export async function claimStaleRenewals(tx: Tx, churchId: number, before: Date, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: pagamento.id })
    .from(pagamento)
    .innerJoin(planoAssinaturaCobranca, eq(planoAssinaturaCobranca.pagamentoId, pagamento.id))
    .where(and(eq(pagamento.igrejaId, churchId), eq(pagamento.status, 'em_aberto'), lt(pagamento.criadoEm, before)))
    .orderBy(asc(pagamento.criadoEm))
    .limit(limit)
    .for('update', { of: pagamento, skipLocked: true });
  return rows.map((r) => r.id);
}

export async function lockSubscription(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select()
    .from(s)
    .where(and(eq(s.igrejaId, churchId), eq(s.id, id)))
    .limit(1)
    .for('update');
  return row;
}
