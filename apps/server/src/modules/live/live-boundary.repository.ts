import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { culto, cultoAgendaPublicada } from './live.schema.ts';

/** SQL of the schedule's clock-driven pushes (live-boundary-runner.ts). */

/** Every church's services that can still start or end (owner connection: all churches), with their times. */
export async function servicesWithTimes(db: Db, now: Date) {
  return db
    .select({
      igrejaId: culto.igrejaId,
      tipo: culto.tipo,
      diaSemana: culto.diaSemana,
      horario: culto.horario,
      duracaoMinutos: culto.duracaoMinutos,
      fusoHorario: culto.fusoHorario,
      inicio: culto.inicio,
      fim: culto.fim,
      aoVivoDesde: culto.aoVivoDesde,
      encerradoEm: culto.encerradoEm,
    })
    .from(culto)
    .where(and(eq(culto.flagAtivo, true), or(isNull(culto.fim), gt(culto.fim, now), isNotNull(culto.aoVivoDesde))));
}

/**
 * Claims the push of the schedule keyed `estado`: true for the one caller that changed the stored key (a row lock
 * makes a concurrent claim wait, then find the key already written and get false).
 */
export async function claimSchedulePush(tx: Tx, churchId: number, estado: string): Promise<boolean> {
  const rows = await tx
    .insert(cultoAgendaPublicada)
    .values({ igrejaId: churchId, estado })
    .onConflictDoUpdate({
      target: cultoAgendaPublicada.igrejaId,
      set: { estado, publicadoEm: sql`now()` },
      setWhere: sql`${cultoAgendaPublicada.estado} is distinct from excluded.estado`,
    })
    .returning({ igrejaId: cultoAgendaPublicada.igrejaId });
  return rows.length > 0;
}
