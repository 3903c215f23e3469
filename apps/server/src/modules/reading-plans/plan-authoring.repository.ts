import { randomUUID } from 'node:crypto';
import type { TReadingPlanStats } from '@congrega/contract/admin/reading-plans';
import type { TReadingPlanDay } from '@congrega/contract/reading-plans';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { likeText } from '../../lib/like-text.ts';
import { planoLeitura, planoLeituraInscricao } from './reading-plans.schema.ts';

/**
 * SQL of authoring reading plans in the staff console (plan-authoring.ts): every plan of the church, unpublished
 * ones included, and the statistics of the members' progress; each query filters by church (RLS again).
 */
export type AuthoredPlanRow = typeof planoLeitura.$inferSelect;
export interface PlanValues {
  titulo: string;
  descricao: string;
  imagem: string | null;
  textoAlternativo: string | null;
  ativo: boolean;
  dias: TReadingPlanDay[];
}

export async function listAuthoredPlans(tx: Tx, churchId: number, filter: { q?: string | undefined; page: number; limit: number }) {
  const where = and(eq(planoLeitura.igrejaId, churchId), filter.q ? ilike(planoLeitura.titulo, likeText(filter.q)) : undefined);
  const rows = await tx
    .select()
    .from(planoLeitura)
    .where(where)
    .orderBy(asc(planoLeitura.titulo), asc(planoLeitura.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await tx.select({ n: count() }).from(planoLeitura).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findAuthoredPlan(tx: Tx, churchId: number, id: number, forUpdate = false): Promise<AuthoredPlanRow | undefined> {
  const query = tx
    .select()
    .from(planoLeitura)
    .where(and(eq(planoLeitura.igrejaId, churchId), eq(planoLeitura.id, id)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertAuthoredPlan(tx: Tx, churchId: number, values: PlanValues): Promise<AuthoredPlanRow> {
  const [row] = await tx
    .insert(planoLeitura)
    .values({ igrejaId: churchId, uuid: randomUUID(), ...values })
    .returning();
  return row!;
}

export async function updateAuthoredPlan(tx: Tx, churchId: number, id: number, values: Partial<PlanValues>): Promise<AuthoredPlanRow> {
  const [row] = await tx
    .update(planoLeitura)
    .set(values)
    .where(and(eq(planoLeitura.igrejaId, churchId), eq(planoLeitura.id, id)))
    .returning();
  return row!;
}

/**
 * The statistics of the plans `uuids` in one aggregate query over the members' progress: started (a progress row),
 * finished (`concluido_em`), and on track: not finished and every day before today's scheduled one read, the
 * schedule being the member's (progress.ts `scheduledDay` and `daysBehind`, on the church's `today`).
 */
export async function planStats(
  tx: Tx,
  churchId: number,
  uuids: readonly string[],
  today: string,
): Promise<Map<string, TReadingPlanStats>> {
  if (!uuids.length) return new Map();
  const i = planoLeituraInscricao;
  const scheduled = sql`least(jsonb_array_length(${planoLeitura.dias}), greatest(1, (${today}::date - ${i.dataInicio}) + 1))`;
  const rows = await tx
    .select({
      uuid: i.planoUuid,
      iniciados: count().mapWith(Number),
      concluidos: sql<number>`count(*) filter (where ${i.concluidoEm} is not null)`.mapWith(Number),
      emDia: sql<number>`count(*) filter (where ${i.concluidoEm} is null
        and (select count(*) from unnest(${i.diasLidos}) as lido(dia) where lido.dia < ${scheduled}) >= ${scheduled} - 1)`.mapWith(Number),
    })
    .from(i)
    .innerJoin(planoLeitura, and(eq(planoLeitura.igrejaId, i.igrejaId), eq(planoLeitura.uuid, i.planoUuid)))
    .where(and(eq(i.igrejaId, churchId), inArray(i.planoUuid, [...uuids])))
    .groupBy(i.planoUuid);
  return new Map(rows.map(({ uuid, ...stats }) => [uuid, stats]));
}
