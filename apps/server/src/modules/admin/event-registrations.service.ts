import type {
  TEventRegistrationDetail,
  TEventRegistrationMoment,
  TEventRegistrationPage,
  ZEventRegistrationCancelBody,
  ZEventRegistrationFilters,
  ZEventRegistrationQuery,
  ZEventTicketMoveBody,
} from '@congrega/contract/admin/event-registrations';
import type { TLocale } from '@congrega/contract/locale';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  cancelEventRegistration,
  eventRegistration,
  eventRegistrationPage,
  moveEventTicket,
  prepareTicketResend,
  queueTicketMail,
  ticketStockChanged,
  type EventRegistrationFilter,
} from '../events/events.public.ts';
import { paymentDetail } from '../payments/payments.public.ts';
import { adminRead, adminWrite, requireGrant, type AdminContext } from './admin-tx.ts';
import { financeRefund } from './finance-refund.service.ts';

/**
 * An event's registrations in the staff console (rules in packages/contract/src/admin/event-registrations.ts): the
 * list, a registration's detail with its payment's timeline (the money console's payment detail, reduced to its
 * moments: no payer CPF, no card), and the changes, each audited in its transaction under the `events` area. A
 * cancel with a refund goes through the money console's one refund path (finance-refund.service.ts), which the
 * caller must be allowed (finance edit, second factor) as if they called it there.
 */
const WHAT = { area: 'events', entidade: 'evento_inscricao' } as const;

export function filterOf(q: z.output<typeof ZEventRegistrationFilters>): EventRegistrationFilter {
  return {
    status: q.status,
    ingresso: q.ingresso,
    metodo: q.metodo,
    pago: q.pago === undefined ? undefined : q.pago === 'true',
    checkin: q.checkin === undefined ? undefined : q.checkin === 'true',
    q: q.q,
  };
}

export function eventRegistrations(
  ctx: AdminContext,
  eventId: number,
  q: z.output<typeof ZEventRegistrationQuery>,
): Promise<TEventRegistrationPage> {
  return adminRead(ctx, async (tx, church) => ({
    ...(await eventRegistrationPage(tx, church.id, eventId, filterOf(q), { page: q.page, limit: q.limit })),
    page: q.page,
    limit: q.limit,
    moeda: church.moeda,
  }));
}

const moment = (
  em: string,
  tipo: TEventRegistrationMoment['tipo'],
  extra: Partial<TEventRegistrationMoment> = {},
): TEventRegistrationMoment => ({
  em,
  tipo,
  status: null,
  valor: null,
  titular: null,
  ...extra,
});

async function detailOf(ctx: AdminContext, tx: Tx, churchId: number, eventId: number, id: number): Promise<TEventRegistrationDetail> {
  const { summary, idioma, emailEnviadoEm, perguntas } = await eventRegistration(tx, churchId, eventId, id);
  const payment = summary.pagamento ? await paymentDetail(ctx.app, tx, churchId, summary.pagamento.id) : undefined;
  const linhaDoTempo = [
    moment(summary.criadoEm, 'inscricao', { valor: summary.valor }),
    ...(payment?.historico ?? []).map((h) => moment(h.em, 'pagamento', { status: h.status, valor: payment!.total })),
    ...(payment?.estornos ?? []).map((e) => moment(e.criadoEm, 'estorno', { status: e.status, valor: e.valor })),
    ...(payment?.emails ?? []).map((e) => moment(e.enviadoEm, e.tipo === 'recibo' ? 'email_recibo' : 'email_estorno')),
    ...(emailEnviadoEm ? [moment(emailEnviadoEm, 'email_ingressos')] : []),
    ...summary.bilhetes.flatMap((b) => (b.checkinEm ? [moment(b.checkinEm, 'checkin', { titular: b.titular })] : [])),
  ].sort((a, b) => a.em.localeCompare(b.em));
  return { ...summary, idioma, emailEnviadoEm, estornavel: payment?.estornavel ?? 0, linhaDoTempo, perguntas };
}

export function eventRegistrationGet(ctx: AdminContext, eventId: number, id: number): Promise<TEventRegistrationDetail> {
  return adminRead(ctx, (tx, church) => detailOf(ctx, tx, church.id, eventId, id));
}

/** E-mails the tickets again (after the commit; the job sends them once). */
export async function eventRegistrationResend(ctx: AdminContext, eventId: number, id: number): Promise<TEventRegistrationDetail> {
  await adminWrite(ctx, WHAT, async (tx, church) => {
    const { enviadoEm } = await prepareTicketResend(tx, church.id, eventId, id);
    return {
      result: null,
      audit: { entidadeId: id, acao: 'update', antes: { emailEnviadoEm: enviadoEm }, depois: { reenvioIngressos: true } },
    };
  });
  await queueTicketMail(ctx.app, ctx.staff.church.id, id);
  return eventRegistrationGet(ctx, eventId, id);
}

/** Refunding needs what the money console's refund needs: finance edit, and its second factor. */
export function assertMayRefund(ctx: AdminContext) {
  requireGrant(ctx, { area: 'finance', action: 'edit' });
}

/**
 * Cancels a registration (seats released). With a refund: first the refund of the whole refundable amount through
 * the money console (its tickets cancelled by it; once per Idempotency-Key; a refusal leaves the registration as
 * it was), then the cancel itself, audited here, so the seats are free even while a card refund waits for the
 * gateway. Cancelling a cancelled registration again changes nothing.
 */
export async function eventRegistrationCancel(
  ctx: AdminContext,
  eventId: number,
  id: number,
  body: z.output<typeof ZEventRegistrationCancelBody>,
  refund: { key: string; locale: TLocale } | null,
): Promise<TEventRegistrationDetail> {
  // The refund cancels the tickets itself: the cancel is audited here whoever changed the status.
  let cancelledByRefund: string | undefined;
  if (body.reembolsar) {
    assertMayRefund(ctx);
    const before = await adminRead(ctx, (tx, church) => eventRegistration(tx, church.id, eventId, id));
    if (before.summary.status !== 'cancelada') cancelledByRefund = before.summary.status;
    const paymentId = before.summary.pagamento?.id;
    if (paymentId === undefined || !body.estornavelEsperado || !refund) throw new AppError('EVENT_REGISTRATION_NOT_REFUNDABLE');
    const valor = body.estornavelEsperado;
    const refundBody = {
      valor,
      motivo: body.motivo,
      estornavelEsperado: valor,
      cancelarIngressos: true,
      observacao: body.observacao,
      comprovante: body.comprovante,
    };
    await financeRefund(ctx, paymentId, refundBody, refund.key, refund.locale);
  }
  let offerSeats: (() => Promise<void>) | undefined;
  const detail = await adminWrite(ctx, WHAT, async (tx, church) => {
    const done = await cancelEventRegistration(tx, church.id, eventId, id);
    // Seats that came free go to the waitlist, and the event's pages hear of it, once committed.
    if (done.typeIds.length) offerSeats = await ticketStockChanged(ctx.app, tx, church.id, done.typeIds);
    const antes = done.changed ? done.antes : cancelledByRefund;
    const paymentCancelled = done.changed && done.pagamentoCancelado ? { pagamento: 'cancelado' } : {};
    const depois = { status: 'cancelada', motivo: body.motivo, reembolso: body.reembolsar, ...paymentCancelled };
    const audit = antes === undefined ? [] : [{ entidadeId: id, acao: 'update' as const, antes: { status: antes }, depois }];
    return { result: await detailOf(ctx, tx, church.id, eventId, id), audit };
  });
  await offerSeats?.();
  return detail;
}

/** Moves a ticket to another holder (new code; the old QR stops working), audited with both holders. */
export function eventTicketMove(
  ctx: AdminContext,
  eventId: number,
  id: number,
  ticketId: number,
  body: z.output<typeof ZEventTicketMoveBody>,
): Promise<TEventRegistrationDetail> {
  return adminWrite(ctx, { area: 'events', entidade: 'evento_bilhete' }, async (tx, church) => {
    const moved = await moveEventTicket(tx, church.id, eventId, id, ticketId, body);
    const audit = moved.changed ? [{ entidadeId: ticketId, acao: 'update' as const, antes: moved.antes, depois: moved.depois }] : [];
    return { result: await detailOf(ctx, tx, church.id, eventId, id), audit };
  });
}
