import { OFFERING_METHODS } from '@congrega/contract/admin/offerings';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

/** The reason (fund) and the method (cash or cheque) of a counted line or an adjusting entry, bound by name. */
export function ReasonMethodFields({ reasons }: { reasons: readonly { id: number; nome: string }[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <FormSelect
        name="motivoId"
        label={t('offerings.reason')}
        required
        placeholder={t('offerings.chooseReason')}
        options={reasons.map((r) => ({ value: String(r.id), label: r.nome }))}
      />
      <FormSelect
        name="metodo"
        label={t('offerings.method')}
        required
        placeholder={t('offerings.chooseMethod')}
        options={OFFERING_METHODS.map((m) => ({ value: m, label: t(`offerings.methods.${m}`) }))}
      />
    </>
  );
}
