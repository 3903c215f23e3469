import { randomBytes } from 'node:crypto';
import type { App } from '../../app.ts';
import type { TestChurch } from '../../test/fixtures.ts';
import { createEvent, type TestEvent } from '../events/events.fixtures.ts';
import { eventoBilhete, eventoInscricao } from '../events/events.schema.ts';
import type { StaffSession } from './admin.test-helpers.ts';

/** Test-only builders of the door check-in: an event with tickets in each registration state, and the calls. */

export interface DoorTicketFixture {
  codigo: string;
  titular: string;
}

/** One registration of `status` at the event holding a ticket for each holder name (of the event's first type). */
export async function ticketsOf(
  app: App,
  church: TestChurch,
  event: TestEvent,
  status: 'confirmada' | 'pendente' | 'cancelada',
  titulares: string[],
): Promise<DoorTicketFixture[]> {
  const db = app.database.db;
  const [reg] = await db
    .insert(eventoInscricao)
    .values({ igrejaId: church.id, eventoId: event.id, status, valor: 0, moeda: 'BRL', idioma: 'pt-BR' })
    .returning({ id: eventoInscricao.id });
  const rows = titulares.map((titular) => ({
    igrejaId: church.id,
    inscricaoId: reg!.id,
    ingressoId: event.tickets[0]!.id,
    titular,
    codigo: randomBytes(16).toString('base64url'),
  }));
  await db.insert(eventoBilhete).values(rows);
  return rows.map((r) => ({ codigo: r.codigo, titular: r.titular }));
}

export const doorEvent = (app: App, church: TestChurch, titulo: string) =>
  createEvent(app, church, { titulo, tickets: [{ nome: 'Geral', valor: 0 }] });

export function doorUrl(church: TestChurch, eventId: number, rest = '') {
  return `/api/v1/admin/${church.slug}/door/events/${eventId}${rest}`;
}

export function checkIn(app: App, s: StaffSession, church: TestChurch, eventId: number, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: doorUrl(church, eventId, '/check-ins'),
    headers: { ...s.headers, 'accept-language': 'en' },
    payload: { dispositivo: 'phone-1', ...payload },
  });
}

export function sync(app: App, s: StaffSession, church: TestChurch, eventId: number, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: doorUrl(church, eventId, '/check-ins/sync'),
    headers: { ...s.headers, 'accept-language': 'en' },
    payload,
  });
}

export function doorGet(app: App, s: StaffSession, church: TestChurch, eventId: number, rest = '') {
  return app.inject({ method: 'GET', url: doorUrl(church, eventId, rest), headers: { ...s.headers, 'accept-language': 'en' } });
}
