import { MAX_INSTALLMENTS, type TAdminPaymentMethod } from '@congrega/contract/admin/payment-methods';
import { paymentMethodList, paymentMethodUpdate } from '@congrega/contract/endpoints/admin-payment-methods';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormText } from '../../../components/form/form-text.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { apiCall } from '../../../lib/api-call.ts';
import { amountText } from '../../../lib/amount.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { churchKey, useConsole } from '../../lib/console-context.ts';
import { paymentMethodValues, ZPaymentMethodForm } from './payment-method-form.ts';

/**
 * The church's payment methods (finance view), each with its installments, fees, limits and interest; the treasurer
 * (finance admin) changes one in place, and the member checkout quotes the new terms at once.
 */
export function PaymentMethodsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const key = churchKey(church.slug, 'payment-methods');
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiCall(paymentMethodList, { params: { church: church.slug } }, { signal }),
  });
  const [editing, setEditing] = useState<string | null>(null);
  const mayCall = useMayCall();
  return (
    <>
      <PageHeader title={t('areas.paymentMethods')}>
        <p className="muted">{t('paymentMethods.intro')}</p>
      </PageHeader>
      <QueryState query={list} skeleton={<Loader />} empty={t('paymentMethods.none')} isEmpty={(d) => d.itens.length === 0}>
        {(data) => (
          <ul className="editable-list">
            {data.itens.map((m) => (
              <li key={m.codigo} className="editable-item">
                <h2 className="h3">
                  {t(`finance.methods.${m.codigo}`)}
                  {m.flagAtivo ? null : <span className="muted"> ({t('paymentMethods.off')})</span>}
                </h2>
                {editing === m.codigo ? (
                  <MethodForm method={m} onDone={() => setEditing(null)} />
                ) : (
                  <>
                    <MethodTerms method={m} moeda={data.moeda} />
                    {mayCall(paymentMethodUpdate) ? (
                      <Button variant="ghost" className="btn-sm" onClick={() => setEditing(m.codigo)}>
                        {t('paymentMethods.edit')}
                        <span className="sr-only"> {t(`finance.methods.${m.codigo}`)}</span>
                      </Button>
                    ) : null}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

function MethodTerms({ method: m, moeda }: { method: TAdminPaymentMethod; moeda: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { lang } = useConsole();
  const percent = (bp: number) => `${amountText(bp, lang)}%`;
  const money = (cents: number) => formatMoney(cents, moeda, lang);
  const parts = [
    t('paymentMethods.installmentsUpTo', { count: m.maxParcelas }),
    t('paymentMethods.fees', { percent: percent(m.taxaPercentual), fixed: money(m.taxaFixa) }),
    m.valorMinimo === null ? null : t('paymentMethods.minimum', { value: money(m.valorMinimo) }),
    m.valorMaximo === null ? null : t('paymentMethods.maximum', { value: money(m.valorMaximo) }),
    m.maxParcelas > 1 ? t('paymentMethods.interest', { percent: percent(m.jurosMensal) }) : null,
  ].filter(Boolean);
  return <p className="muted">{parts.join(' · ')}</p>;
}

function MethodForm({ method, onDone }: { method: TAdminPaymentMethod; onDone: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const queryClient = useQueryClient();
  const state = useAdminForm({
    schema: ZPaymentMethodForm,
    defaultValues: paymentMethodValues(method, lang),
    submit: async (body) => {
      await apiCall(paymentMethodUpdate, { params: { church: church.slug, codigo: method.codigo }, body });
      await queryClient.invalidateQueries({ queryKey: churchKey(church.slug, 'payment-methods') });
      onDone();
    },
    savedText: t('paymentMethods.saved'),
  });
  return (
    <AdminForm
      state={state}
      submitLabel={t('paymentMethods.save')}
      actions={
        <Button variant="ghost" onClick={onDone}>
          {t('kit.cancel')}
        </Button>
      }
    >
      <FormText
        name="maxParcelas"
        label={t('paymentMethods.maxParcelas')}
        hint={t('paymentMethods.maxParcelasHint', { max: MAX_INSTALLMENTS })}
        inputMode="numeric"
        required
      />
      <FormText
        name="taxaPercentual"
        label={t('paymentMethods.taxaPercentual')}
        hint={t('paymentMethods.percentHint')}
        inputMode="decimal"
      />
      <FormText name="taxaFixa" label={t('paymentMethods.taxaFixa')} inputMode="decimal" />
      <FormText name="valorMinimo" label={t('paymentMethods.valorMinimo')} hint={t('paymentMethods.limitHint')} inputMode="decimal" />
      <FormText name="valorMaximo" label={t('paymentMethods.valorMaximo')} hint={t('paymentMethods.limitHint')} inputMode="decimal" />
      <FormText name="jurosMensal" label={t('paymentMethods.jurosMensal')} hint={t('paymentMethods.interestHint')} inputMode="decimal" />
      <CheckboxField label={t('paymentMethods.flagAtivo')} {...state.form.register('flagAtivo')} />
    </AdminForm>
  );
}
