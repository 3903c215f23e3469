import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { culto } from './live.schema.ts';

/** SQL of live services, run in the use case's church transaction (live.service.ts, chat). */

export type ServiceRow = typeof culto.$inferSelect;

/** Active weekly services, one-off streams not yet ended, and any service put live by hand (occurrence.ts decides). */
export async function listServices(tx: Tx, churchId: number, now: Date, limit: number): Promise<ServiceRow[]> {
  return tx
    .select()
    .from(culto)
    .where(
      and(eq(culto.igrejaId, churchId), eq(culto.flagAtivo, true), or(isNull(culto.fim), gt(culto.fim, now), isNotNull(culto.aoVivoDesde))),
    )
    .orderBy(culto.id)
    .limit(limit);
}

export async function findService(tx: Tx, churchId: number, id: number): Promise<ServiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(culto)
    .where(and(eq(culto.igrejaId, churchId), eq(culto.id, id), eq(culto.flagAtivo, true)))
    .limit(1);
  return row;
}
