import { ZAddressBody, type TAddress } from '@congrega/contract/household';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { BoundForm } from '../../../components/form/bound-form.tsx';
import { FormSelect, withCurrent } from '../../../components/form/form-select.tsx';
import { FormText } from '../../../components/form/form-text.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useStates } from '../api/postcode.ts';
import { useCountries } from '../api/reference-lists.ts';
import { useHouseholdForm } from '../lib/use-household-form.tsx';
import { usePostcodeFill, type PostcodeStatus } from '../lib/use-postcode-fill.ts';

const STATUS_KEY: Record<PostcodeStatus, string | null> = {
  idle: null,
  searching: 'addresses.searching',
  found: 'addresses.found',
  notFound: 'addresses.notFound',
  unavailable: 'addresses.unavailable',
};

/**
 * One address (new when `address` is undefined). Typing a complete CEP (or another country's code) fills street,
 * neighbourhood, city and state (lib/use-postcode-fill.ts); every field stays editable, so the address can always
 * be typed by hand. The state is a list when the countries-and-states service answers, free text otherwise.
 */
export function AddressForm({
  address,
  onSave,
  onCancel,
}: {
  address?: TAddress;
  onSave: (body: z.output<typeof ZAddressBody>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const { form, formProps } = useHouseholdForm(
    ZAddressBody,
    {
      pais: address?.pais ?? 'BR',
      cep: address?.cep ?? '',
      logradouro: address?.logradouro ?? '',
      numero: address?.numero ?? '',
      complemento: address?.complemento ?? '',
      bairro: address?.bairro ?? '',
      cidade: address?.cidade ?? '',
      estado: address?.estado ?? '',
    },
    onSave,
    onCancel,
  );
  const status = usePostcodeFill(form);
  const pais = useWatch({ control: form.control, name: 'pais' }) ?? 'BR';
  const states = useStates(pais).data ?? [];
  const countries = (useCountries(i18n.language ?? 'en').data ?? []).map((c) => ({ value: c.sigla, label: c.nome }));
  const statusKey = STATUS_KEY[status];
  return (
    <BoundForm {...formProps} submitLabel={t('addresses.save')}>
      <div className="form-row">
        <FormSelect
          name="pais"
          label={t('fields.pais')}
          placeholder={t('options.select')}
          options={withCurrent(countries, pais)}
          required
        />
        <div>
          <FormText name="cep" label={t('fields.cep')} inputMode={pais === 'BR' ? 'numeric' : 'text'} autoComplete="postal-code" required />
          <p className="form-note" role="status" aria-live="polite">
            {statusKey ? t(statusKey) : null}
          </p>
        </div>
      </div>
      <FormText name="logradouro" label={t('fields.logradouro')} autoComplete="address-line1" required />
      <div className="form-row">
        <FormText name="numero" label={t('fields.numero')} />
        <FormText name="complemento" label={t('fields.complemento')} autoComplete="address-line2" />
      </div>
      <div className="form-row">
        <FormText name="bairro" label={t('fields.bairro')} />
        <FormText name="cidade" label={t('fields.cidade')} autoComplete="address-level2" required />
      </div>
      {states.length ? (
        <FormSelect
          name="estado"
          label={t('fields.estado')}
          placeholder={t('options.select')}
          options={withCurrent(
            states.map((s) => ({ value: s.sigla, label: s.nome })),
            String(form.getValues('estado') ?? ''),
          )}
        />
      ) : (
        <FormText name="estado" label={t('fields.estado')} autoComplete="address-level1" />
      )}
    </BoundForm>
  );
}
