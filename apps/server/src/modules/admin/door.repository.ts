import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventoCheckin, eventoCheckinSync } from './door.schema.ts';
import { staffName } from './offerings.repository.ts';

/** SQL of the door check-in (door.schema.ts): every function runs in the caller's church transaction. */

export type { CheckinSnapshot } from './door.schema.ts';
export type CheckinInsert = typeof eventoCheckin.$inferInsert;
export type SyncInsert = typeof eventoCheckinSync.$inferInsert;

function checkinColumns(churchId: number) {
  return {
    id: eventoCheckin.id,
    bilheteId: eventoCheckin.bilheteId,
    contaId: eventoCheckin.admitidoPorContaId,
    nome: staffName(eventoCheckin.admitidoPorContaId, churchId),
    dispositivo: eventoCheckin.dispositivo,
    porta: eventoCheckin.porta,
    em: eventoCheckin.em,
    localId: eventoCheckin.localId,
  };
}
export type CheckinRow = Awaited<ReturnType<typeof findCheckin>> & object;

/** Admits a ticket unless it already is (the unique index decides between parallel scans): the new row's id, or undefined. */
export async function insertCheckin(tx: Tx, values: CheckinInsert): Promise<number | undefined> {
  const [row] = await tx.insert(eventoCheckin).values(values).onConflictDoNothing().returning({ id: eventoCheckin.id });
  return row?.id;
}

export async function findCheckin(tx: Tx, churchId: number, bilheteId: number, { lock = false } = {}) {
  const q = tx
    .select(checkinColumns(churchId))
    .from(eventoCheckin)
    .where(and(eq(eventoCheckin.igrejaId, churchId), eq(eventoCheckin.bilheteId, bilheteId)));
  const [row] = await (lock ? q.for('update', { of: eventoCheckin }) : q);
  return row;
}

/** An earlier admission (by client time) takes the ticket's row. */
export async function replaceCheckin(
  tx: Tx,
  churchId: number,
  id: number,
  values: Omit<CheckinInsert, 'igrejaId' | 'eventoId' | 'bilheteId'>,
) {
  await tx
    .update(eventoCheckin)
    .set({ ...values, recebidoEm: sql`now()` })
    .where(and(eq(eventoCheckin.igrejaId, churchId), eq(eventoCheckin.id, id)));
}

/** Each admitted ticket of the event with its admission time. */
export function checkinTimesOfEvent(tx: Tx, churchId: number, eventId: number) {
  return tx
    .select({ bilheteId: eventoCheckin.bilheteId, em: eventoCheckin.em })
    .from(eventoCheckin)
    .where(and(eq(eventoCheckin.igrejaId, churchId), eq(eventoCheckin.eventoId, eventId)));
}

export function checkinsOfTickets(tx: Tx, churchId: number, bilheteIds: number[]) {
  return tx
    .select(checkinColumns(churchId))
    .from(eventoCheckin)
    .where(and(eq(eventoCheckin.igrejaId, churchId), inArray(eventoCheckin.bilheteId, bilheteIds.length ? bilheteIds : [0])));
}

export async function eventCounts(tx: Tx, churchId: number, eventId: number): Promise<{ admitidos: number; conflitos: number }> {
  const [admitted] = await tx
    .select({ n: count() })
    .from(eventoCheckin)
    .where(and(eq(eventoCheckin.igrejaId, churchId), eq(eventoCheckin.eventoId, eventId)));
  const [conflicts] = await tx
    .select({ n: count() })
    .from(eventoCheckinSync)
    .where(and(eq(eventoCheckinSync.igrejaId, churchId), eq(eventoCheckinSync.eventoId, eventId), eq(eventoCheckinSync.conflito, true)));
  return { admitidos: admitted?.n ?? 0, conflitos: conflicts?.n ?? 0 };
}

/** The synced items of a device already recorded, by local id. */
export function findSyncRows(tx: Tx, churchId: number, eventId: number, dispositivo: string, localIds: string[]) {
  return tx
    .select({ localId: eventoCheckinSync.localId, resultado: eventoCheckinSync.resultado })
    .from(eventoCheckinSync)
    .where(
      and(
        eq(eventoCheckinSync.igrejaId, churchId),
        eq(eventoCheckinSync.eventoId, eventId),
        eq(eventoCheckinSync.dispositivo, dispositivo),
        inArray(eventoCheckinSync.localId, localIds.length ? localIds : ['']),
      ),
    );
}

/** Records a synced item once: false when a parallel retry recorded it first. */
export async function insertSyncRow(tx: Tx, values: SyncInsert): Promise<boolean> {
  const rows = await tx.insert(eventoCheckinSync).values(values).onConflictDoNothing().returning({ id: eventoCheckinSync.id });
  return rows.length > 0;
}

export function conflictRows(tx: Tx, churchId: number, eventId: number, limit: number) {
  return tx
    .select({
      id: eventoCheckinSync.id,
      bilheteId: eventoCheckinSync.bilheteId,
      resultado: eventoCheckinSync.resultado,
      contaId: eventoCheckinSync.admitidoPorContaId,
      nome: staffName(eventoCheckinSync.admitidoPorContaId, churchId),
      dispositivo: eventoCheckinSync.dispositivo,
      porta: eventoCheckinSync.porta,
      em: eventoCheckinSync.em,
      outra: eventoCheckinSync.outra,
      venceu: eventoCheckinSync.venceu,
      recebidoEm: eventoCheckinSync.recebidoEm,
    })
    .from(eventoCheckinSync)
    .where(and(eq(eventoCheckinSync.igrejaId, churchId), eq(eventoCheckinSync.eventoId, eventId), eq(eventoCheckinSync.conflito, true)))
    .orderBy(desc(eventoCheckinSync.recebidoEm), desc(eventoCheckinSync.id))
    .limit(limit);
}
