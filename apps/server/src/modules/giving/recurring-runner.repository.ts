import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { igreja, igrejaModulo } from '../church/church.schema.ts';
import { pagamento, pagamentoMotivo } from '../payments/payments.schema.ts';
import { doacaoRecorrente, type RecurringGiftRow } from './giving.schema.ts';

/** SQL of the recurring-gift runner (giving.jobs.ts): the due scan, the claims and the locks. */

/** Global (owner connection): churches with active gifts due, or with recurring charges left unanswered. */
export async function listChurchesWithDueGifts(db: Db, now: Date, staleBefore: Date): Promise<number[]> {
  const due = db
    .selectDistinct({ igrejaId: doacaoRecorrente.igrejaId })
    .from(doacaoRecorrente)
    .where(and(eq(doacaoRecorrente.status, 'ativa'), lte(doacaoRecorrente.proximaData, now)));
  const stale = db
    .selectDistinct({ igrejaId: pagamento.igrejaId })
    .from(pagamento)
    .where(and(sql`${pagamento.doacaoRecorrenteId} is not null`, eq(pagamento.status, 'em_aberto'), lt(pagamento.criadoEm, staleBefore)));
  const rows = await due.union(stale);
  return rows.map((r) => r.igrejaId).sort((a, b) => a - b);
}

/**
 * Whether the church still takes recurring gifts for the gift's reason: the reason active, a giving reason open to
 * recurrence, and the church's giving module on (spec section 8 "church not accepting online donations").
 */
export const reasonAvailable = (giftTable: typeof doacaoRecorrente) => sql<boolean>`(exists (select 1 from ${pagamentoMotivo} m
  where m.igreja_id = ${giftTable.igrejaId} and m.id = ${giftTable.pagamentoMotivoId} and m.flag_ativo and m.flag_doacao
    and m.flag_recorrencia)
  and exists (select 1 from ${igrejaModulo} im where im.igreja_id = ${giftTable.igrejaId} and im.codigo = 'MOD_DOACAO'))`;

/**
 * Claims up to `limit` due active gifts of the church whose current attempt is not recorded yet, locked with
 * SKIP LOCKED: two runner copies never claim the same gift at once (each takes other rows).
 */
export async function claimDueGifts(tx: Tx, churchId: number, now: Date, limit: number) {
  const rows = await tx
    .select({
      gift: doacaoRecorrente,
      motivo: sql<string>`(select m.nome from ${pagamentoMotivo} m where m.id = ${doacaoRecorrente.pagamentoMotivoId})`,
      disponivel: reasonAvailable(doacaoRecorrente),
    })
    .from(doacaoRecorrente)
    .where(
      and(
        eq(doacaoRecorrente.igrejaId, churchId),
        eq(doacaoRecorrente.status, 'ativa'),
        lte(doacaoRecorrente.proximaData, now),
        sql`not exists (select 1 from ${pagamento} p where p.igreja_id = ${doacaoRecorrente.igrejaId}
          and p.doacao_recorrente_id = ${doacaoRecorrente.id} and p.recorrencia_ciclo = ${doacaoRecorrente.ciclo}
          and p.recorrencia_tentativa = ${doacaoRecorrente.tentativas})`,
      ),
    )
    .orderBy(asc(doacaoRecorrente.proximaData), asc(doacaoRecorrente.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows as { gift: RecurringGiftRow; motivo: string; disponivel: boolean }[];
}

/** For a resume: whether the church still takes the gift's reason (see reasonAvailable). */
export async function isGiftReasonAvailable(tx: Tx, churchId: number, giftId: number): Promise<boolean> {
  const [row] = await tx
    .select({ disponivel: reasonAvailable(doacaoRecorrente) })
    .from(doacaoRecorrente)
    .where(and(eq(doacaoRecorrente.igrejaId, churchId), eq(doacaoRecorrente.id, giftId)))
    .limit(1);
  return row?.disponivel === true;
}

/** Recurring charges recorded before `before` and still unanswered (a run that died mid-charge). */
export async function claimStaleCharges(tx: Tx, churchId: number, before: Date, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: pagamento.id })
    .from(pagamento)
    .where(
      and(
        eq(pagamento.igrejaId, churchId),
        sql`${pagamento.doacaoRecorrenteId} is not null`,
        eq(pagamento.status, 'em_aberto'),
        lt(pagamento.criadoEm, before),
      ),
    )
    .orderBy(asc(pagamento.criadoEm))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

export async function lockGift(tx: Tx, churchId: number, id: number): Promise<RecurringGiftRow | undefined> {
  const [row] = await tx
    .select()
    .from(doacaoRecorrente)
    .where(and(eq(doacaoRecorrente.igrejaId, churchId), eq(doacaoRecorrente.id, id)))
    .limit(1)
    .for('update');
  return row;
}

/** What the runner's e-mails need: the giver, the church and the reason. */
export async function findGiftMailData(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select({
      gift: doacaoRecorrente,
      email: usuario.email,
      nome: usuario.nome,
      churchName: igreja.nome,
      fusoHorario: igreja.fusoHorario,
      slug: igreja.slug,
      motivo: pagamentoMotivo.nome,
    })
    .from(doacaoRecorrente)
    .innerJoin(usuario, eq(usuario.id, doacaoRecorrente.usuarioId))
    .innerJoin(igreja, eq(igreja.id, doacaoRecorrente.igrejaId))
    .innerJoin(pagamentoMotivo, eq(pagamentoMotivo.id, doacaoRecorrente.pagamentoMotivoId))
    .where(and(eq(doacaoRecorrente.igrejaId, churchId), eq(doacaoRecorrente.id, id)))
    .limit(1);
  return row;
}
