import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { igreja } from '../../db/church-table.ts';
import { evento, eventoIngresso } from './events.schema.ts';
import { eventoListaEspera } from './waitlist.schema.ts';

/**
 * SQL of the waitlist (waitlist.schema.ts). Every status change runs under the ticket type's row lock
 * (purchase.repository.ts lockTicketTypesById / lockTicketTypes), which the callers take first.
 */

export type WaitlistRow = typeof eventoListaEspera.$inferSelect;

const ACTIVE = sql`${eventoListaEspera.status} in ('aguardando', 'oferta')`;

/** A ticket type of the event with the event's end, locked (FOR UPDATE of the type row only). */
export async function lockTypeOfEvent(tx: Tx, churchId: number, eventId: number, typeId: number) {
  const [row] = await tx
    .select()
    .from(eventoIngresso)
    .where(and(eq(eventoIngresso.igrejaId, churchId), eq(eventoIngresso.eventoId, eventId), eq(eventoIngresso.id, typeId)))
    .for('update')
    .limit(1);
  return row;
}

/** The type's stock and sales window with its event's end and state (read under the caller's lock). */
export async function findOfferableType(tx: Tx, churchId: number, typeId: number) {
  const [row] = await tx
    .select({
      quantidade: eventoIngresso.quantidade,
      vendidos: eventoIngresso.vendidos,
      reservados: eventoIngresso.reservados,
      fimVendas: eventoIngresso.fimVendas,
      flagAtivo: eventoIngresso.flagAtivo,
      eventoAtivo: evento.flagAtivo,
      dataFim: evento.dataFim,
    })
    .from(eventoIngresso)
    .innerJoin(evento, and(eq(evento.igrejaId, churchId), eq(evento.id, eventoIngresso.eventoId)))
    .where(and(eq(eventoIngresso.igrejaId, churchId), eq(eventoIngresso.id, typeId)))
    .limit(1);
  return row;
}

/** The member's place (waiting or offered) in a type's line. */
export async function findActivePlace(tx: Tx, churchId: number, typeId: number, usuarioId: number) {
  const [row] = await tx
    .select()
    .from(eventoListaEspera)
    .where(
      and(
        eq(eventoListaEspera.igrejaId, churchId),
        eq(eventoListaEspera.ingressoId, typeId),
        eq(eventoListaEspera.idUsuario, usuarioId),
        ACTIVE,
      ),
    )
    .limit(1);
  return row;
}

export async function insertPlace(
  tx: Tx,
  churchId: number,
  values: { eventoId: number; ingressoId: number; idUsuario: number; idioma: string },
) {
  const [row] = await tx
    .insert(eventoListaEspera)
    .values({ ...values, igrejaId: churchId, status: 'aguardando' })
    .returning();
  return row!;
}

/**
 * The member's active places among the types, each with its place in line (waiting ones: how many waiting
 * joined before, plus one).
 */
export async function placesOfMember(tx: Tx, churchId: number, usuarioId: number, typeIds: number[]) {
  if (typeIds.length === 0) return [];
  const ahead = sql<number>`(select count(*) from ${eventoListaEspera} as "antes"
    where "antes"."igreja_id" = "evento_lista_espera"."igreja_id" and "antes"."ingresso_id" = "evento_lista_espera"."ingresso_id"
      and "antes"."status" = 'aguardando' and "antes"."id" < "evento_lista_espera"."id")`.mapWith(Number);
  return tx
    .select({
      id: eventoListaEspera.id,
      ingressoId: eventoListaEspera.ingressoId,
      status: eventoListaEspera.status,
      ofertaExpiraEm: eventoListaEspera.ofertaExpiraEm,
      antes: ahead,
    })
    .from(eventoListaEspera)
    .where(
      and(
        eq(eventoListaEspera.igrejaId, churchId),
        eq(eventoListaEspera.idUsuario, usuarioId),
        inArray(eventoListaEspera.ingressoId, typeIds),
        ACTIVE,
      ),
    );
}

/** Ends places (left, bought, expired), only those still in the given states; the rows changed. */
export async function endPlaces(
  tx: Tx,
  churchId: number,
  ids: number[],
  status: 'comprada' | 'expirada' | 'saiu',
  from: readonly ('aguardando' | 'oferta')[],
) {
  if (ids.length === 0) return [];
  return tx
    .update(eventoListaEspera)
    .set({ status, atualizadoEm: sql`now()` })
    .where(and(eq(eventoListaEspera.igrejaId, churchId), inArray(eventoListaEspera.id, ids), inArray(eventoListaEspera.status, [...from])))
    .returning({ id: eventoListaEspera.id, ingressoId: eventoListaEspera.ingressoId });
}

/** The first `n` waiting in a type's line, in order of arrival. */
export async function nextWaiting(tx: Tx, churchId: number, typeId: number, n: number): Promise<number[]> {
  const rows = await tx
    .select({ id: eventoListaEspera.id })
    .from(eventoListaEspera)
    .where(
      and(eq(eventoListaEspera.igrejaId, churchId), eq(eventoListaEspera.ingressoId, typeId), eq(eventoListaEspera.status, 'aguardando')),
    )
    .orderBy(asc(eventoListaEspera.id))
    .limit(n);
  return rows.map((r) => r.id);
}

/** Offers the places still waiting among `ids`; the ids offered. */
export async function markOffered(tx: Tx, churchId: number, ids: number[], now: Date, expiresAt: Date): Promise<number[]> {
  const rows = await tx
    .update(eventoListaEspera)
    .set({ status: 'oferta', ofertadaEm: now, ofertaExpiraEm: expiresAt, ofertaEmailEm: null, atualizadoEm: sql`now()` })
    .where(and(eq(eventoListaEspera.igrejaId, churchId), inArray(eventoListaEspera.id, ids), eq(eventoListaEspera.status, 'aguardando')))
    .returning({ id: eventoListaEspera.id });
  return rows.map((r) => r.id);
}

/**
 * The member's places among the types whose offer still runs, newest first: `oferta`, the seats held for them; or
 * `comprada`, bought with an offer whose payment was then refused (the offer is theirs again until it ends).
 */
export async function unexpiredOffersOf(
  tx: Tx,
  churchId: number,
  usuarioId: number,
  typeIds: number[],
  now: Date,
  status: 'oferta' | 'comprada',
) {
  if (typeIds.length === 0) return [];
  return tx
    .select({ id: eventoListaEspera.id, ingressoId: eventoListaEspera.ingressoId })
    .from(eventoListaEspera)
    .where(
      and(
        eq(eventoListaEspera.igrejaId, churchId),
        eq(eventoListaEspera.idUsuario, usuarioId),
        inArray(eventoListaEspera.ingressoId, typeIds),
        eq(eventoListaEspera.status, status),
        sql`${eventoListaEspera.ofertaExpiraEm} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(eventoListaEspera.id));
}

/** The member's active places among the types (a purchase of those types ends them). */
export async function activePlacesOf(tx: Tx, churchId: number, usuarioId: number, typeIds: number[]) {
  if (typeIds.length === 0) return [];
  return tx
    .select({ id: eventoListaEspera.id, ingressoId: eventoListaEspera.ingressoId, status: eventoListaEspera.status })
    .from(eventoListaEspera)
    .where(
      and(
        eq(eventoListaEspera.igrejaId, churchId),
        eq(eventoListaEspera.idUsuario, usuarioId),
        inArray(eventoListaEspera.ingressoId, typeIds),
        ACTIVE,
      ),
    );
}

/** Churches with an offer past its time (owner connection: the expiry job's first read). */
export async function churchesWithOverdueOffers(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ churchId: eventoListaEspera.igrejaId })
    .from(eventoListaEspera)
    .where(and(eq(eventoListaEspera.status, 'oferta'), lte(eventoListaEspera.ofertaExpiraEm, now)));
  return rows.map((r) => r.churchId);
}

/** Offers past their time: id and type (the caller locks the types, then ends them with endPlaces). */
export async function overdueOffers(tx: Tx, churchId: number, now: Date) {
  return tx
    .select({ id: eventoListaEspera.id, ingressoId: eventoListaEspera.ingressoId })
    .from(eventoListaEspera)
    .where(
      and(eq(eventoListaEspera.igrejaId, churchId), eq(eventoListaEspera.status, 'oferta'), lte(eventoListaEspera.ofertaExpiraEm, now)),
    )
    .orderBy(asc(eventoListaEspera.ingressoId), asc(eventoListaEspera.id));
}

/** Members waiting and holding offers per ticket type of an event (staff). */
export async function waitlistCounts(tx: Tx, churchId: number, eventId: number) {
  return tx
    .select({
      ingressoId: eventoListaEspera.ingressoId,
      aguardando: sql<number>`count(*) filter (where ${eventoListaEspera.status} = 'aguardando')`.mapWith(Number),
      ofertas: sql<number>`count(*) filter (where ${eventoListaEspera.status} = 'oferta')`.mapWith(Number),
    })
    .from(eventoListaEspera)
    .where(and(eq(eventoListaEspera.igrejaId, churchId), eq(eventoListaEspera.eventoId, eventId), ACTIVE))
    .groupBy(eventoListaEspera.ingressoId)
    .orderBy(asc(eventoListaEspera.ingressoId));
}

/**
 * The types' stock with the database clock, read while the caller holds their locks: a later change of a type
 * reads a later clock, so the live page can keep the newest.
 */
export async function stockSnapshot(tx: Tx, churchId: number, typeIds: number[]) {
  if (typeIds.length === 0) return [];
  return tx
    .select({
      id: eventoIngresso.id,
      eventoId: eventoIngresso.eventoId,
      quantidade: eventoIngresso.quantidade,
      vendidos: eventoIngresso.vendidos,
      reservados: eventoIngresso.reservados,
      em: sql<string>`to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(eventoIngresso)
    .where(and(eq(eventoIngresso.igrejaId, churchId), inArray(eventoIngresso.id, typeIds)))
    .orderBy(asc(eventoIngresso.id));
}

/** What the offer e-mail needs: the place, its member, type, event and church. */
export async function findOfferMailData(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select({
      place: eventoListaEspera,
      email: usuario.email,
      nome: usuario.nome,
      tipoNome: eventoIngresso.nome,
      eventoTitulo: evento.titulo,
      eventoInicio: evento.dataInicio,
      churchName: igreja.nome,
      slug: igreja.slug,
      fusoHorario: igreja.fusoHorario,
    })
    .from(eventoListaEspera)
    .innerJoin(usuario, and(eq(usuario.igrejaId, churchId), eq(usuario.id, eventoListaEspera.idUsuario)))
    .innerJoin(eventoIngresso, and(eq(eventoIngresso.igrejaId, churchId), eq(eventoIngresso.id, eventoListaEspera.ingressoId)))
    .innerJoin(evento, and(eq(evento.igrejaId, churchId), eq(evento.id, eventoListaEspera.eventoId)))
    .innerJoin(igreja, eq(igreja.id, churchId))
    .where(and(eq(eventoListaEspera.igrejaId, churchId), eq(eventoListaEspera.id, id)))
    .limit(1);
  return row;
}

/** Records the offer e-mail as sent, only for the offer it was about (not one made again later). */
export async function markOfferMailed(tx: Tx, churchId: number, id: number, ofertadaEm: Date) {
  await tx
    .update(eventoListaEspera)
    .set({ ofertaEmailEm: sql`now()` })
    .where(and(eq(eventoListaEspera.igrejaId, churchId), eq(eventoListaEspera.id, id), eq(eventoListaEspera.ofertadaEm, ofertadaEm)));
}

export async function reopenOffer(tx: Tx, churchId: number, id: number) {
  await tx
    .update(eventoListaEspera)
    .set({ status: 'oferta', atualizadoEm: sql`now()` })
    .where(and(eq(eventoListaEspera.igrejaId, churchId), eq(eventoListaEspera.id, id), eq(eventoListaEspera.status, 'comprada')));
}
