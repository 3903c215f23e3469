import {
  BUYABLE_TICKET_STATUSES,
  HOLDER_YES_NO,
  LOW_STOCK_THRESHOLD,
  MAX_TICKETS_PER_TYPE,
  type TEventButtonState,
  type THolderAnswer,
  type TTicketStatus,
} from '@congrega/contract/events';

/**
 * The ticket rules (spec section 4 "Ticket states", section 5 "Per-user ticket limit", "Events screens"), pure:
 * the listing, the detail and the purchase all decide with these, so what the buyer sees is what the server checks.
 */

export interface TicketStock {
  quantidade: number;
  vendidos: number;
  reservados: number;
  inicioVendas: Date | null;
  fimVendas: Date | null;
  limitePorUsuario: number | null;
}

export function remaining(t: Pick<TicketStock, 'quantidade' | 'vendidos' | 'reservados'>): number {
  return Math.max(0, t.quantidade - t.vendidos - t.reservados);
}

/** How many more of this type the buyer may hold (Infinity without a limit). */
export function allowance(t: Pick<TicketStock, 'limitePorUsuario'>, owned: number): number {
  return t.limitePorUsuario === null ? Number.POSITIVE_INFINITY : Math.max(0, t.limitePorUsuario - owned);
}

/**
 * Status for a buyer who already holds `owned` of the type (visitors: 0). Order: the event or the sales ended
 * (expirado), not yet on sale, sold out, the buyer's limit, then on sale (with or without an end date).
 */
export function ticketStatus(t: TicketStock, eventEnd: Date, owned: number, now: Date): TTicketStatus {
  if (eventEnd <= now || (t.fimVendas !== null && t.fimVendas <= now)) return 'expirado';
  if (t.inicioVendas !== null && t.inicioVendas > now) return 'disponivel_a_partir';
  if (remaining(t) === 0) return 'esgotado';
  if (allowance(t, owned) === 0) return 'limite_usuario';
  return t.fimVendas === null ? 'disponivel' : 'disponivel_ate';
}

export function isBuyable(status: TTicketStatus): boolean {
  return BUYABLE_TICKET_STATUSES.includes(status);
}

/** Most the buyer may choose now: stock, their limit and the per-purchase cap; 0 unless buyable. */
export function maxPerPurchase(t: TicketStock, status: TTicketStatus, owned: number): number {
  if (!isBuyable(status)) return 0;
  return Math.min(remaining(t), allowance(t, owned), MAX_TICKETS_PER_TYPE);
}

/** `restantes` is shown only when few are left. */
export function shownRemaining(t: Pick<TicketStock, 'quantidade' | 'vendidos' | 'reservados'>): number | null {
  const left = remaining(t);
  return left <= LOW_STOCK_THRESHOLD ? left : null;
}

/** The detail button (contract events.ts, EVENT_BUTTON_STATES: the rule is written there). */
export function eventButton(input: {
  ended: boolean;
  inProgress: boolean;
  holdsAny: boolean;
  holdsContent: boolean;
  anyBuyable: boolean;
}): TEventButtonState {
  const held = input.holdsContent ? 'ver_conteudo' : 'ver_ingressos';
  if (input.ended) return input.holdsAny ? held : 'encerrado';
  if (input.inProgress && input.holdsContent) return 'acesso_online';
  if (input.holdsAny) return input.anyBuyable ? 'inscrever_novamente' : held;
  return input.anyBuyable ? 'inscrever' : 'indisponivel';
}

export interface QuestionRule {
  id: number;
  texto: string;
  tipo: string;
  opcoes: string[];
  obrigatoria: boolean;
}

/**
 * Checks one holder's answers against the type's current questions: an answer to a question the type does not
 * have, or a choice not offered, is EVT_REG_004 (the form changed); a required question left unanswered is
 * EVT_REG_003. Returns the answers to keep (question text as asked), in the questions' order.
 */
export function checkAnswers(
  questions: QuestionRule[],
  answers: { pergunta: number; resposta: string }[],
): { error: 'EVT_REG_003' | 'EVT_REG_004' } | { respostas: THolderAnswer[] } {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, string>();
  for (const a of answers) {
    const q = byId.get(a.pergunta);
    if (!q || given.has(a.pergunta)) return { error: 'EVT_REG_004' };
    if (q.tipo === 'escolha' && !q.opcoes.includes(a.resposta)) return { error: 'EVT_REG_004' };
    if (q.tipo === 'simNao' && !HOLDER_YES_NO.some((v) => v === a.resposta)) return { error: 'EVT_REG_004' };
    given.set(a.pergunta, a.resposta);
  }
  if (questions.some((q) => q.obrigatoria && !given.has(q.id))) return { error: 'EVT_REG_003' };
  return {
    respostas: questions
      .filter((q) => given.has(q.id))
      .map((q) => ({ pergunta: q.texto, resposta: given.get(q.id)!, ...(q.tipo === 'simNao' ? { tipo: 'simNao' as const } : {}) })),
  };
}

const DAY = 24 * 60 * 60 * 1000;

/** Cash: days the buyer gets (the event's, but never past its start); under one day left answers 0 (EVT_REG_012). */
export function cashDays(eventStart: Date, eventDays: number, now: Date): number {
  const untilStart = Math.floor((eventStart.getTime() - now.getTime()) / DAY);
  return Math.max(0, Math.min(eventDays, untilStart));
}
