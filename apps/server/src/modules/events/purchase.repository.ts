import type { THolderAnswer } from '@congrega/contract/events';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { eventoBilhete, eventoIngresso, eventoInscricao } from './events.schema.ts';

/**
 * SQL of the purchase and of the registration's later changes (payment approved, expired, cancelled). Stock is
 * only ever changed under the ticket type's row lock (`lockTicketTypes`) and the table's check constraint
 * (vendidos + reservados <= quantidade) refuses any change that would oversell, whatever the caller did.
 */

export type RegistrationRow = typeof eventoInscricao.$inferSelect;

/**
 * Locks the event's chosen ticket types (in id order, so two purchases of the same types never deadlock) and
 * reads their stock as committed. Another purchase of any of them waits here until this transaction ends.
 */
export async function lockTicketTypes(tx: Tx, churchId: number, eventId: number, ids: number[]) {
  return tx
    .select()
    .from(eventoIngresso)
    .where(and(eq(eventoIngresso.igrejaId, churchId), eq(eventoIngresso.eventoId, eventId), inArray(eventoIngresso.id, ids)))
    .orderBy(asc(eventoIngresso.id))
    .for('update');
}

/** Moves stock of a locked type: `vendidos`/`reservados` deltas (the check constraint refuses an oversell). */
export async function moveStock(tx: Tx, churchId: number, ingressoId: number, delta: { vendidos?: number; reservados?: number }) {
  await tx
    .update(eventoIngresso)
    .set({
      vendidos: sql`${eventoIngresso.vendidos} + ${delta.vendidos ?? 0}`,
      reservados: sql`${eventoIngresso.reservados} + ${delta.reservados ?? 0}`,
    })
    .where(and(eq(eventoIngresso.igrejaId, churchId), eq(eventoIngresso.id, ingressoId)));
}

export async function insertRegistration(tx: Tx, churchId: number, values: Omit<typeof eventoInscricao.$inferInsert, 'igrejaId' | 'id'>) {
  const [row] = await tx
    .insert(eventoInscricao)
    .values({ ...values, igrejaId: churchId })
    .returning();
  return row!;
}

export async function insertTickets(
  tx: Tx,
  churchId: number,
  inscricaoId: number,
  tickets: { ingressoId: number; titular: string; respostas: THolderAnswer[]; codigo: string }[],
) {
  return tx
    .insert(eventoBilhete)
    .values(tickets.map((t) => ({ ...t, igrejaId: churchId, inscricaoId })))
    .returning();
}

export async function updateRegistration(
  tx: Tx,
  churchId: number,
  id: number,
  values: Partial<Pick<RegistrationRow, 'status' | 'idPagamento'>>,
) {
  const [row] = await tx
    .update(eventoInscricao)
    .set(values)
    .where(and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.id, id)))
    .returning();
  return row!;
}

/** The registration a payment pays for, locked for the status change. */
export async function lockRegistrationByPayment(tx: Tx, churchId: number, paymentId: number) {
  const [row] = await tx
    .select()
    .from(eventoInscricao)
    .where(and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.idPagamento, paymentId)))
    .for('update')
    .limit(1);
  return row;
}

/** Tickets of a registration per type. */
export async function ticketCountsByType(tx: Tx, churchId: number, inscricaoId: number) {
  return tx
    .select({ ingressoId: eventoBilhete.ingressoId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(eventoBilhete)
    .where(and(eq(eventoBilhete.igrejaId, churchId), eq(eventoBilhete.inscricaoId, inscricaoId)))
    .groupBy(eventoBilhete.ingressoId)
    .orderBy(asc(eventoBilhete.ingressoId));
}

/** Locks ticket types by id (a status change moves their stock). */
export async function lockTicketTypesById(tx: Tx, churchId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: eventoIngresso.id })
    .from(eventoIngresso)
    .where(and(eq(eventoIngresso.igrejaId, churchId), inArray(eventoIngresso.id, ids)))
    .orderBy(asc(eventoIngresso.id))
    .for('update');
}

export async function markRegistrationMailed(tx: Tx, churchId: number, id: number) {
  await tx
    .update(eventoInscricao)
    .set({ emailEnviadoEm: sql`now()` })
    .where(and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.id, id)));
}

/** What the event may require of a member buyer (EVT_REG_026) and the payment needs (name, e-mail, country). */
export async function findBuyerProfile(tx: Tx, churchId: number, usuarioId: number) {
  const [row] = await tx
    .select({
      cpf: usuario.cpf,
      telefone: usuario.telefone,
      dataNascimento: usuario.dataNascimento,
      email: usuario.email,
      nome: usuario.nome,
    })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId)))
    .limit(1);
  return row;
}
