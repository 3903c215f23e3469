import type { ZEventTicketMoveBody } from '@congrega/contract/admin/event-registrations';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cancelOpenPayment } from '../payments/payments.public.ts';
import { listQuestions } from './events.repository.ts';
import { lockTicketTypesById, moveStock, ticketCountsByType, updateRegistration } from './purchase.repository.ts';
import { newTicketCode } from './registration-view.ts';
import { findEventRegistrationRow } from './registrations-admin.repository.ts';
import {
  clearRegistrationMailed,
  lockRegistrationTicket,
  mailedWithin,
  updateTicketHolder,
} from './registrations-admin-writes.repository.ts';
import { checkAnswers } from './ticket-rules.ts';

/**
 * The staff console's changes to a registration of an event (exported through the door for admin/, which audits
 * them in the same transaction). Each locks the registration row first, then (cancel) its ticket types in id order,
 * the order a purchase and a payment's webhook take them in (registration-hooks.ts), so none of them deadlock.
 */

/** Seconds before the tickets of one registration may be e-mailed again. */
export const RESEND_INTERVAL_SECONDS = 60;

async function lockedRegistration(tx: Tx, churchId: number, eventId: number, id: number) {
  const row = await findEventRegistrationRow(tx, churchId, eventId, id, { lock: true });
  if (!row) throw new AppError('EVENT_REGISTRATION_NOT_FOUND');
  return row;
}

/**
 * Cancels the registration and releases its seats (held ones of a pending order, sold ones of a confirmed one).
 * Already cancelled: nothing changes (`changed` false). A pending order's payment still open (Pix, boleto, cash not
 * yet paid) is cancelled with it (`pagamentoCancelado`: the status it had), so it no longer shows as awaiting payment
 * and a Pix paid afterwards lands in the money console's queue; a paid payment is left as it is: a refund is the money
 * console's (the caller refunds through it). `typeIds`: the types whose seats came free (the caller hands them to
 * the waitlist, ticketStockChanged).
 */
export async function cancelEventRegistration(tx: Tx, churchId: number, eventId: number, id: number) {
  const registration = await lockedRegistration(tx, churchId, eventId, id);
  if (registration.status === 'cancelada')
    return { changed: false, antes: registration.status, pagamentoId: registration.pagamentoId, typeIds: [] as number[] };
  const counts = await ticketCountsByType(tx, churchId, id);
  await lockTicketTypesById(
    tx,
    churchId,
    counts.map((c) => c.ingressoId),
  );
  for (const { ingressoId, n } of counts)
    await moveStock(tx, churchId, ingressoId, registration.status === 'pendente' ? { reservados: -n } : { vendidos: -n });
  await updateRegistration(tx, churchId, id, { status: 'cancelada' });
  const pagamentoCancelado =
    registration.status === 'pendente' && registration.pagamentoId !== null
      ? await cancelOpenPayment({ tx, churchId }, registration.pagamentoId)
      : undefined;
  return {
    changed: true,
    antes: registration.status,
    pagamentoId: registration.pagamentoId,
    pagamentoCancelado,
    typeIds: counts.map((c) => c.ingressoId),
  };
}

/**
 * Lets the tickets e-mail go out again (the caller queues it after the commit): only a confirmed registration, and
 * not within RESEND_INTERVAL_SECONDS of the last one nor while one is still on its way (409 either way).
 */
export async function prepareTicketResend(tx: Tx, churchId: number, eventId: number, id: number) {
  const registration = await lockedRegistration(tx, churchId, eventId, id);
  if (registration.status === 'cancelada') throw new AppError('EVENT_REGISTRATION_CANCELLED');
  if (registration.status !== 'confirmada') throw new AppError('EVENT_REGISTRATION_NOT_CONFIRMED');
  if (registration.emailEnviadoEm === null || (await mailedWithin(tx, churchId, id, RESEND_INTERVAL_SECONDS)))
    throw new AppError('EVENT_TICKETS_RECENTLY_SENT');
  await clearRegistrationMailed(tx, churchId, id);
  return { enviadoEm: registration.emailEnviadoEm.toISOString() };
}

/**
 * Moves a ticket to another holder: the answers checked against its type's questions as a purchase checks them
 * (003/004, field `respostas`), and a new code, so the old QR answers `desconhecido` at the door. A ticket already
 * admitted is not moved (409); the same holder and answers again change nothing (`changed` false, same code).
 */
export async function moveEventTicket(
  tx: Tx,
  churchId: number,
  eventId: number,
  id: number,
  ticketId: number,
  body: z.output<typeof ZEventTicketMoveBody>,
) {
  const registration = await lockedRegistration(tx, churchId, eventId, id);
  if (registration.status === 'cancelada') throw new AppError('EVENT_REGISTRATION_CANCELLED');
  const ticket = await lockRegistrationTicket(tx, churchId, id, ticketId);
  if (!ticket) throw new AppError('EVENT_REGISTRATION_NOT_FOUND');
  if (ticket.checkinId !== null) throw new AppError('EVENT_TICKET_CHECKED_IN');
  const checked = checkAnswers(await listQuestions(tx, churchId, [ticket.ingressoId]), body.respostas);
  if ('error' in checked) throw new AppError(checked.error, {}, { fields: { respostas: `error.${checked.error}` } });
  const antes = { titular: ticket.titular, respostas: ticket.respostas };
  const depois = { titular: body.nome, respostas: checked.respostas };
  if (JSON.stringify(antes) === JSON.stringify(depois)) return { changed: false, antes, depois };
  await updateTicketHolder(tx, churchId, ticketId, { ...depois, codigo: newTicketCode() });
  return { changed: true, antes, depois };
}
