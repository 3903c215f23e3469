import {
  OFFERING_METHODS,
  ZOfferingAdjustmentBody,
  ZOfferingBatchCreateBody,
  ZOfferingLineBody,
  type TOfferingLine,
  type TOfferingMethod,
} from '@congrega/contract/admin/offerings';
import { z } from 'zod';
import { amountText, parseAmount } from '../../../lib/amount.ts';

/**
 * The offerings' forms: what is typed (a reason chosen as text, an amount typed in the console's language, "1.234,56"
 * or "1,234.56") -> the contract's body, then the contract's own schema, so the form validates exactly what is sent.
 * An amount that is not one says `validation.amount` (an amount as written), not the contract's words (which speak of
 * cents). Field names are the body's, so the server's field errors land on them.
 */
const reasonId = (text: string) => (text ? Number(text) : undefined);

const zAmount = () =>
  z.string().transform((text, ctx) => {
    const cents = parseAmount(text);
    if (cents === null) ctx.addIssue({ code: 'custom', message: 'validation.required' });
    else if (cents === undefined || cents < 1) ctx.addIssue({ code: 'custom', message: 'validation.amount' });
    return cents ?? 0;
  });
export interface LineFormValues {
  motivoId: string;
  metodo: TOfferingMethod;
  valor: string;
  envelope: string;
  usuarioId: number | null;
}

export const lineValues = (line: TOfferingLine | null, last: Pick<LineFormValues, 'motivoId' | 'metodo'>, lang: string): LineFormValues =>
  line
    ? {
        motivoId: line.motivo ? String(line.motivo.id) : '',
        metodo: line.metodo,
        valor: amountText(line.valor, lang),
        envelope: line.envelope ?? '',
        usuarioId: line.membro?.usuarioId ?? null,
      }
    : { ...last, valor: '', envelope: '', usuarioId: null };

export function lineSchema() {
  return z
    .object({
      motivoId: z.string(),
      metodo: z.string(),
      valor: zAmount(),
      envelope: z.string(),
      usuarioId: z.number().nullable(),
    })
    .transform((v): unknown => ({
      motivoId: reasonId(v.motivoId),
      metodo: v.metodo,
      valor: v.valor,
      envelope: v.envelope,
      usuarioId: v.usuarioId,
    }))
    .pipe(ZOfferingLineBody);
}

/** An adjustment: a reason, a method, whether it adds or takes away, the amount (positive) and why. */
export interface AdjustmentFormValues {
  motivoId: string;
  metodo: TOfferingMethod;
  sentido: 'mais' | 'menos';
  valor: string;
  justificativa: string;
}

export const EMPTY_ADJUSTMENT: AdjustmentFormValues = {
  motivoId: '',
  metodo: OFFERING_METHODS[0],
  sentido: 'menos',
  valor: '',
  justificativa: '',
};

export function adjustmentSchema() {
  return z
    .object({
      motivoId: z.string(),
      metodo: z.string(),
      sentido: z.enum(['mais', 'menos']),
      valor: zAmount(),
      justificativa: z.string(),
    })
    .transform((v): unknown => ({
      motivoId: reasonId(v.motivoId),
      metodo: v.metodo,
      valor: v.sentido === 'menos' ? -v.valor : v.valor,
      justificativa: v.justificativa,
    }))
    .pipe(ZOfferingAdjustmentBody);
}

/** A new batch: the congregation is chosen as text ('' = none). */
export const batchSchema = z
  .object({ data: z.string(), congregacaoId: z.string(), culto: z.string(), observacao: z.string() })
  .transform((v): unknown => ({ ...v, congregacaoId: v.congregacaoId ? Number(v.congregacaoId) : null }))
  .pipe(ZOfferingBatchCreateBody);
