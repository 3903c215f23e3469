import {
  READING_PLAN_ALT_MAX,
  READING_PLAN_DESCRIPTION_MAX,
  READING_PLAN_TITLE_MAX,
  type TAdminReadingPlan,
} from '@congrega/contract/admin/reading-plans';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ImageField } from '../../kit/image-field.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { PlanDaysField } from './plan-days-field.tsx';
import './plans.css';
import { planFormSchema, planFormValues } from './plan-form-values.ts';
import { savePlan, uploadPlanCover } from './plans-api.ts';

/** A reading plan's form: title, description, cover (with its text alternative), its days; publish from the screen. */
export function PlanForm({ plan, onSaved }: { plan?: TAdminReadingPlan; onSaved: (plan: TAdminReadingPlan) => Promise<void> | void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const state = useAdminForm({
    schema: planFormSchema,
    defaultValues: planFormValues(plan),
    submit: async (body) => {
      const saved = await savePlan(church.slug, plan?.id, { ...body, ativo: plan?.ativo ?? false });
      state.form.reset(planFormValues(saved));
      await onSaved(saved);
    },
    savedText: plan ? t('plans.saved') : t('plans.created'),
  });
  return (
    <AdminForm state={state} submitLabel={plan ? t('plans.save') : t('plans.create')}>
      <FormText name="titulo" label={t('plans.title')} required maxLength={READING_PLAN_TITLE_MAX} />
      <FormTextArea name="descricao" label={t('plans.description')} maxLength={READING_PLAN_DESCRIPTION_MAX} />
      <ImageField
        name="imagem"
        label={t('plans.cover')}
        upload={(file) => uploadPlanCover(church.slug, file)}
        alt={{ name: 'textoAlternativo', label: t('plans.coverAlt'), hint: t('plans.coverAltHint'), maxLength: READING_PLAN_ALT_MAX }}
      />
      <PlanDaysField />
    </AdminForm>
  );
}
