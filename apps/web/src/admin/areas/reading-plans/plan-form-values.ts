import { ZAdminReadingPlanBody, type TAdminReadingPlan } from '@congrega/contract/admin/reading-plans';
import { blanksAsNull } from '../../kit/admin-form.tsx';

/** The plan form's values (strings for every input) <-> the contract's body: blank optional texts are sent as null. */
export type PlanFormValues = {
  titulo: string;
  descricao: string;
  imagem: string;
  textoAlternativo: string;
  ativo: boolean;
  dias: { passagens: string; devocional: string }[];
};

const blankDay = () => ({ passagens: '', devocional: '' });
export const newPlanDay = blankDay;

/** The body schema behind the form: blank cover, alternative and devotionals are null. */
export const planFormSchema = blanksAsNull(ZAdminReadingPlanBody, ['imagem', 'textoAlternativo']);

export function planFormValues(plan: TAdminReadingPlan | undefined): PlanFormValues {
  return {
    titulo: plan?.titulo ?? '',
    descricao: plan?.descricao ?? '',
    imagem: plan?.imagem ?? '',
    textoAlternativo: plan?.textoAlternativo ?? '',
    ativo: plan?.ativo ?? false,
    dias: plan?.dias.map((d) => ({ passagens: d.passagens, devocional: d.devocional ?? '' })) ?? [blankDay()],
  };
}
