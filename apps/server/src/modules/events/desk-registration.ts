import type { TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatMoney, paymentContext, recordDeskCashPayment } from '../payments/payments.public.ts';
import { findEvent, type Buyer } from './events.repository.ts';
import { lockChoices, subtotalOf, type PurchaseBody } from './purchase-checks.ts';
import { findBuyerProfile, insertRegistration, insertTickets, moveStock, updateRegistration } from './purchase.repository.ts';
import { newTicketCode } from './registration-view.ts';
import { heldSeatsOf, stockChanged, takePlaces } from './waitlist-offers.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * A registration taken at the desk and paid in cash (the console's use case, admin/event-desk-sale.service.ts; rules
 * in packages/contract/src/admin/event-desk-sale.ts), inside the caller's church transaction: the purchase's own
 * checks and row locks (purchase-checks.ts lockChoices: sales window, stock, the buyer's per-user limit, holder
 * answers), so a desk and the app selling the last seat at once sell it once; then the cash compared with the
 * tickets' price, the registration confirmed with its tickets, the stock sold, and the payment recorded approved
 * in cash through payments' door. A member buyer's waitlist offer counts as theirs, as online.
 */
export type DeskBuyer = { usuarioId: number } | { nome: string; sobrenome: string; email: string };

export interface DeskSaleInput {
  eventId: number;
  ingressos: PurchaseBody['ingressos'];
  buyer: DeskBuyer;
  valorRecebido: number;
  locale: TLocale;
  atorContaId: number;
}

export interface DeskSale {
  registrationId: number;
  paymentId: number;
  valor: number;
  /** After the commit: the event's live pages hear of the new stock. */
  afterCommit: () => Promise<void>;
}

export async function registerAtDesk(app: FastifyInstance, tx: Tx, church: TenantChurch, input: DeskSaleInput): Promise<DeskSale> {
  const now = new Date();
  const event = await findEvent(tx, church.id, input.eventId);
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  if (event.dataFim <= now) throw new AppError('EVT_REG_002');
  const member = 'usuarioId' in input.buyer ? input.buyer.usuarioId : null;
  if (member !== null && !(await findBuyerProfile(tx, church.id, member)))
    throw new AppError('EVENT_DESK_BUYER_INVALID', {}, { fields: { 'comprador.usuarioId': 'error.EVENT_DESK_BUYER_INVALID' } });
  const who: Buyer = member !== null ? { usuarioId: member } : { email: (input.buyer as { email: string }).email };
  const heldFor = member === null ? undefined : heldSeatsOf(tx, church.id, member, now);
  const choices = await lockChoices(tx, church.id, event, who, { ingressos: input.ingressos }, now, heldFor);
  const typeIds = choices.map((c) => c.type.id);
  const valor = subtotalOf(choices);
  if (valor === 0) throw new AppError('EVENT_DESK_SALE_FREE');
  if (input.valorRecebido !== valor)
    throw new AppError(
      'EVENT_DESK_CASH_MISMATCH',
      { total: formatMoney(valor, church.moeda, input.locale) },
      { fields: { valorRecebido: 'error.EVENT_DESK_CASH_MISMATCH' } },
    );
  if (member !== null) await takePlaces(tx, church.id, member, typeIds);
  const guest = member === null ? (input.buyer as { nome: string; sobrenome: string; email: string }) : null;
  const registration = await insertRegistration(tx, church.id, {
    eventoId: event.id,
    idUsuario: member,
    convidado: guest ? { nome: guest.nome, sobrenome: guest.sobrenome, email: guest.email } : null,
    convidadoEmail: guest?.email ?? null,
    status: 'confirmada',
    valor,
    moeda: church.moeda,
    idioma: input.locale,
  });
  await insertTickets(
    tx,
    church.id,
    registration.id,
    choices.flatMap((c) => c.holders.map((h) => ({ ingressoId: c.type.id, ...h, codigo: newTicketCode() }))),
  );
  for (const c of choices) await moveStock(tx, church.id, c.type.id, { vendidos: c.quantidade });
  const payment = await recordDeskCashPayment(paymentContext(app, tx, church, member, input.locale), {
    destino: { tipo: 'inscricao_evento', id: registration.id, descricao: event.titulo },
    valor,
    atorContaId: input.atorContaId,
  });
  await updateRegistration(tx, church.id, registration.id, { idPagamento: payment.id });
  return {
    registrationId: registration.id,
    paymentId: payment.id,
    valor,
    afterCommit: await stockChanged(app, tx, church.id, typeIds, now),
  };
}
