import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { planoLeitura, planoLeituraInscricao } from './reading-plans.schema.ts';

/**
 * SQL of reading plans, in the use case's transaction (reading-plans.service.ts). Every query filters by church
 * (row-level security enforces it again); progress rows also by their member, so only the owner reaches them.
 */

export type PlanRow = typeof planoLeitura.$inferSelect;
export type SubscriptionRow = typeof planoLeituraInscricao.$inferSelect;

export async function listChurchPlans(tx: Tx, churchId: number): Promise<PlanRow[]> {
  return tx
    .select()
    .from(planoLeitura)
    .where(and(eq(planoLeitura.igrejaId, churchId), eq(planoLeitura.ativo, true)))
    .orderBy(asc(planoLeitura.titulo), asc(planoLeitura.id));
}

export async function findChurchPlan(tx: Tx, churchId: number, uuid: string): Promise<PlanRow | undefined> {
  const [row] = await tx
    .select()
    .from(planoLeitura)
    .where(and(eq(planoLeitura.igrejaId, churchId), eq(planoLeitura.uuid, uuid), eq(planoLeitura.ativo, true)))
    .limit(1);
  return row;
}

export async function listSubscriptions(tx: Tx, churchId: number, usuarioId: number): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(planoLeituraInscricao)
    .where(and(eq(planoLeituraInscricao.igrejaId, churchId), eq(planoLeituraInscricao.idUsuario, usuarioId)))
    .orderBy(asc(planoLeituraInscricao.criadoEm), asc(planoLeituraInscricao.id));
}

const own = (churchId: number, usuarioId: number, uuid: string) =>
  and(eq(planoLeituraInscricao.igrejaId, churchId), eq(planoLeituraInscricao.idUsuario, usuarioId), eq(planoLeituraInscricao.uuid, uuid));

/** The member's progress row, locked for the change that follows. */
export async function findSubscription(tx: Tx, churchId: number, usuarioId: number, uuid: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(planoLeituraInscricao)
    .where(own(churchId, usuarioId, uuid))
    .limit(1)
    .for('update');
  return row;
}

/** Starts the plan, or returns the member's existing progress in it (one row per member and plan). */
export async function insertSubscription(
  tx: Tx,
  churchId: number,
  usuarioId: number,
  planoUuid: string,
  today: string,
): Promise<SubscriptionRow> {
  await tx
    .insert(planoLeituraInscricao)
    .values({ igrejaId: churchId, uuid: randomUUID(), idUsuario: usuarioId, planoUuid, dataInicio: today })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(planoLeituraInscricao)
    .where(
      and(
        eq(planoLeituraInscricao.igrejaId, churchId),
        eq(planoLeituraInscricao.idUsuario, usuarioId),
        eq(planoLeituraInscricao.planoUuid, planoUuid),
      ),
    )
    .limit(1);
  return row!;
}

export async function updateSubscription(
  tx: Tx,
  churchId: number,
  usuarioId: number,
  uuid: string,
  values: { dataInicio?: string; diasLidos?: number[]; concluidoEm?: Date | null },
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(planoLeituraInscricao)
    .set(values)
    .where(own(churchId, usuarioId, uuid))
    .returning();
  return row!;
}

export async function deleteSubscription(tx: Tx, churchId: number, usuarioId: number, uuid: string): Promise<boolean> {
  const rows = await tx
    .delete(planoLeituraInscricao)
    .where(own(churchId, usuarioId, uuid))
    .returning({ id: planoLeituraInscricao.id });
  return rows.length > 0;
}
