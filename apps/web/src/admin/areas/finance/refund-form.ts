import { ZRefundCreateBody, type TFinancePaymentDetail, type TRefundCreateBody } from '@congrega/contract/admin/finance';
import type { FieldError, Resolver } from 'react-hook-form';
import { parseAmount } from '../../../lib/amount.ts';
import { zodFormResolver } from '../../../lib/zod-form-resolver.ts';

/** The refund dialog's inputs: a full or partial amount (typed in the console's language), why, and what it asks. */
export interface RefundFormValues {
  modo: 'total' | 'parcial';
  valor: string;
  motivo: string;
  /** An event order's tickets: cancelled (seats released) or kept; '' until chosen. */
  ingressos: '' | 'cancelar' | 'manter';
  /** A transfer refund (boleto, cash): how the money went back, and its proof. */
  observacao: string;
  comprovante: string;
}

export const EMPTY_REFUND: RefundFormValues = { modo: 'total', valor: '', motivo: '', ingressos: '', observacao: '', comprovante: '' };

export const asksTickets = (p: TFinancePaymentDetail) => p.destino.tipo === 'inscricao_evento';
export const isTransfer = (p: TFinancePaymentDetail) => p.viaEstorno === 'transferencia';

/**
 * The body the form sends: the whole refundable amount or the typed one (a text that is not an amount gives NaN, so
 * the contract refuses it), the refundable amount the screen showed (the server answers REFUND_STALE when another
 * refund happened since), the tickets' choice for an event order and the transfer's note and proof; blanks left out.
 */
export function refundBody(values: RefundFormValues, payment: TFinancePaymentDetail): TRefundCreateBody {
  const typed = parseAmount(values.valor);
  const body: TRefundCreateBody = {
    valor: values.modo === 'total' ? payment.estornavel : (typed ?? Number.NaN),
    motivo: values.motivo,
    estornavelEsperado: payment.estornavel,
  };
  if (asksTickets(payment) && values.ingressos) body.cancelarIngressos = values.ingressos === 'cancelar';
  if (isTransfer(payment)) {
    if (values.observacao.trim()) body.observacao = values.observacao;
    if (values.comprovante.trim()) body.comprovante = values.comprovante;
  }
  return body;
}

export interface RefundTexts {
  /** The typed amount is not one. */
  amountInvalid: string;
  /** More than the refundable amount (the text names it, in the church's currency). */
  amountTooHigh: string;
  ticketsRequired: string;
  noteRequired: string;
}

/**
 * The form's resolver: the contract's body schema on what will be sent (its messages translated when shown), then
 * the rules the screen knows from the payment: a partial amount is an amount and at most the refundable one, an event
 * order says what happens to its tickets, a transfer says how the money went back. Those texts come translated.
 */
export function refundResolver(payment: TFinancePaymentDetail, texts: RefundTexts): Resolver<RefundFormValues, unknown, TRefundCreateBody> {
  const contract = zodFormResolver(ZRefundCreateBody);
  return async (values, context, options) => {
    const body = refundBody(values, payment);
    const checked = await contract(body as never, context, options as never);
    const errors: Record<string, FieldError> = { ...(checked.errors as Record<string, FieldError>) };
    const own = (name: keyof RefundFormValues, message: string) => {
      errors[name] ??= { type: 'refund', message };
    };
    if (values.modo === 'parcial') {
      // The amount's own words replace the contract's (which speak of cents).
      const typed = parseAmount(values.valor);
      delete errors.valor;
      if (typed === null) own('valor', 'validation.required');
      else if (typed === undefined || typed < 1) own('valor', texts.amountInvalid);
      else if (typed > payment.estornavel) own('valor', texts.amountTooHigh);
    }
    if (asksTickets(payment) && !values.ingressos) own('ingressos', texts.ticketsRequired);
    if (isTransfer(payment) && !values.observacao.trim()) own('observacao', texts.noteRequired);
    // The contract's field names are the form's, except the computed ones.
    delete errors.estornavelEsperado;
    if (errors.cancelarIngressos) errors.ingressos ??= errors.cancelarIngressos;
    delete errors.cancelarIngressos;
    if (Object.keys(errors).length) return { values: {}, errors };
    return { values: body, errors: {} };
  };
}

/** The form's field for a server error's path (`cancelarIngressos` is asked as `ingressos`). */
export function refundField(path: string): boolean | string {
  if (path === 'cancelarIngressos') return 'ingressos';
  return ['valor', 'motivo', 'observacao', 'comprovante'].includes(path);
}
