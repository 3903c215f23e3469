import { and, asc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { evento, eventoBilhete, eventoIngresso, eventoInscricao, eventoPergunta } from './events.schema.ts';

/**
 * SQL of authoring events in the staff console (event-authoring.ts): the event, its ticket types and their holder
 * questions, active or not. Every query filters by church; a type's stock is changed only under its row lock and
 * the table's check constraint (vendidos + reservados <= quantidade).
 */

export type AuthoringEventRow = typeof evento.$inferSelect;
export type AuthoringTypeRow = typeof eventoIngresso.$inferSelect;
export type AuthoringQuestionRow = typeof eventoPergunta.$inferSelect;
export type EventValues = Omit<typeof evento.$inferInsert, 'id' | 'igrejaId' | 'criadoEm'>;
export type TypeValues = Omit<typeof eventoIngresso.$inferInsert, 'id' | 'igrejaId' | 'eventoId' | 'vendidos' | 'reservados'>;
export type QuestionValues = Omit<typeof eventoPergunta.$inferInsert, 'id' | 'igrejaId' | 'ingressoId'>;

/** The event whatever its state (a cancelled one too), locked for the change when asked. */
export async function findAuthoringEvent(tx: Tx, churchId: number, id: number, { lock = false } = {}) {
  const q = tx
    .select()
    .from(evento)
    .where(and(eq(evento.igrejaId, churchId), eq(evento.id, id)))
    .limit(1);
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

/** Every ticket type of the event (switched off too), in order; locked in id order when asked (as a purchase locks them). */
export async function authoringTypes(tx: Tx, churchId: number, eventId: number, { lock = false } = {}): Promise<AuthoringTypeRow[]> {
  const where = and(eq(eventoIngresso.igrejaId, churchId), eq(eventoIngresso.eventoId, eventId));
  if (lock) {
    const locked = await tx.select().from(eventoIngresso).where(where).orderBy(asc(eventoIngresso.id)).for('update');
    return locked.sort((a, b) => a.ordem - b.ordem || a.id - b.id);
  }
  return tx.select().from(eventoIngresso).where(where).orderBy(asc(eventoIngresso.ordem), asc(eventoIngresso.id));
}

export async function authoringQuestions(tx: Tx, churchId: number, typeIds: number[]): Promise<AuthoringQuestionRow[]> {
  if (!typeIds.length) return [];
  return tx
    .select()
    .from(eventoPergunta)
    .where(and(eq(eventoPergunta.igrejaId, churchId), inArray(eventoPergunta.ingressoId, typeIds)))
    .orderBy(asc(eventoPergunta.ordem), asc(eventoPergunta.id));
}

/** The types among `typeIds` that ever issued a ticket (a cancelled registration's too: its rows reference the type). */
export async function typesWithTickets(tx: Tx, churchId: number, typeIds: number[]): Promise<Set<number>> {
  if (!typeIds.length) return new Set();
  const rows = await tx
    .selectDistinct({ id: eventoBilhete.ingressoId })
    .from(eventoBilhete)
    .where(and(eq(eventoBilhete.igrejaId, churchId), inArray(eventoBilhete.ingressoId, typeIds)));
  return new Set(rows.map((r) => r.id));
}

export async function insertEvent(tx: Tx, churchId: number, values: EventValues): Promise<AuthoringEventRow> {
  const [row] = await tx
    .insert(evento)
    .values({ ...values, igrejaId: churchId })
    .returning();
  return row!;
}

/**
 * Claims the event's members' notice: `notificado_em` set in the same UPDATE that returns the row, only while it is
 * null, the event active and not over, so of two claims at once only one gets the row.
 */
export async function claimEventNotice(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .update(evento)
    .set({ notificadoEm: sql`now()` })
    .where(
      and(
        eq(evento.igrejaId, churchId),
        eq(evento.id, id),
        isNull(evento.notificadoEm),
        eq(evento.flagAtivo, true),
        gt(evento.dataFim, sql`now()`),
      ),
    )
    .returning({ titulo: evento.titulo, resumo: evento.resumo });
  return row;
}

export async function updateEvent(tx: Tx, churchId: number, id: number, values: Partial<EventValues>) {
  await tx
    .update(evento)
    .set(values)
    .where(and(eq(evento.igrejaId, churchId), eq(evento.id, id)));
}

export async function insertType(tx: Tx, churchId: number, eventId: number, values: TypeValues): Promise<number> {
  const [row] = await tx
    .insert(eventoIngresso)
    .values({ ...values, igrejaId: churchId, eventoId: eventId })
    .returning({ id: eventoIngresso.id });
  return row!.id;
}

export async function updateType(tx: Tx, churchId: number, id: number, values: Partial<TypeValues>) {
  await tx
    .update(eventoIngresso)
    .set(values)
    .where(and(eq(eventoIngresso.igrejaId, churchId), eq(eventoIngresso.id, id)));
}

/** Removes types (their questions go with them: foreign key cascade); the caller checked none has tickets. */
export async function deleteTypes(tx: Tx, churchId: number, ids: number[]) {
  if (!ids.length) return;
  await tx.delete(eventoIngresso).where(and(eq(eventoIngresso.igrejaId, churchId), inArray(eventoIngresso.id, ids)));
}

export async function insertQuestion(tx: Tx, churchId: number, typeId: number, values: QuestionValues) {
  await tx.insert(eventoPergunta).values({ ...values, igrejaId: churchId, ingressoId: typeId });
}

export async function updateQuestion(tx: Tx, churchId: number, id: number, values: QuestionValues) {
  await tx
    .update(eventoPergunta)
    .set(values)
    .where(and(eq(eventoPergunta.igrejaId, churchId), eq(eventoPergunta.id, id)));
}

/** Removes the type's questions other than `keep` (answers given stay on the tickets, which store the question's text). */
export async function deleteQuestionsExcept(tx: Tx, churchId: number, typeId: number, keep: number[]) {
  await tx
    .delete(eventoPergunta)
    .where(
      and(
        eq(eventoPergunta.igrejaId, churchId),
        eq(eventoPergunta.ingressoId, typeId),
        keep.length ? notInArray(eventoPergunta.id, keep) : undefined,
      ),
    );
}

/** Ids of the event's registrations not yet cancelled, oldest first, at most `limit`. */
export async function openRegistrationIds(tx: Tx, churchId: number, eventId: number, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: eventoInscricao.id })
    .from(eventoInscricao)
    .where(
      and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.eventoId, eventId), sql`${eventoInscricao.status} <> 'cancelada'`),
    )
    .orderBy(asc(eventoInscricao.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
