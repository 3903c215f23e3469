import { WAITLIST_OFFER_MINUTES } from '@congrega/contract/events-waitlist';
import type { FastifyInstance } from 'fastify';
import { publicReadsChanged } from '../../core/public-reads.ts';
import type { Tx } from '../../db/client.ts';
import { publishStock } from './event-live.ts';
import { lockTicketTypesById, moveStock } from './purchase.repository.ts';
import { remaining } from './ticket-rules.ts';
import { queueOfferMail } from './waitlist-mail.ts';
import {
  activePlacesOf,
  churchesWithOverdueOffers,
  endPlaces,
  findOfferableType,
  markOffered,
  nextWaiting,
  overdueOffers,
  reopenOffer,
  stockSnapshot,
  unexpiredOffersOf,
} from './waitlist.repository.ts';

/**
 * Released seats and the waitlist (contract events-waitlist.ts). Every transaction that changes a ticket type's
 * stock ends with `stockChanged` while it still holds the types' row locks: the free seats of each type go to the
 * first in its line (each offer holds one seat in `reservados` for WAITLIST_OFFER_MINUTES), then the types'
 * availability is read. Since every change of a type's line or stock happens under that lock, two seats released
 * at once (two transactions) offer to two different members: the second sees the first's offer committed. After
 * the commit, the returned work ends the church's cached event reads (core/public-reads.ts), publishes the
 * availability (event-live.ts) and queues the offer e-mails.
 */

const MINUTE = 60_000;

/** Offers each type's free seats to those waiting, in order of arrival (nothing once sales or the event ended). */
async function offerFreeSeats(tx: Tx, churchId: number, typeIds: number[], now: Date): Promise<number[]> {
  const offered: number[] = [];
  for (const typeId of typeIds) {
    const type = await findOfferableType(tx, churchId, typeId);
    if (!type || !type.flagAtivo || !type.eventoAtivo || type.dataFim <= now || (type.fimVendas !== null && type.fimVendas <= now))
      continue;
    let free = remaining(type);
    // A place deleted meanwhile (an account erased, which takes no type lock for a mere wait) is skipped: ask again
    // (a few rounds at most; a seat left over is simply on sale).
    for (let round = 0; free > 0 && round < 5; round += 1) {
      const next = await nextWaiting(tx, churchId, typeId, free);
      if (next.length === 0) break;
      const made = await markOffered(tx, churchId, next, now, new Date(now.getTime() + WAITLIST_OFFER_MINUTES * MINUTE));
      if (made.length > 0) await moveStock(tx, churchId, typeId, { reservados: made.length });
      offered.push(...made);
      free -= made.length;
    }
  }
  return offered;
}

/**
 * The end of a transaction that changed the types' stock (the caller holds their locks): offers, then the read of
 * what the live pages show. Returns the work for after the commit (never throws for the publish).
 */
export async function stockChanged(
  app: FastifyInstance,
  tx: Tx,
  churchId: number,
  typeIds: number[],
  now = new Date(),
): Promise<() => Promise<void>> {
  const ids = [...new Set(typeIds)].sort((a, b) => a - b);
  const offered = await offerFreeSeats(tx, churchId, ids, now);
  const snapshot = await stockSnapshot(tx, churchId, ids);
  return async () => {
    await publicReadsChanged(app, churchId, 'events');
    await publishStock(app, churchId, snapshot);
    for (const placeId of offered) await queueOfferMail(app, churchId, placeId);
  };
}

/**
 * Ends offered places (the offer expired, its member left or bought): each one's held seat goes back to the type
 * (the caller holds the types' locks and then calls stockChanged, which passes it on).
 */
export async function releaseOffers(tx: Tx, churchId: number, ended: { ingressoId: number }[]): Promise<void> {
  const perType = new Map<number, number>();
  for (const { ingressoId } of ended) perType.set(ingressoId, (perType.get(ingressoId) ?? 0) + 1);
  for (const [ingressoId, n] of [...perType].sort(([a], [b]) => a - b)) await moveStock(tx, churchId, ingressoId, { reservados: -n });
}

/**
 * The expiry job (waitlist.jobs.ts): per church, the offers past their time end as `expirada` under their types'
 * locks (only those still offered: a purchase or a second run that got there first leaves nothing to do), their
 * seats go to the next in line. Safe with any number of copies and runs: each offer ends once. How many ended.
 */
export async function expireOffers(app: FastifyInstance, now = new Date()): Promise<number> {
  let expired = 0;
  for (const churchId of await churchesWithOverdueOffers(app.database.db, now)) {
    const after = await app.database.withChurch(churchId, async (tx) => {
      const overdue = await overdueOffers(tx, churchId, now);
      const typeIds = [...new Set(overdue.map((o) => o.ingressoId))];
      if (typeIds.length === 0) return undefined;
      await lockTicketTypesById(tx, churchId, typeIds);
      const ended = await endPlaces(
        tx,
        churchId,
        overdue.map((o) => o.id),
        'expirada',
        ['oferta'],
      );
      if (ended.length === 0) return undefined;
      expired += ended.length;
      await releaseOffers(tx, churchId, ended);
      return stockChanged(app, tx, churchId, typeIds, now);
    });
    await after?.();
  }
  return expired;
}

/** The buyer's unexpired offers among the types: one held seat each (lockChoices counts them as left). */
export function heldSeatsOf(tx: Tx, churchId: number, usuarioId: number, now: Date) {
  return async (typeIds: number[]): Promise<Map<number, number>> => {
    const held = new Map<number, number>();
    for (const { ingressoId } of await unexpiredOffersOf(tx, churchId, usuarioId, typeIds, now, 'oferta'))
      held.set(ingressoId, (held.get(ingressoId) ?? 0) + 1);
    return held;
  };
}

/**
 * A member bought these types (under their locks): their places in those lines end as `comprada`, and each held
 * offer gives its seat back before the purchase holds its own (the check constraint counts both otherwise).
 */
export async function takePlaces(tx: Tx, churchId: number, usuarioId: number, typeIds: number[]): Promise<void> {
  const places = await activePlacesOf(tx, churchId, usuarioId, typeIds);
  if (places.length === 0) return;
  const ended = await endPlaces(
    tx,
    churchId,
    places.map((p) => p.id),
    'comprada',
    ['aguardando', 'oferta'],
  );
  const offers = new Set(places.filter((p) => p.status === 'oferta').map((p) => p.id));
  await releaseOffers(
    tx,
    churchId,
    ended.filter((e) => offers.has(e.id)),
  );
}

/**
 * A pending order released before it was paid (a declined card): the seats its buyer held by a waitlist offer that
 * still runs are theirs again (the place back to `oferta`, its end and e-mail unchanged), before stockChanged offers
 * the rest. The caller holds the types' locks and has just freed at least those seats.
 */
export async function reopenOffers(tx: Tx, churchId: number, usuarioId: number, typeIds: number[], now: Date): Promise<void> {
  const reopened = new Set<number>();
  for (const place of await unexpiredOffersOf(tx, churchId, usuarioId, typeIds, now, 'comprada')) {
    if (reopened.has(place.ingressoId) || (await activePlacesOf(tx, churchId, usuarioId, [place.ingressoId])).length > 0) continue;
    reopened.add(place.ingressoId);
    await reopenOffer(tx, churchId, place.id);
    await moveStock(tx, churchId, place.ingressoId, { reservados: 1 });
  }
}
