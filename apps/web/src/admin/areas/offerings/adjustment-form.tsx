import { OFFERING_JUSTIFICATION_MAX, type TOfferingAdjustmentBody } from '@congrega/contract/admin/offerings';
import { currencySign } from '@congrega/contract/money';
import { useMemo } from 'react';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { ReasonMethodFields } from './reason-method-fields.tsx';
import { useConsole } from '../../lib/console-context.ts';
import { adjustmentSchema, EMPTY_ADJUSTMENT } from './offering-forms.ts';

/**
 * An adjusting entry on a committed batch (finance edit): the reason and method it corrects, whether it adds to or
 * takes from the count, the amount as written and the required justification. The batch itself never changes.
 */
export function AdjustmentForm({
  reasons,
  moeda,
  save,
  onDone,
}: {
  reasons: readonly { id: number; nome: string }[];
  moeda: string;
  save: (body: TOfferingAdjustmentBody) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { lang } = useConsole();
  const schema = useMemo(() => adjustmentSchema(), []);
  const state = useAdminForm({
    schema,
    defaultValues: EMPTY_ADJUSTMENT,
    submit: async (body) => {
      await save(body);
      onDone();
    },
    savedText: t('offerings.adjusted'),
  });
  return (
    <AdminForm
      state={state}
      submitLabel={t('offerings.addAdjustment')}
      actions={
        <Button variant="ghost" onClick={onDone}>
          {t('kit.cancel')}
        </Button>
      }
    >
      <div className="offering-line-fields">
        <ReasonMethodFields reasons={reasons} />
        <FormSelect
          name="sentido"
          label={t('offerings.direction')}
          required
          placeholder={t('offerings.chooseDirection')}
          options={[
            { value: 'menos', label: t('offerings.directions.menos') },
            { value: 'mais', label: t('offerings.directions.mais') },
          ]}
        />
        <FormText
          name="valor"
          label={t('offerings.amount', { currency: currencySign(lang, moeda) })}
          hint={t('offerings.amountHint')}
          required
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <FormTextArea
        name="justificativa"
        label={t('offerings.justification')}
        hint={t('offerings.justificationHint')}
        required
        maxLength={OFFERING_JUSTIFICATION_MAX}
      />
    </AdminForm>
  );
}
