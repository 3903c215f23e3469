import { holderQuestionType, type TEventDetail, type TEventSummary, type TTicketType } from '@congrega/contract/events';
import type { TWaitlistPlace } from '@congrega/contract/events-waitlist';
import { type TPaymentMethodCode, PAYMENT_METHOD_CODES } from '@congrega/contract/payments/constants';
import type { EventRow, QuestionRow, TicketTypeRow } from './events.repository.ts';
import { eventButton, isBuyable, maxPerPurchase, remaining, shownRemaining, ticketStatus } from './ticket-rules.ts';

/** Event rows as the contract shows them (events.ts), with each ticket type's status for the caller. */

export interface Owned {
  total: number;
  confirmados: number;
  /** The first confirmed ticket of the type (null: none confirmed). */
  primeiroConfirmado?: number | null;
}

export function toSummary(e: EventRow, types: TicketTypeRow[], moeda: string, now: Date): TEventSummary {
  const prices = types.map((t) => t.valor + t.taxa);
  return {
    id: e.id,
    titulo: e.titulo,
    resumo: e.resumo,
    imagem: e.imagem,
    dataInicio: e.dataInicio.toISOString(),
    dataFim: e.dataFim.toISOString(),
    horario: e.horario,
    local: e.localNome ? { nome: e.localNome, cidade: e.localCidade } : null,
    moeda,
    valorAPartirDe: prices.length > 0 ? Math.min(...prices) : null,
    flagGratuito: types.length > 0 && prices.every((p) => p === 0),
    flagConteudoOnline: types.some((t) => t.flagConteudoOnline),
    encerrado: e.dataFim <= now,
    esgotado: types.length > 0 && types.every((t) => remaining(t) === 0),
  };
}

/** The caller's place in a type's waitlist (waitlist.repository.ts placesOfMember). */
export interface PlaceRow {
  ingressoId: number;
  status: string;
  /** Members waiting who joined before. */
  antes: number;
  ofertaExpiraEm: Date | null;
}

export function toPlace(row: Omit<PlaceRow, 'ingressoId'>): TWaitlistPlace {
  return row.status === 'oferta'
    ? { status: 'oferta', posicao: null, ofertaExpiraEm: row.ofertaExpiraEm?.toISOString() ?? null }
    : { status: 'aguardando', posicao: row.antes + 1, ofertaExpiraEm: null };
}

/** A live offer's seat is held for the caller: their view of the type counts it as left (the purchase does too). */
function forCaller(t: TicketTypeRow, place: PlaceRow | undefined, now: Date): TicketTypeRow {
  const live = place?.status === 'oferta' && place.ofertaExpiraEm !== null && place.ofertaExpiraEm > now;
  return live ? { ...t, reservados: Math.max(0, t.reservados - 1) } : t;
}

export function toTicketType(
  row: TicketTypeRow,
  questions: QuestionRow[],
  eventEnd: Date,
  owned: number,
  now: Date,
  place?: PlaceRow,
): TTicketType {
  const t = forCaller(row, place, now);
  const status = ticketStatus(t, eventEnd, owned, now);
  return {
    id: t.id,
    nome: t.nome,
    descricao: t.descricao,
    valor: t.valor,
    taxa: t.taxa,
    status,
    inicioVendas: t.inicioVendas?.toISOString() ?? null,
    fimVendas: t.fimVendas?.toISOString() ?? null,
    restantes: shownRemaining(t),
    maxPorCompra: maxPerPurchase(t, status, owned),
    flagConteudoOnline: t.flagConteudoOnline,
    perguntas: questions
      .filter((q) => q.ingressoId === t.id)
      .map((q) => ({
        id: q.id,
        texto: q.texto,
        tipo: holderQuestionType(q.tipo),
        opcoes: q.opcoes,
        obrigatoria: q.obrigatoria,
      })),
    listaEspera: place ? toPlace(place) : null,
  };
}

/** Methods the event takes that the church has active, in the spec's order; none for a free event. */
export function eventMethods(e: EventRow, churchMethods: string[], free: boolean): TPaymentMethodCode[] {
  if (free) return [];
  return PAYMENT_METHOD_CODES.filter((m) => e.metodosPagamento.includes(m) && churchMethods.includes(m));
}

/** The first confirmed ticket among the held types with online content (what the content buttons open). */
function firstContentTicket(held: { t: TicketTypeRow; o?: Owned }[]): number | null {
  const ids = held.filter((x) => x.t.flagConteudoOnline && x.o?.primeiroConfirmado != null).map((x) => Number(x.o!.primeiroConfirmado));
  return ids.length ? Math.min(...ids) : null;
}

export function toDetail(
  e: EventRow,
  types: TicketTypeRow[],
  questions: QuestionRow[],
  owned: Map<number, Owned>,
  churchMethods: string[],
  moeda: string,
  now: Date,
  places: PlaceRow[] = [],
): TEventDetail {
  const summary = toSummary(e, types, moeda, now);
  const placeOf = new Map(places.map((p) => [p.ingressoId, p]));
  const ingressos = types.map((t) => toTicketType(t, questions, e.dataFim, owned.get(t.id)?.total ?? 0, now, placeOf.get(t.id)));
  const held = types.map((t) => ({ t, o: owned.get(t.id) })).filter((x) => (x.o?.total ?? 0) > 0);
  return {
    ...summary,
    descricao: e.descricao,
    local: e.localNome ? { nome: e.localNome, cidade: e.localCidade, endereco: e.localEndereco, linkMapa: e.localLinkMapa } : null,
    contato: { nome: e.contatoNome, email: e.contatoEmail, telefone: e.contatoTelefone },
    termos: e.termos,
    metodosPagamento: eventMethods(e, churchMethods, summary.flagGratuito),
    maxParcelas: e.maxParcelas,
    diasPrazoDinheiro: e.diasPrazoDinheiro,
    flagRepassarTaxas: e.flagRepassarTaxas,
    flagConvidado: e.flagConvidado,
    dadosObrigatorios: e.dadosObrigatorios.filter((d): d is 'cpf' | 'telefone' | 'dataNascimento' =>
      ['cpf', 'telefone', 'dataNascimento'].includes(d),
    ),
    versao: e.versao,
    emAndamento: e.dataInicio <= now && now < e.dataFim,
    ingressos,
    botao: eventButton({
      ended: summary.encerrado,
      inProgress: e.dataInicio <= now && now < e.dataFim,
      holdsAny: held.length > 0,
      holdsContent: held.some((x) => x.t.flagConteudoOnline && (x.o?.confirmados ?? 0) > 0),
      anyBuyable: ingressos.some((t) => isBuyable(t.status)),
    }),
    meusIngressos: held.reduce((sum, x) => sum + (x.o?.total ?? 0), 0),
    ingressoConteudo: firstContentTicket(held),
  };
}
