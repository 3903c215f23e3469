import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ofertaLote, ofertaLoteItem } from './offerings.schema.ts';
import { insertBatch } from './offerings.repository.ts';

/** SQL of a desk sale's ticket lines in the offering batches (issue 32; admin/event-desk-sale.service.ts). */

/** Whether the batch holds a desk sale's ticket line (it is then not deleted: the line follows its payment). */
export async function hasTicketLines(tx: Tx, churchId: number, loteId: number) {
  const [row] = await tx
    .select({ id: ofertaLoteItem.id })
    .from(ofertaLoteItem)
    .where(and(eq(ofertaLoteItem.igrejaId, churchId), eq(ofertaLoteItem.loteId, loteId), sql`${ofertaLoteItem.pagamentoId} is not null`))
    .limit(1);
  return row !== undefined;
}

/**
 * The church's open batch of `data` (its oldest), locked, else a new one opened by `contaId`: under a transaction
 * advisory lock of the church and day, so two desks selling at once open one batch. The row lock re-reads the
 * batch once a commit that held it ends: a batch committed meanwhile is passed over (a new one is opened).
 */
export async function lockDayBatch(tx: Tx, churchId: number, data: string, contaId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin.offerings.day:${churchId}`}), hashtext(${data}))`);
  const [open] = await tx
    .select({ id: ofertaLote.id, data: ofertaLote.data })
    .from(ofertaLote)
    .where(and(eq(ofertaLote.igrejaId, churchId), eq(ofertaLote.data, data), eq(ofertaLote.estado, 'aberto')))
    .orderBy(asc(ofertaLote.id))
    .limit(1)
    .for('update');
  if (open) return { ...open, created: false };
  const id = await insertBatch(tx, { igrejaId: churchId, data, contadoPorContaId: contaId });
  return { id, data, created: true };
}
