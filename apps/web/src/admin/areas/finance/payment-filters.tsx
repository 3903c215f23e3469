import { PAYER_KINDS } from '@congrega/contract/admin/finance';
import { PAYMENT_DESTINATIONS, PAYMENT_METHOD_CODES, PAYMENT_STATUSES } from '@congrega/contract/payments/constants';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ListFilters } from '../../kit/list-tools.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

/** A choice among the contract's values, labelled by the catalogue (`finance.<group>.<value>`), "any" first. */
function Choice({
  name,
  label,
  options,
  group,
  value,
}: {
  name: string;
  label: string;
  options: readonly string[];
  group: string;
  value?: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} className="input" name={name} defaultValue={value ?? ''}>
          <option value="">{t('finance.any')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`finance.${group}.${option}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * The payments list's filters (their values in the address): search, order dates, method, status, destination,
 * member or guest, with or without a refund, paid after its cancellation or not. The reason and the member chosen from a row travel as hidden fields, so
 * a new search keeps them; "Clear filters" drops everything.
 */
export function PaymentFilters({
  values,
  onApply,
  reasons,
}: {
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
  /** The church's reasons (funds) to choose from, when known; else the reason comes only from a payment's items. */
  reasons?: readonly { id: number; nome: string }[];
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <ListFilters values={values} onApply={onApply}>
      <Field label={t('finance.search')} hint={t('finance.searchHint')} className="filter-wide">
        {(control) => <input {...control} className="input" name="q" type="search" maxLength={100} defaultValue={values.q ?? ''} />}
      </Field>
      <Field label={t('finance.from')}>
        {(control) => <input {...control} className="input" name="de" type="date" defaultValue={values.de ?? ''} />}
      </Field>
      <Field label={t('finance.to')}>
        {(control) => <input {...control} className="input" name="ate" type="date" min={values.de} defaultValue={values.ate ?? ''} />}
      </Field>
      <Choice name="metodo" label={t('finance.method')} options={PAYMENT_METHOD_CODES} group="methods" value={values.metodo} />
      <Choice name="status" label={t('finance.status')} options={PAYMENT_STATUSES} group="statuses" value={values.status} />
      <Choice name="destino" label={t('finance.destination')} options={PAYMENT_DESTINATIONS} group="destinations" value={values.destino} />
      <Choice name="pagador" label={t('finance.payer')} options={PAYER_KINDS} group="payers" value={values.pagador} />
      <Choice name="comEstorno" label={t('finance.refunds')} options={['true', 'false']} group="withRefund" value={values.comEstorno} />
      <Choice
        name="pagoAposCancelamento"
        label={t('finance.paidAfterCancel')}
        options={['true', 'false']}
        group="paidAfterCancelChoice"
        value={values.pagoAposCancelamento}
      />
      {reasons ? (
        <Field label={t('finance.reason')}>
          {(control) => (
            <select {...control} className="input" name="motivo" defaultValue={values.motivo ?? ''}>
              <option value="">{t('finance.any')}</option>
              {reasons.map((reason) => (
                <option key={reason.id} value={String(reason.id)}>
                  {reason.nome}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <input type="hidden" name="motivo" value={values.motivo ?? ''} />
      )}
      <input type="hidden" name="usuarioId" value={values.usuarioId ?? ''} />
    </ListFilters>
  );
}
