import { RECURRING_RETRY_DAYS } from '@congrega/contract/giving';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RecurringGiftRow } from './giving.schema.ts';
import { isGiftReasonAvailable } from './recurring-runner.repository.ts';
import { findChargeAt, updateRecurringGift, type NewRecurringGift } from './recurring.repository.ts';

/**
 * How a recurring gift moves from charge to charge; shared by the runner (recurring-runner.ts), the gateway's
 * verdict on a charge under review (recurring-settle.ts), the giver's changes (giving-account.service.ts) and the
 * church's on the giver's behalf (recurring-staff.ts): a pause, a resume and a cancel are the same moves for both.
 *
 * A charge is a `pagamento` row for (gift, cycle, attempt); the runner only claims a gift whose current
 * (cycle, attempt) has no row yet, and a unique index holds one row per (gift, cycle, attempt). So a state that
 * points at a row already spent (declined, cancelled) would never be charged again: every move below leaves the gift
 * on an unused (cycle, attempt), or on one whose charge is still being decided.
 */
const DAY = 24 * 60 * 60 * 1000;

/** Payment statuses of a charge still being decided (sent and unanswered, under review, pending). */
const IN_FLIGHT = ['em_aberto', 'em_analise', 'pendente', 'aguardando'];

/** A declined attempt of the current cycle: retry on the schedule (1, 3, 7 days), or pause after the last retry. */
export async function declineGift(tx: Tx, gift: RecurringGiftRow, now: Date): Promise<'declined' | 'paused'> {
  const tentativas = gift.tentativas + 1;
  if (tentativas > RECURRING_RETRY_DAYS.length) {
    await updateRecurringGift(tx, gift.igrejaId, gift.id, { status: 'pausada', motivoPausa: 'recusado', proximaData: null, tentativas });
    return 'paused';
  }
  const proximaData = new Date(now.getTime() + RECURRING_RETRY_DAYS[tentativas - 1]! * DAY);
  await updateRecurringGift(tx, gift.igrejaId, gift.id, { tentativas, proximaData });
  return 'declined';
}

/**
 * The current cycle was paid: the next cycle, `recorrenciaDias` after the due date (after now for a retry), at least
 * a day away. A gift no longer active (paused or cancelled while the charge was under review) moves to the next
 * cycle without a date: a resume dates it.
 */
export async function advanceGift(tx: Tx, gift: RecurringGiftRow, now: Date): Promise<void> {
  const due = gift.proximaData ?? now;
  const next = gift.tentativas === 0 ? due.getTime() + gift.recorrenciaDias * DAY : now.getTime() + gift.recorrenciaDias * DAY;
  await updateRecurringGift(tx, gift.igrejaId, gift.id, {
    ciclo: gift.ciclo + 1,
    tentativas: 0,
    ultimaCobrancaEm: now,
    ...(gift.status === 'ativa' ? { proximaData: new Date(Math.max(next, now.getTime() + DAY)) } : {}),
  });
}

/** Pauses a gift the church no longer takes (its reason or online giving turned off). */
export async function pauseUnavailable(tx: Tx, gift: RecurringGiftRow): Promise<void> {
  await updateRecurringGift(tx, gift.igrejaId, gift.id, { status: 'pausada', motivoPausa: 'motivo_indisponivel', proximaData: null });
}

/**
 * Where a gift starts again (a resume, a new card after declines): a fresh attempt count on a new cycle when the
 * current one was declined or its charge cancelled; unchanged when nothing was tried yet or a charge is still being
 * decided (the runner or the gateway's verdict settles it).
 */
export async function restartPoint(tx: Tx, gift: RecurringGiftRow): Promise<Pick<NewRecurringGift, 'ciclo' | 'tentativas'>> {
  const charge = await findChargeAt(tx, gift.igrejaId, gift.id, gift.ciclo, gift.tentativas);
  if (charge && IN_FLIGHT.includes(charge.status)) return { ciclo: gift.ciclo, tentativas: gift.tentativas };
  if (charge || gift.tentativas > 0) return { ciclo: gift.ciclo + 1, tentativas: 0 };
  return { ciclo: gift.ciclo, tentativas: 0 };
}

/** Next charge after a resume or a new frequency: `dias` after the last success (or creation), at least tomorrow. */
export function nextChargeDate(gift: Pick<RecurringGiftRow, 'ultimaCobrancaEm' | 'criadoEm'>, dias: number, now: Date): Date {
  const base = gift.ultimaCobrancaEm ?? gift.criadoEm;
  const next = new Date(base.getTime() + dias * DAY);
  return next.getTime() > now.getTime() ? next : new Date(now.getTime() + DAY);
}

/** A pause by the giver (or by staff on their behalf): no charge until a resume. */
export const pauseValues = (): Partial<NewRecurringGift> => ({ status: 'pausada', motivoPausa: 'usuario', proximaData: null });

/** A cancel: final (the gift stays in the lists and the history). */
export const cancelValues = (now: Date): Partial<NewRecurringGift> => ({
  status: 'cancelada',
  proximaData: null,
  motivoPausa: null,
  canceladoEm: now,
});

/**
 * A paused gift active again, its next charge `dias` after the last success (nextChargeDate) on the restart point;
 * a gift whose reason the church no longer takes cannot be resumed: 422 RECURRING_REASON_UNAVAILABLE.
 */
export async function resumeValues(
  tx: Tx,
  gift: RecurringGiftRow & { motivoNome: string },
  dias: number,
  now: Date,
): Promise<Partial<NewRecurringGift>> {
  if (!(await isGiftReasonAvailable(tx, gift.igrejaId, gift.id)))
    throw new AppError('RECURRING_REASON_UNAVAILABLE', { motivo: gift.motivoNome });
  const restart = await restartPoint(tx, gift);
  return { status: 'ativa', motivoPausa: null, ...restart, proximaData: nextChargeDate(gift, dias, now) };
}
