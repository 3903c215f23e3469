import type { TEventDetail, TEventList } from '@congrega/contract/events';
import type { TEventFeeQuote } from '@congrega/contract/events-purchase';
import type { TPaymentMethodCode } from '@congrega/contract/payments/constants';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { cachedPublicRead, PUBLIC_READ_PAGES } from '../../core/public-reads.ts';
import { quoteOrder } from '../payments/payments.public.ts';
import { eventMethods, toDetail, toSummary, type Owned } from './events-view.ts';
import {
  findEvent,
  listActiveMethodCodes,
  listEvents,
  listQuestions,
  listTicketTypes,
  memberEventState,
  type EventRow,
  type QuestionRow,
  type TicketTypeRow,
} from './events.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * The event pages: public list, the detail (with the caller's ticket statuses and button when logged in), the fee
 * quote. Events of another church, inactive ones and ids that name nothing answer 404 EVENT_NOT_FOUND alike.
 */

function assertHostSlug(church: TenantChurch, slug: string): void {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
}

interface PublicEvent {
  event: EventRow;
  types: TicketTypeRow[];
  questions: QuestionRow[];
  methods: string[];
}

/**
 * An active event of the church as every visitor reads it (the row, its active ticket types with their stock, their
 * questions, the church's active methods), from the church's cached public reads (core/public-reads.ts; ended by
 * the staff console's writes and, after each stock change, by waitlist-offers.ts stockChanged); undefined: none.
 */
function publicEvent(app: FastifyInstance, church: TenantChurch, id: number): Promise<PublicEvent | undefined> {
  return cachedPublicRead(app, church.id, 'events', `detail:${id}`, () =>
    app.database.withChurch(church.id, async (tx) => {
      const event = await findEvent(tx, church.id, id);
      if (!event) return { value: undefined };
      const types = await listTicketTypes(tx, church.id, [event.id]);
      const [questions, methods] = await Promise.all([
        listQuestions(
          tx,
          church.id,
          types.map((t) => t.id),
        ),
        listActiveMethodCodes(tx, church.id),
      ]);
      return { value: { event, types, questions, methods } };
    }),
  );
}

/**
 * GET /igreja/{slug}/evento/: a page of the church's events. The rows are the church's cached public read, kept
 * until the first upcoming event ends at most (the page changes then); what depends on the time is computed here.
 */
export async function getEventList(
  app: FastifyInstance,
  church: TenantChurch,
  slug: string,
  query: { periodo: 'proximos' | 'todos'; page: number; limit: number },
): Promise<TEventList> {
  assertHostSlug(church, slug);
  const load = () =>
    app.database.withChurch(church.id, async (tx) => {
      const page = await listEvents(tx, church.id, { todos: query.periodo === 'todos', page: query.page, limit: query.limit }, new Date());
      const types = await listTicketTypes(
        tx,
        church.id,
        page.rows.map((r) => r.id),
      );
      return { value: { rows: page.rows, types, total: page.total }, until: page.nextEnd ?? undefined };
    });
  // The first pages only (PUBLIC_READ_PAGES): a later one is read each time.
  const { rows, types, total } =
    query.page > PUBLIC_READ_PAGES
      ? (await load()).value
      : await cachedPublicRead(app, church.id, 'events', `list:${query.periodo}:${query.page}:${query.limit}`, load);
  const now = new Date();
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
}

/**
 * GET /igreja/{slug}/evento/{id}: the event's public part from the cache, and for a member their tickets and
 * waitlist places in one statement (the client account comes with the session check).
 */
export async function getEventDetail(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext | null,
  slug: string,
  id: number,
): Promise<TEventDetail> {
  assertHostSlug(church, slug);
  const found = await publicEvent(app, church, id);
  if (!found) throw new AppError('EVENT_NOT_FOUND');
  const { event, types, questions, methods } = found;
  const usuarioId = auth?.usuarioId ?? null;
  const typeIds = types.map((t) => t.id);
  const mine =
    usuarioId === null || typeIds.length === 0
      ? { owned: [], places: [] }
      : await app.database.withChurch(church.id, (tx) => memberEventState(tx, church.id, usuarioId, typeIds));
  const ownedMap = new Map<number, Owned>(
    mine.owned.map((o) => [o.ingressoId, { total: o.total, confirmados: o.confirmados, primeiroConfirmado: o.primeiroConfirmado }]),
  );
  return toDetail(event, types, questions, ownedMap, methods, church.moeda, new Date(), mine.places);
}

/** What a visitor may see of an active event of the host church for its link preview (undefined: none). */
export async function getEventPreviewData(app: FastifyInstance, church: TenantChurch, id: number) {
  const found = await publicEvent(app, church, id);
  if (!found) return undefined;
  const { titulo, resumo, descricao, imagem, dataInicio, dataFim, localNome, localCidade, localEndereco } = found.event;
  // The ticket types as the public page offers them: name, the price charged, sold out or not (never the counts).
  const ingressos = found.types.map((t) => ({
    nome: t.nome,
    preco: t.valor + t.taxa,
    esgotado: t.vendidos + t.reservados >= t.quantidade,
    inicioVendas: t.inicioVendas,
  }));
  return { titulo, resumo, descricao, imagem, dataInicio, dataFim, localNome, localCidade, localEndereco, ingressos };
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
