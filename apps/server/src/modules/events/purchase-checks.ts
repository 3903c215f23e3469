import type { THolderAnswer } from '@congrega/contract/events';
import type { ZPurchaseBody } from '@congrega/contract/events-purchase';
import { BOLETO_DUE_DAYS, type TPaymentMethodCode } from '@congrega/contract/payments/constants';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { payerTotal, type MethodRow } from '../payments/payments.public.ts';
import { eventMethods } from './events-view.ts';
import {
  listActiveMethodCodes,
  listQuestions,
  listTicketTypes,
  ownedTickets,
  type Buyer,
  type EventRow,
  type TicketTypeRow,
} from './events.repository.ts';
import { lockTicketTypes } from './purchase.repository.ts';
import { allowance, cashDays, checkAnswers, remaining } from './ticket-rules.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * The purchase's rules, each refusal the EVT_REG code of its cause (contract events-errors.ts holds the table).
 * They run inside the purchase's record transaction; `lockChoices` takes the ticket types' row locks, so stock and
 * the buyer's per-user count are read after every earlier purchase of those types committed (its seats held).
 */

export type PurchaseBody = z.output<typeof ZPurchaseBody>;

const DAY = 24 * 60 * 60 * 1000;

/** The event as a whole: ended (002), rules changed since the buyer loaded it (023), terms not agreed. */
export function checkEvent(event: EventRow, body: PurchaseBody, now: Date): void {
  if (event.dataFim <= now) throw new AppError('EVT_REG_002');
  if (body.versaoEvento !== event.versao) throw new AppError('EVT_REG_023');
  if (event.termos && !body.aceiteTermos)
    throw new AppError('VALIDATION_FAILED', {}, { fields: { aceiteTermos: 'validation.acceptTerms' } });
}

/** Personal data the event requires of the buyer (026; `fields` names each missing one). */
export function checkBuyerData(event: EventRow, profile: Record<string, string | null | undefined>, prefix: string): void {
  const missing = event.dadosObrigatorios.filter((d) => !profile[d]);
  if (missing.length > 0)
    throw new AppError('EVT_REG_026', {}, { fields: Object.fromEntries(missing.map((d) => [`${prefix}${d}`, 'validation.required'])) });
}

export interface CheckedChoice {
  type: TicketTypeRow;
  quantidade: number;
  holders: { titular: string; respostas: THolderAnswer[] }[];
}

/**
 * Locks the chosen types and checks each choice: offered (019), sales ended (024) or not started (020), sold out
 * (001), fewer left than chosen (021), the buyer's per-user limit (EVT_USER_LIMIT), then each holder's answers
 * (003 required unanswered, 004 unknown question or choice). The refusal names the choice in `fields`. Seats held
 * for the buyer by a waitlist offer count as left for them alone (`heldFor`).
 */
/** Seats held for the buyer per type (a waitlist offer, waitlist-offers.ts heldSeatsOf), on top of the free ones. */
export type HeldSeats = (typeIds: number[]) => Promise<Map<number, number>>;
const noneHeld: HeldSeats = async () => new Map();

export async function lockChoices(
  tx: Tx,
  churchId: number,
  event: EventRow,
  buyer: Buyer,
  body: Pick<PurchaseBody, 'ingressos'>,
  now: Date,
  heldFor: HeldSeats = noneHeld,
) {
  const ids = body.ingressos.map((i) => i.id);
  const at = (index: number, code: ConstructorParameters<typeof AppError>[0], field = 'quantidade') =>
    new AppError(code, {}, { fields: { [`ingressos.${index}.${field}`]: `error.${code}` } });
  // Before waiting for the lock: a type already sold out as committed is refused at once (the crowd after the
  // last ticket never queues on the row); questions do not change with stock.
  const [snapshot, questions, early] = await Promise.all([
    listTicketTypes(tx, churchId, [event.id]),
    listQuestions(tx, churchId, ids),
    heldFor(ids),
  ]);
  const soldOut = body.ingressos.findIndex((c) => {
    const t = snapshot.find((s) => s.id === c.id);
    return (
      t !== undefined &&
      remaining(t) + (early.get(t.id) ?? 0) === 0 &&
      (t.fimVendas === null || t.fimVendas > now) &&
      (t.inicioVendas === null || t.inicioVendas <= now)
    );
  });
  if (soldOut >= 0) throw at(soldOut, 'EVT_REG_001');
  const locked = await lockTicketTypes(tx, churchId, event.id, ids);
  // Read again under the locks: an offer may have expired (and passed on) since the first read.
  const owned = await ownedTickets(tx, churchId, buyer, ids);
  const held = await heldFor(ids);
  const byId = new Map(locked.map((t) => [t.id, t]));
  const ownedById = new Map(owned.map((o) => [o.ingressoId, o.total]));
  return body.ingressos.map((choice, index): CheckedChoice => {
    const refuse = (code: ConstructorParameters<typeof AppError>[0], field = 'quantidade') => at(index, code, field);
    const type = byId.get(choice.id);
    if (!type || !type.flagAtivo) throw refuse('EVT_REG_019', 'id');
    if (type.fimVendas !== null && type.fimVendas <= now) throw refuse('EVT_REG_024', 'id');
    if (type.inicioVendas !== null && type.inicioVendas > now) throw refuse('EVT_REG_020', 'id');
    const left = remaining(type) + (held.get(type.id) ?? 0);
    if (left === 0) throw refuse('EVT_REG_001');
    if (left < choice.quantidade) throw refuse('EVT_REG_021');
    if (choice.quantidade > allowance(type, ownedById.get(type.id) ?? 0)) throw refuse('EVT_USER_LIMIT');
    const typeQuestions = questions.filter((q) => q.ingressoId === type.id);
    const holders = choice.titulares.map((holder, h) => {
      const checked = checkAnswers(typeQuestions, holder.respostas);
      if ('error' in checked) throw refuse(checked.error, `titulares.${h}.respostas`);
      return { titular: holder.nome, respostas: checked.respostas };
    });
    return { type, quantidade: choice.quantidade, holders };
  });
}

/** Σ (price + fee) × quantity, cents. */
export function subtotalOf(choices: CheckedChoice[]): number {
  return choices.reduce((sum, c) => sum + (c.type.valor + c.type.taxa) * c.quantidade, 0);
}

export interface PaymentPlan {
  metodo: TPaymentMethodCode;
  total: number;
  cashDays: number | undefined;
  /** The church's method as read for the price: the charge reuses it (one read per purchase). */
  method: MethodRow;
}

function methodRefusal(metodo: TPaymentMethodCode): AppError {
  const code = metodo === 'dinheiro' ? 'EVT_REG_012' : metodo === 'boleto' ? 'EVT_REG_013' : 'EVT_REG_010';
  return new AppError(code, {}, { fields: { metodoPagamento: `error.${code}` } });
}

/**
 * The payment part of a paid purchase: installments with another method than card (015), above the event's
 * allowance (017 when it allows none, 016 when fewer), the method not taken by the event or the church (010, 012
 * cash, 013 boleto), cash with under a day before the event (012), a boleto that could not clear before it (013);
 * then the total the buyer pays, compared with what they saw (014).
 */
export async function planPayment(
  tx: Tx,
  church: TenantChurch,
  event: EventRow,
  body: PurchaseBody,
  subtotal: number,
  now: Date,
): Promise<PaymentPlan> {
  const metodo = body.metodoPagamento;
  // The buyer saw a free selection: the prices changed since.
  if (!metodo) throw new AppError('EVT_REG_014');
  if (body.parcelas > 1) {
    if (metodo !== 'cartao_credito') throw new AppError('EVT_REG_015', {}, { fields: { parcelas: 'error.EVT_REG_015' } });
    if (event.maxParcelas <= 1) throw new AppError('EVT_REG_017', {}, { fields: { parcelas: 'error.EVT_REG_017' } });
    if (body.parcelas > event.maxParcelas) throw new AppError('EVT_REG_016', {}, { fields: { parcelas: 'error.EVT_REG_016' } });
  }
  if (!eventMethods(event, await listActiveMethodCodes(tx, church.id), false).includes(metodo)) throw methodRefusal(metodo);
  const days = metodo === 'dinheiro' ? cashDays(event.dataInicio, event.diasPrazoDinheiro, now) : undefined;
  if (days === 0) throw methodRefusal(metodo);
  if (metodo === 'boleto' && event.dataInicio.getTime() - now.getTime() < (BOLETO_DUE_DAYS + 1) * DAY) throw methodRefusal(metodo);
  const priced = await payerTotal({ tx, church }, metodo, subtotal, event.flagRepassarTaxas);
  if (!priced) throw methodRefusal(metodo);
  if (body.valorTotal !== priced.total) throw new AppError('EVT_REG_014', {}, { fields: { valorTotal: 'error.EVT_REG_014' } });
  return { metodo, total: priced.total, cashDays: days, method: priced.method };
}
