import { doorHashInput, type TDoorVerdict } from '@congrega/contract/admin/door';
import { createHash, createHmac } from 'node:crypto';

/** The door check-in's decisions (packages/contract/src/admin/door.ts), pure. */

/**
 * The event's manifest salt: derived from the server secret, the church and the event, so it needs no storage, is
 * the same on every copy and says nothing of another event's codes.
 */
export function manifestSalt(secret: string, churchId: number, eventId: number): string {
  return createHmac('sha256', secret).update(`door-manifest:${churchId}:${eventId}`).digest('hex').slice(0, 32);
}

/** A ticket's code as the manifest carries it: SHA-256 hex of the code followed by the salt. */
export function ticketHash(codigo: string, salt: string): string {
  return createHash('sha256').update(doorHashInput(codigo, salt)).digest('hex');
}

export type DoorRefusal = Exclude<TDoorVerdict, 'admitido' | 'ja_admitido'>;

/** The registration states whose tickets never enter, with their verdict (the door scan's statement skips them too). */
export const REFUSED_STATES: Readonly<Record<string, DoorRefusal>> = { cancelada: 'cancelado', pendente: 'nao_pago' };

/** Why a ticket cannot enter this event, or null when it may (a confirmed registration's ticket of this event). */
export function ticketRefusal(ticket: { eventoId: number; status: string } | undefined, eventId: number): DoorRefusal | null {
  if (!ticket) return 'desconhecido';
  if (ticket.eventoId !== eventId) return 'outro_evento';
  return Object.hasOwn(REFUSED_STATES, ticket.status) ? REFUSED_STATES[ticket.status]! : null;
}

/** The admission time kept: the device's clock, never later than the server's (a clock ahead cannot lose a race). */
export function admissionTime(clientTime: string | undefined, now: Date): Date {
  if (!clientTime) return now;
  const t = new Date(clientTime);
  return t.getTime() > now.getTime() ? now : t;
}
