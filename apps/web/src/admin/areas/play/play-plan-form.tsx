import { PLAY_DESCRIPTION_MAX, PLAY_PLAN_CODE_MAX, PLAY_PLAN_NAME_MAX, type TAdminPlayPlan } from '@congrega/contract/admin/play';
import { PLAY_PERIODS } from '@congrega/contract/play';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import type { CatalogueWrites } from './play-api.ts';
import { planFormSchema, planFormValues } from './play-plan-values.ts';

/**
 * Adds a plan, or changes one (`plan`): name, description, code (blank: made from the name), period, price per
 * period, subscription fee, whether the subscriber covers the card fees, active. Switching a plan off says what
 * happens to its subscribers (they keep it until the period they paid ends, without renewal).
 */
export function PlayPlanForm({ plan, save, onDone }: { plan?: TAdminPlayPlan; save: CatalogueWrites['savePlan']; onDone?: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { lang } = useConsole();
  const state = useAdminForm({
    schema: planFormSchema,
    defaultValues: planFormValues(plan, lang),
    submit: async (body) => {
      await save(plan?.id ?? null, body);
      if (plan) onDone?.();
      else state.form.reset(planFormValues(undefined, lang));
    },
    savedText: plan ? t('playCatalogue.plans.saved') : t('playCatalogue.plans.added'),
  });
  return (
    <AdminForm
      state={state}
      submitLabel={plan ? t('playCatalogue.plans.save') : t('playCatalogue.plans.add')}
      actions={
        onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('kit.cancel')}
          </Button>
        ) : undefined
      }
    >
      <FormText name="nome" label={t('playCatalogue.plans.name')} maxLength={PLAY_PLAN_NAME_MAX} required />
      <FormTextArea name="descricao" label={t('playCatalogue.plans.description')} maxLength={PLAY_DESCRIPTION_MAX} />
      <FormText
        name="codigo"
        label={t('playCatalogue.plans.code')}
        hint={t('playCatalogue.plans.codeHint')}
        maxLength={PLAY_PLAN_CODE_MAX}
      />
      <FormSelect
        name="periodo"
        label={t('playCatalogue.plans.period')}
        placeholder={t('playCatalogue.plans.choosePeriod')}
        options={PLAY_PERIODS.map((value) => ({ value, label: t(`playCatalogue.periods.${value}`) }))}
        required
      />
      <FormText
        name="valor"
        inputMode="decimal"
        label={t('playCatalogue.plans.price')}
        hint={t('playCatalogue.plans.priceHint')}
        required
      />
      <FormText name="taxaAdesao" inputMode="decimal" label={t('playCatalogue.plans.fee')} hint={t('playCatalogue.plans.feeHint')} />
      <CheckboxField label={t('playCatalogue.plans.passFees')} {...state.form.register('flagRepassarTaxas')} />
      <CheckboxField label={t('playCatalogue.plans.active')} {...state.form.register('flagAtivo')} />
      <p className="muted">{t('playCatalogue.plans.inactiveNote')}</p>
    </AdminForm>
  );
}
