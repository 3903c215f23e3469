import { HOLDER_YES_NO, type TEventDetail, type THolderQuestion, type TTicketType } from '@congrega/contract/events';
import type { TGuestBuyer, TPurchaseBody } from '@congrega/contract/events-purchase';
import { quantityOf, type PurchaseDraft, type PurchaseTicketType } from './purchase-draft.ts';

/** The answers a question takes: an `escolha`'s options, a yes/no's `sim` and `nao`; none (free text) otherwise. */
const questionOptions = (q: THolderQuestion): readonly string[] =>
  q.tipo === 'escolha' ? q.opcoes : q.tipo === 'simNao' ? HOLDER_YES_NO : [];

/** The rules' view of the event's ticket types. */
export function purchaseTypes(tickets: readonly TTicketType[]): PurchaseTicketType[] {
  return tickets.map((t) => ({
    id: t.id,
    price: t.valor,
    fees: t.taxa,
    maxNow: t.maxPorCompra,
    questions: t.perguntas.map((q) => ({ id: q.id, required: q.obrigatoria, options: questionOptions(q) })),
  }));
}

/** The payment part of the body (the method's form gives it; empty for a free registration). */
export type PurchasePayment = Pick<TPurchaseBody, 'metodoPagamento' | 'cartao' | 'salvarCartao' | 'parcelas' | 'ach'>;

/**
 * POST /usuario/{user}/evento/{event}/inscricao/: the tickets by type with one holder each (answers left blank are
 * not sent), the total the buyer saw (`valorTotal`, the fee quote's total when the event passes fees on), the rules
 * version seen, the terms agreement, the payment part and, for a guest, the buyer's data.
 */
export function purchaseBody(
  draft: PurchaseDraft,
  event: Pick<TEventDetail, 'ingressos' | 'versao'>,
  total: number,
  payment: PurchasePayment,
  guest?: TGuestBuyer,
): TPurchaseBody {
  const ingressos = event.ingressos
    .filter((type) => quantityOf(draft, type.id) > 0)
    .map((type) => {
      const titulares = draft.holders
        .filter((h) => h.ticketTypeId === type.id)
        .map((h) => ({
          nome: h.name.trim(),
          respostas: type.perguntas
            .map((q) => ({ pergunta: q.id, resposta: (h.answers[String(q.id)] ?? '').trim() }))
            .filter((a) => a.resposta !== ''),
        }));
      return { id: type.id, quantidade: quantityOf(draft, type.id), titulares };
    });
  return {
    ingressos,
    valorTotal: total,
    versaoEvento: event.versao,
    aceiteTermos: draft.termsAccepted,
    ...(payment.metodoPagamento ? payment : {}),
    ...(guest ? { dadosUsuarioNaoCadastrado: guest } : {}),
  };
}
