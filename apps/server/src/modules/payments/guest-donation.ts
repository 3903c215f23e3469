import type { ZGuestGiver, ZPaymentCreateBody } from '@congrega/contract/payments/payment';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findReceiver, type ReceiverRow } from './payments.repository.ts';

/**
 * Guest gifts (issue 10; spec "Checkout state": an unregistered checkout is one without a login and with guest data).
 * A visitor gives without an account only where the church's payment settings say so (`flag_doacao_convidado`);
 * elsewhere the answer stays 401 UNAUTHENTICATED (the login-needed message). The gift is one-off: a recurring gift
 * needs an account to be seen, paused and cancelled, so a gift that would recur is refused (decided: refused with
 * GUEST_RECURRENCE_NOT_ALLOWED rather than silently turned off, so the visitor never thinks it recurs), and a guest
 * has no saved cards. The guest's name and e-mail are kept by the destination for the receipt (giving: guestPayer).
 */
export type GuestGiver = z.output<typeof ZGuestGiver>;
type CreateBody = z.output<typeof ZPaymentCreateBody>;

/** Whether visitors may give without an account at this church. */
export async function guestGivingAllowed(tx: Tx, churchId: number): Promise<boolean> {
  return (await findReceiver(tx, churchId))?.flagDoacaoConvidado ?? false;
}

/**
 * The guest of a gift sent without a bearer: the church must take guest gifts and the body must carry the guest.
 * Also answers the church's payment settings it read, so the charge does not read them again.
 */
export async function resolveGuestGiver(tx: Tx, churchId: number, body: CreateBody): Promise<{ guest: GuestGiver; receiver: ReceiverRow }> {
  const receiver = await findReceiver(tx, churchId);
  if (!receiver?.flagDoacaoConvidado) throw new AppError('UNAUTHENTICATED');
  const guest = body.dadosUsuarioNaoCadastrado;
  if (!guest) throw new AppError('VALIDATION_FAILED', {}, { fields: { dadosUsuarioNaoCadastrado: 'validation.required' } });
  if (body.cartao && 'idCartao' in body.cartao) throw new AppError('VALIDATION_FAILED', {}, { fields: { cartao: 'validation.card' } });
  return { guest, receiver };
}

/**
 * A guest's gift that would become recurring (the switch on, by card, for one reason open to recurrence: what sets
 * one up for a member) is refused; with any other method or reason the switch means nothing, as for members.
 */
export function assertGuestOneOff(body: CreateBody, reasons: readonly { flagRecorrencia: boolean }[]): void {
  const wouldRecur =
    body.allowRecurrency && body.metodoPagamento === 'cartao_credito' && body.motivos.length === 1 && reasons[0]?.flagRecorrencia;
  if (wouldRecur)
    throw new AppError('GUEST_RECURRENCE_NOT_ALLOWED', {}, { fields: { allowRecurrency: 'error.GUEST_RECURRENCE_NOT_ALLOWED' } });
}

/** The payer of a guest's order (members' comes from their profile). */
export function guestPayer(guest: GuestGiver) {
  return { nome: guest.nome, sobrenome: guest.sobrenome, email: guest.email, pais: guest.pais };
}
