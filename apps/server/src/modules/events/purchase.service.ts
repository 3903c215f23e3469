import { GUEST_USER_ID, type TPurchaseResult } from '@congrega/contract/events-purchase';
import type { TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import {
  claimCheckout,
  completeCheckout,
  refusalOf,
  type Claimed,
  type IdempotentAnswer,
  recordFreeOrder,
  recordOrder,
  paymentContext,
  queueReceipt,
  countGuestCheckout,
  toPayment,
  type PaymentRow,
} from '../payments/payments.public.ts';
import { findEvent, type Buyer, type EventRow } from './events.repository.ts';
import {
  checkBuyerData,
  checkEvent,
  lockChoices,
  planPayment,
  subtotalOf,
  type CheckedChoice,
  type PurchaseBody,
} from './purchase-checks.ts';
import { findBuyerProfile, insertRegistration, insertTickets, moveStock, updateRegistration } from './purchase.repository.ts';
import { findRegistrationOfPayment, listRegistrationTickets } from './registrations.repository.ts';
import { newTicketCode, toRegistration, withQrCodes } from './registration-view.ts';
import { queueTicketMail } from './ticket-mail.ts';
import { heldSeatsOf, stockChanged, takePlaces } from './waitlist-offers.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * POST /usuario/{userId}/evento/{id}/inscricao/: once per Idempotency-Key on payments' store and charge flow
 * (payments/charge-flow.ts): a refusal of the input rolls the key back; a payment refusal is kept and replayed. The
 * record step checks the event and holds the seats under the ticket types' row locks (from the check to the stock
 * move), so concurrent buyers never oversell and never pass the per-user limit, and commits: the locks are released
 * before the gateway is called, so no buyer of the event waits on another's charge. Free selections are confirmed
 * at once ('gratuito'); paid ones are held ('reservados') while the charge is on its way, then follow its answer in
 * the settle step (registration-hooks.ts): approved -> sold, open (Pix, boleto, cash, card in review, ACH) -> held
 * until the payment's status changes, refused -> released. A member's waitlist offer (a seat held for them) counts
 * as a seat left for them alone; buying the type ends their place in its line. After the record commits, the
 * event's live pages hear of the new stock (waitlist-offers.ts stockChanged).
 */
export async function purchaseTickets(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext | null,
  locale: TLocale,
  idempotencyKey: string,
  params: { userId: number; id: number },
  body: PurchaseBody,
  ip: string,
): Promise<TPurchaseResult> {
  if (!auth && params.userId !== GUEST_USER_ID) throw new AppError('UNAUTHENTICATED');
  // A guest's purchases are counted per church and IP address, as guest gifts are: each one may hold seats.
  if (!auth) await countGuestCheckout(app, 'tickets', church.id, ip);
  const recorded: AfterRecord = {};
  const { key, claimed } = await app.database.withChurch(church.id, async (tx) => {
    const buyer = await resolveBuyer(tx, church, auth, params, body);
    const key = { churchId: church.id, usuarioId: buyer.usuarioId, operacao: 'inscricao_evento', chave: idempotencyKey };
    const claimed = await claimCheckout(tx, key, { params, body }, () =>
      recordPurchase(app, tx, church, locale, buyer, params.id, body, recorded),
    );
    return { key, claimed };
  });
  // The seats are held (committed): the live pages hear of it before the gateway is called.
  await recorded.work?.();
  const answer = await completeCheckout(app, church, key, claimed, (tx, payment) => purchaseAnswer(tx, church.id, payment));
  if ('code' in answer.body) throw new AppError(answer.body.code, answer.body.params, { status: answer.status });
  if (answer.body.pagamento.status === 'aprovado') await queueReceipt(app, church.id, answer.body.pagamento.id);
  if (answer.body.inscricao.status === 'confirmada') await queueTicketMail(app, church.id, answer.body.inscricao.id);
  return { ...answer.body, inscricao: await withQrCodes(answer.body.inscricao) };
}

/** The record step's work for after its commit (the availability published, offers e-mailed). */
interface AfterRecord {
  work?: () => Promise<void>;
}

interface ResolvedBuyer {
  who: Buyer;
  usuarioId: number | null;
  event: EventRow | undefined;
  guest: PurchaseBody['dadosUsuarioNaoCadastrado'];
}

/** A member buys for themself ({userId} their own id, else 404); a visitor only where the event takes guests. */
async function resolveBuyer(
  tx: Tx,
  church: TenantChurch,
  auth: AuthContext | null,
  params: { userId: number; id: number },
  body: PurchaseBody,
): Promise<ResolvedBuyer> {
  if (auth) {
    const usuarioId = await requireMember(tx, auth);
    if (params.userId !== usuarioId) throw new AppError('NOT_FOUND');
    return { who: { usuarioId }, usuarioId, event: undefined, guest: undefined };
  }
  const event = await findEvent(tx, church.id, params.id);
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  if (!event.flagConvidado) throw new AppError('UNAUTHENTICATED');
  const guest = body.dadosUsuarioNaoCadastrado;
  if (!guest) throw new AppError('VALIDATION_FAILED', {}, { fields: { dadosUsuarioNaoCadastrado: 'validation.required' } });
  return { who: { email: guest.email }, usuarioId: null, event, guest };
}

/** Step 1: the event's checks, the seats held under the types' locks and the order recorded (not charged yet). */
async function recordPurchase(
  app: FastifyInstance,
  tx: Tx,
  church: TenantChurch,
  locale: TLocale,
  buyer: ResolvedBuyer,
  eventId: number,
  body: PurchaseBody,
  recorded: AfterRecord,
): Promise<Claimed<TPurchaseResult>> {
  const now = new Date();
  const event = buyer.event ?? (await findEvent(tx, church.id, eventId));
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  checkEvent(event, body, now);
  const profile = buyer.usuarioId === null ? buyer.guest! : await findBuyerProfile(tx, church.id, buyer.usuarioId);
  checkBuyerData(event, profile ?? {}, buyer.usuarioId === null ? 'dadosUsuarioNaoCadastrado.' : '');
  const member = buyer.usuarioId;
  const heldFor = member === null ? undefined : heldSeatsOf(tx, church.id, member, now);
  const choices = await lockChoices(tx, church.id, event, buyer.who, body, now, heldFor);
  const typeIds = choices.map((c) => c.type.id);
  // A seat held for the buyer by a waitlist offer becomes theirs: their places in these lines end here.
  if (member !== null) await takePlaces(tx, church.id, member, typeIds);
  const subtotal = subtotalOf(choices);
  if (subtotal === 0 && body.valorTotal !== 0) throw new AppError('EVT_REG_014', {}, { fields: { valorTotal: 'error.EVT_REG_014' } });
  const plan = subtotal > 0 ? await planPayment(tx, church, event, body, subtotal, now) : undefined;

  const guest = buyer.guest;
  const registration = await insertRegistration(tx, church.id, {
    eventoId: event.id,
    idUsuario: buyer.usuarioId,
    convidado: guest ? Object.fromEntries(Object.entries(guest).filter(([, v]) => v !== undefined)) : null,
    convidadoEmail: guest?.email ?? null,
    status: 'pendente',
    valor: subtotal,
    moeda: church.moeda,
    idioma: locale,
  });
  await insertTickets(
    tx,
    church.id,
    registration.id,
    choices.flatMap((c) => c.holders.map((h) => ({ ingressoId: c.type.id, ...h, codigo: newTicketCode() }))),
  );
  const ctx = paymentContext(app, tx, church, buyer.usuarioId, locale);
  const destino = { tipo: 'inscricao_evento' as const, id: registration.id, descricao: event.titulo };
  if (!plan) {
    const payment = await recordFreeOrder(ctx, destino);
    await holdStock(tx, church.id, choices, 'confirmada');
    await updateRegistration(tx, church.id, registration.id, { status: 'confirmada', idPagamento: payment.id });
    recorded.work = await stockChanged(app, tx, church.id, typeIds, now);
    return { answer: await purchaseAnswer(tx, church.id, payment) };
  }
  const { payment, pending } = await recordOrder(
    { ...ctx, method: plan.method },
    {
      destino,
      items: [],
      valor: subtotal,
      valorMinimo: 1,
      metodo: plan.metodo,
      parcelas: body.parcelas,
      flagUsuarioTaxa: event.flagRepassarTaxas,
      ...(body.cartao ? { cartao: body.cartao } : {}),
      salvarCartao: buyer.usuarioId !== null && body.salvarCartao,
      ...(body.ach ? { ach: body.ach } : {}),
      ...(plan.cashDays !== undefined ? { cashDays: plan.cashDays } : {}),
      ...(guest ? { pagador: { nome: guest.nome, sobrenome: guest.sobrenome, email: guest.email, pais: guest.pais } } : {}),
    },
  ).catch((err: unknown) => {
    throw paymentRefusal(err, plan.metodo);
  });
  // Held while the charge is on its way: the settle step confirms or releases them (registration-hooks.ts).
  await holdStock(tx, church.id, choices, 'pendente');
  await updateRegistration(tx, church.id, registration.id, { status: 'pendente', idPagamento: payment.id });
  recorded.work = await stockChanged(app, tx, church.id, typeIds, now);
  return { paymentId: payment.id, pending };
}

/** The purchase's answer from what is stored (the same for every caller of the key): its refusal, or the order. */
async function purchaseAnswer(tx: Tx, churchId: number, payment: PaymentRow): Promise<IdempotentAnswer<TPurchaseResult>> {
  const refusal = refusalOf(payment);
  if (refusal) return refusal;
  const found = await findRegistrationOfPayment(tx, churchId, payment.id);
  if (!found) throw new Error('registration of a purchase missing');
  const { registration, titulo } = found;
  const evento = { id: registration.eventoId, titulo };
  const inscricao = await toRegistration(registration, evento, await listRegistrationTickets(tx, churchId, registration.id), false);
  const pagamento = toPayment(payment);
  return { status: 201, body: { pagamento: { ...pagamento, destino: { ...pagamento.destino, idEvento: evento.id } }, inscricao } };
}

/** Sold (paid or free) or held (payment open): still under the types' locks taken by lockChoices. */
async function holdStock(tx: Tx, churchId: number, choices: CheckedChoice[], status: 'confirmada' | 'pendente') {
  for (const c of choices)
    await moveStock(tx, churchId, c.type.id, status === 'confirmada' ? { vendidos: c.quantidade } : { reservados: c.quantidade });
}

/** The payments module's refusals of the order before any charge, in the event's words (016, 010/012/013). */
function paymentRefusal(err: unknown, metodo: string): unknown {
  if (!(err instanceof AppError)) return err;
  if (err.code === 'INSTALLMENTS_UNAVAILABLE') return new AppError('EVT_REG_016', {}, { fields: { parcelas: 'error.EVT_REG_016' } });
  if (err.code !== 'PAYMENT_METHOD_UNAVAILABLE') return err;
  const code = metodo === 'dinheiro' ? 'EVT_REG_012' : metodo === 'boleto' ? 'EVT_REG_013' : 'EVT_REG_010';
  return new AppError(code, {}, { fields: { metodoPagamento: `error.${code}` } });
}
