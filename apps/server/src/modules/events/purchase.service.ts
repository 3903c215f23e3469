import { createHash } from 'node:crypto';
import type { TErrorCode } from '@congrega/contract/errors';
import { GUEST_USER_ID, type TPurchaseResult } from '@congrega/contract/events-purchase';
import type { TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { requireMember } from '../accounts/member.ts';
import type { TenantChurch } from '../church/church-host.repository.ts';
import { chargeOrder, recordFreeOrder, type PaymentOutcome } from '../payments/payment-core.ts';
import { paymentContext } from '../payments/payments-context.ts';
import { queueReceipt } from '../payments/payments.jobs.ts';
import { countGuestCheckout } from '../payments/payments.service.ts';
import { toPayment } from '../payments/payment-view.ts';
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
import {
  claimPurchaseKey,
  findBuyerProfile,
  findPurchaseKey,
  insertRegistration,
  insertTickets,
  moveStock,
  storePurchaseAnswer,
  updateRegistration,
  type PurchaseKey,
} from './purchase.repository.ts';
import { newTicketCode, toRegistration, withQrCodes } from './registration-view.ts';
import { queueTicketMail } from './ticket-mail.ts';

type Answer = { status: number; body: TPurchaseResult | { code: TErrorCode; params: Record<string, string | number> } };

/**
 * POST /usuario/{userId}/evento/{id}/inscricao/: one transaction per purchase, run once per Idempotency-Key (as
 * donations: a refusal of the input rolls the key back; a payment refusal is kept and replayed). Stock is held
 * under the ticket types' row locks from the check to the stock move, so concurrent buyers never oversell and
 * never pass the per-user limit. Free selections are confirmed at once ('gratuito'); paid ones go through the
 * payments module: approved -> sold, open (Pix, boleto, cash, card in review, ACH) -> held until the payment's
 * status changes (registration-hooks.ts), refused -> nothing held.
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
  const answer = await app.database.withChurch(church.id, async (tx) => {
    const buyer = await resolveBuyer(tx, church, auth, params, body);
    const key = {
      churchId: church.id,
      escopo: 'usuarioId' in buyer.who ? `u${buyer.who.usuarioId}` : `g${buyer.who.email}`,
      chave: idempotencyKey,
    };
    return runOnce(tx, key, { params, body }, () => buy(app, tx, church, locale, buyer, params.id, body));
  });
  if ('code' in answer.body) throw new AppError(answer.body.code, answer.body.params, { status: answer.status });
  if (answer.body.pagamento.status === 'aprovado') await queueReceipt(app, church.id, answer.body.pagamento.id);
  if (answer.body.inscricao.status === 'confirmada') await queueTicketMail(app, church.id, answer.body.inscricao.id);
  return { ...answer.body, inscricao: await withQrCodes(answer.body.inscricao) };
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

async function runOnce(tx: Tx, key: PurchaseKey, request: unknown, run: () => Promise<Answer>): Promise<Answer> {
  const hash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  if (!(await claimPurchaseKey(tx, key, hash))) {
    const prior = await findPurchaseKey(tx, key);
    if (!prior || prior.corpoHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { status: prior.respostaStatus, body: prior.resposta as Answer['body'] };
  }
  const answer = await run();
  await storePurchaseAnswer(tx, key, answer.status, answer.body);
  return answer;
}

async function buy(
  app: FastifyInstance,
  tx: Tx,
  church: TenantChurch,
  locale: TLocale,
  buyer: ResolvedBuyer,
  eventId: number,
  body: PurchaseBody,
): Promise<Answer> {
  const now = new Date();
  const event = buyer.event ?? (await findEvent(tx, church.id, eventId));
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  checkEvent(event, body, now);
  const profile = buyer.usuarioId === null ? buyer.guest! : await findBuyerProfile(tx, church.id, buyer.usuarioId);
  checkBuyerData(event, profile ?? {}, buyer.usuarioId === null ? 'dadosUsuarioNaoCadastrado.' : '');
  const choices = await lockChoices(tx, church.id, event, buyer.who, body, now);
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
  const tickets = await insertTickets(
    tx,
    church.id,
    registration.id,
    choices.flatMap((c) => c.holders.map((h) => ({ ingressoId: c.type.id, ...h, codigo: newTicketCode() }))),
  );
  const ctx = paymentContext(app, tx, church, buyer.usuarioId, locale);
  const destino = { tipo: 'inscricao_evento' as const, id: registration.id, descricao: event.titulo };
  let outcome: PaymentOutcome;
  if (!plan) {
    outcome = { payment: await recordFreeOrder(ctx, destino) };
  } else {
    outcome = await chargeOrder(ctx, {
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
    }).catch((err: unknown) => {
      throw paymentRefusal(err, plan.metodo);
    });
  }
  const { payment, error } = outcome;
  if (error) {
    await updateRegistration(tx, church.id, registration.id, { status: 'cancelada', idPagamento: payment.id });
    return { status: error.statusCode, body: { code: error.code, params: error.params } };
  }
  const status = payment.status === 'aprovado' || payment.status === 'gratuito' ? 'confirmada' : 'pendente';
  await holdStock(tx, church.id, choices, status);
  const saved = await updateRegistration(tx, church.id, registration.id, { status, idPagamento: payment.id });
  const typeName = new Map(choices.map((c) => [c.type.id, c.type]));
  const inscricao = await toRegistration(
    saved,
    { id: event.id, titulo: event.titulo },
    tickets.map((t) => ({
      ...t,
      tipoNome: typeName.get(t.ingressoId)!.nome,
      flagConteudoOnline: typeName.get(t.ingressoId)!.flagConteudoOnline,
      status,
      pedido: payment.codigo,
    })),
    false,
  );
  const pagamento = toPayment(payment);
  return { status: 201, body: { pagamento: { ...pagamento, destino: { ...pagamento.destino, idEvento: event.id } }, inscricao } };
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
