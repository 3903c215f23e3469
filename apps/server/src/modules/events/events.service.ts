import type { TEventDetail, TEventList } from '@congrega/contract/events';
import type { TEventFeeQuote } from '@congrega/contract/events-purchase';
import type { TPaymentMethodCode } from '@congrega/contract/payments/constants';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { findClientAccountId } from '../../core/roles.repository.ts';
import { quoteOrder } from '../payments/payments.public.ts';
import { eventMethods, toDetail, toSummary, type Owned } from './events-view.ts';
import { findEvent, listActiveMethodCodes, listEvents, listQuestions, listTicketTypes, ownedTickets } from './events.repository.ts';
import { placesOfMember } from './waitlist.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * The event pages: public list, the detail (with the caller's ticket statuses and button when logged in), the fee
 * quote. Events of another church, inactive ones and ids that name nothing answer 404 EVENT_NOT_FOUND alike.
 */

function assertHostSlug(church: TenantChurch, slug: string): void {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
}

export async function getEventList(
  app: FastifyInstance,
  church: TenantChurch,
  slug: string,
  query: { periodo: 'proximos' | 'todos'; page: number; limit: number },
): Promise<TEventList> {
  assertHostSlug(church, slug);
  const now = new Date();
  return app.database.withChurch(church.id, async (tx) => {
    const { rows, total } = await listEvents(
      tx,
      church.id,
      { todos: query.periodo === 'todos', page: query.page, limit: query.limit },
      now,
    );
    const types = await listTicketTypes(
      tx,
      church.id,
      rows.map((r) => r.id),
    );
    return {
      eventos: rows.map((e) =>
        toSummary(
          e,
          types.filter((t) => t.eventoId === e.id),
          church.moeda,
          now,
        ),
      ),
      total,
      page: query.page,
      limit: query.limit,
    };
  });
}

export async function getEventDetail(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext | null,
  slug: string,
  id: number,
): Promise<TEventDetail> {
  assertHostSlug(church, slug);
  const now = new Date();
  const detail = await app.database.withChurch(church.id, async (tx) => {
    const event = await findEvent(tx, church.id, id);
    if (!event) return undefined;
    const usuarioId = auth ? await findClientAccountId(tx, church.id, auth.contaId) : undefined;
    const types = await listTicketTypes(tx, church.id, [event.id]);
    const typeIds = types.map((t) => t.id);
    const [questions, owned, methods, places] = await Promise.all([
      listQuestions(tx, church.id, typeIds),
      usuarioId === undefined ? [] : ownedTickets(tx, church.id, { usuarioId }, typeIds),
      listActiveMethodCodes(tx, church.id),
      usuarioId === undefined ? [] : placesOfMember(tx, church.id, usuarioId, typeIds),
    ]);
    const ownedMap = new Map<number, Owned>(
      owned.map((o) => [o.ingressoId, { total: o.total, confirmados: o.confirmados, primeiroConfirmado: o.primeiroConfirmado }]),
    );
    return toDetail(event, types, questions, ownedMap, methods, church.moeda, now, places);
  });
  if (!detail) throw new AppError('EVENT_NOT_FOUND');
  return detail;
}

/** What a visitor may see of an active event of the host church for its link preview (undefined: none). */
export async function getEventPreviewData(app: FastifyInstance, church: TenantChurch, id: number) {
  return app.database.withChurch(church.id, async (tx) => {
    const event = await findEvent(tx, church.id, id);
    if (!event) return undefined;
    const { titulo, resumo, descricao, imagem, dataInicio, dataFim, localNome, localCidade, localEndereco } = event;
    // The ticket types as the public page offers them: name, the price charged, sold out or not (never the counts).
    const ingressos = (await listTicketTypes(tx, church.id, [id])).map((t) => ({
      nome: t.nome,
      preco: t.valor + t.taxa,
      esgotado: t.vendidos + t.reservados >= t.quantidade,
      inicioVendas: t.inicioVendas,
    }));
    return { titulo, resumo, descricao, imagem, dataInicio, dataFim, localNome, localCidade, localEndereco, ingressos };
  });
}

/**
 * GET /evento/{id}/calcular-taxas: the total for `valor` with a method under the event's fee rule (the buyer covers
 * the method's fees when the event passes them on) and, for cards, the installment options the event allows.
 */
export async function quoteEventFees(
  app: FastifyInstance,
  church: TenantChurch,
  id: number,
  query: { valor: number; metodoPagamento: TPaymentMethodCode },
): Promise<TEventFeeQuote> {
  const quote = await app.database.withChurch(church.id, async (tx) => {
    const event = await findEvent(tx, church.id, id);
    if (!event) return undefined;
    const methods = eventMethods(event, await listActiveMethodCodes(tx, church.id), false);
    // Priced as the purchase charges it (payments' quoteOrder: the charge's pricing), up to the event's installments.
    const priced = methods.includes(query.metodoPagamento)
      ? await quoteOrder(tx, church, (impl) => app.paymentGateways.get(impl), {
          metodo: query.metodoPagamento,
          valor: query.valor,
          flagUsuarioTaxa: event.flagRepassarTaxas,
          maxParcelas: Math.max(1, event.maxParcelas),
        })
      : undefined;
    return { priced };
  });
  if (!quote) throw new AppError('EVENT_NOT_FOUND');
  const { priced } = quote;
  if (!priced) throw new AppError('EVT_REG_010', {}, { fields: { metodoPagamento: 'error.EVT_REG_010' } });
  return {
    metodoPagamento: query.metodoPagamento,
    moeda: church.moeda,
    valor: query.valor,
    taxas: priced.taxas,
    total: priced.total,
    parcelas: query.metodoPagamento === 'cartao_credito' ? priced.parcelas : [],
  };
}

/** An active event of the host church (the live socket watches only those). */
export async function eventIsOpen(app: FastifyInstance, church: TenantChurch, id: number): Promise<boolean> {
  return app.database.withChurch(church.id, async (tx) => (await findEvent(tx, church.id, id)) !== undefined);
}
