import type { THolderAnswer } from '@congrega/contract/events';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventoCheckin } from '../admin/door.schema.ts';
import { eventoBilhete, eventoInscricao } from './events.schema.ts';

/** SQL of the staff console's changes to a registration (cancel, resend, move a ticket), in the caller's transaction. */

/** A ticket of the registration, locked, with its admission (undefined: not one of it). */
export async function lockRegistrationTicket(tx: Tx, churchId: number, inscricaoId: number, ticketId: number) {
  const [row] = await tx
    .select({
      id: eventoBilhete.id,
      ingressoId: eventoBilhete.ingressoId,
      titular: eventoBilhete.titular,
      respostas: eventoBilhete.respostas,
      checkinId: eventoCheckin.id,
    })
    .from(eventoBilhete)
    .leftJoin(eventoCheckin, and(eq(eventoCheckin.igrejaId, churchId), eq(eventoCheckin.bilheteId, eventoBilhete.id)))
    .where(and(eq(eventoBilhete.igrejaId, churchId), eq(eventoBilhete.inscricaoId, inscricaoId), eq(eventoBilhete.id, ticketId)))
    .for('update', { of: eventoBilhete });
  return row;
}

/** A new holder for the ticket, with a new code (the old one no longer names any ticket). */
export async function updateTicketHolder(
  tx: Tx,
  churchId: number,
  ticketId: number,
  values: { titular: string; respostas: THolderAnswer[]; codigo: string },
) {
  await tx
    .update(eventoBilhete)
    .set(values)
    .where(and(eq(eventoBilhete.igrejaId, churchId), eq(eventoBilhete.id, ticketId)));
}

/** Marks the tickets e-mail as not sent, so the job sends it again (the resend). */
export async function clearRegistrationMailed(tx: Tx, churchId: number, inscricaoId: number) {
  await tx
    .update(eventoInscricao)
    .set({ emailEnviadoEm: null })
    .where(and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.id, inscricaoId)));
}

/** Whether the tickets e-mail went out less than `seconds` ago (the database's clock). */
export async function mailedWithin(tx: Tx, churchId: number, inscricaoId: number, seconds: number): Promise<boolean> {
  const [row] = await tx
    .select({ recent: sql<boolean>`${eventoInscricao.emailEnviadoEm} > now() - make_interval(secs => ${seconds})` })
    .from(eventoInscricao)
    .where(and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.id, inscricaoId)));
  return row?.recent === true;
}
