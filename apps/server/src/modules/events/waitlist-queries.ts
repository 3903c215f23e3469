import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { lockTicketTypesById } from './purchase.repository.ts';
import { stockChanged } from './waitlist-offers.ts';
import { waitlistCounts } from './waitlist.repository.ts';

/**
 * The waitlist for the staff console (through the door, events.public.ts), in the caller's church transaction
 * (admin/admin-tx.ts adminRead / adminWrite).
 */

export interface WaitlistCount {
  ingressoId: number;
  /** Members waiting in line. */
  aguardando: number;
  /** Seats held for a member by an offer not yet bought, left or expired. */
  ofertas: number;
}

/** Per ticket type of the event: how many wait and how many hold an offer (types with nobody in line are left out). */
export function eventWaitlistCounts(tx: Tx, churchId: number, eventId: number): Promise<WaitlistCount[]> {
  return waitlistCounts(tx, churchId, eventId);
}

/**
 * Call at the end of a transaction that changed ticket types' stock outside a purchase or a payment (a staff
 * cancellation, a quantity raised): locks the types (in id order, as a purchase does; already held is fine), offers
 * their free seats to the waitlist and answers the work to run after the commit (the live pages, the e-mails).
 */
export async function ticketStockChanged(app: FastifyInstance, tx: Tx, churchId: number, typeIds: number[]): Promise<() => Promise<void>> {
  await lockTicketTypesById(tx, churchId, typeIds);
  return stockChanged(app, tx, churchId, typeIds);
}
