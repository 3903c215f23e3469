import { ZAdminPlayPlanBody, type TAdminPlayPlan, type TAdminPlayPlanInput } from '@congrega/contract/admin/play';
import { z } from 'zod';
import { amountText, parseAmount } from '../../../lib/amount.ts';

/**
 * The plan form's inputs <-> the contract's body: prices are amounts typed in the console's language ("19,90",
 * "19.90"), sent as cents; an amount that is not one says `validation.price` on its input; the rest is the
 * contract's own schema on the body the inputs make.
 */
export interface PlanFormValues {
  nome: string;
  descricao: string;
  codigo: string;
  periodo: TAdminPlayPlan['periodo'];
  valor: string;
  taxaAdesao: string;
  flagRepassarTaxas: boolean;
  flagAtivo: boolean;
}

export function planFormValues(plan: TAdminPlayPlan | undefined, locale: string): PlanFormValues {
  return {
    nome: plan?.nome ?? '',
    descricao: plan?.descricao ?? '',
    codigo: plan?.codigo ?? '',
    periodo: plan?.periodo ?? 'mensal',
    valor: plan ? amountText(plan.valor, locale) : '',
    taxaAdesao: plan ? amountText(plan.taxaAdesao, locale) : '',
    flagRepassarTaxas: plan?.flagRepassarTaxas ?? false,
    flagAtivo: plan?.flagAtivo ?? true,
  };
}

export const planFormSchema = z.unknown().transform((raw, ctx) => {
  const values = raw as PlanFormValues;
  const cents = { valor: parseAmount(values.valor), taxaAdesao: parseAmount(values.taxaAdesao) };
  const flagged = new Set<string>();
  const flag = (key: string, message: string) => {
    flagged.add(key);
    ctx.addIssue({ code: 'custom', path: [key], message });
  };
  for (const key of ['valor', 'taxaAdesao'] as const) if (cents[key] === undefined) flag(key, 'validation.price');
  if (cents.valor === null) flag('valor', 'validation.required');
  const parsed = ZAdminPlayPlanBody.safeParse({
    ...values,
    codigo: values.codigo.trim() || null,
    valor: cents.valor ?? 0,
    taxaAdesao: cents.taxaAdesao ?? 0,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) if (!flagged.has(String(issue.path[0]))) ctx.addIssue(issue as z.core.$ZodRawIssue);
  return parsed.success ? parsed.data : z.NEVER;
}) as unknown as z.ZodType<TAdminPlayPlanInput, PlanFormValues>;
