import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { culto } from './live.schema.ts';
import type { ServiceRow } from './live.repository.ts';

/** SQL of scheduling live services in the console (live-authoring.ts), run in the use case's church transaction. */

export type ServiceValues = Pick<
  typeof culto.$inferInsert,
  | 'titulo'
  | 'descricao'
  | 'tipo'
  | 'diaSemana'
  | 'horario'
  | 'duracaoMinutos'
  | 'fusoHorario'
  | 'inicio'
  | 'fim'
  | 'fonteTipo'
  | 'fonteValor'
>;
export type ServiceState = Pick<typeof culto.$inferInsert, 'aoVivoDesde' | 'encerradoEm' | 'flagAtivo'>;

/** Admin list cap: the most recent active services (a church keeps a handful of weekly ones and its recent streams). */
export const AUTHORED_SERVICES_MAX = 200;

export async function listAuthoredServices(tx: Tx, churchId: number): Promise<ServiceRow[]> {
  return tx
    .select()
    .from(culto)
    .where(and(eq(culto.igrejaId, churchId), eq(culto.flagAtivo, true)))
    .orderBy(desc(culto.id))
    .limit(AUTHORED_SERVICES_MAX);
}

/** The active service, its row locked for the change (two staff pressing at once apply one after the other). */
export async function lockService(tx: Tx, churchId: number, id: number): Promise<ServiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(culto)
    .where(and(eq(culto.igrejaId, churchId), eq(culto.id, id), eq(culto.flagAtivo, true)))
    .for('update')
    .limit(1);
  return row;
}

export async function insertService(tx: Tx, churchId: number, values: ServiceValues): Promise<ServiceRow> {
  const [row] = await tx
    .insert(culto)
    .values({ ...values, igrejaId: churchId })
    .returning();
  return row!;
}

export async function updateService(
  tx: Tx,
  churchId: number,
  id: number,
  values: Partial<ServiceValues & ServiceState>,
): Promise<ServiceRow> {
  const [row] = await tx
    .update(culto)
    .set(values)
    .where(and(eq(culto.igrejaId, churchId), eq(culto.id, id)))
    .returning();
  return row!;
}
