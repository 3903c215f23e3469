import { ZGuestGiver, type TGuestGiver } from '@congrega/contract/payments/payment';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { BoundForm } from '../../../components/form/bound-form.tsx';
import { countryOptions } from '../../../components/form/country-options.ts';
import { EmailField } from '../../../components/form/email-field.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../../lib/zod-form-resolver.ts';

export type GuestGiverValues = z.output<typeof ZGuestGiver>;

export interface GuestGiverFormProps {
  initial: TGuestGiver | null;
  /** Pix and boleto ask the giver's CPF: required once such a method was chosen. */
  cpfRequired: boolean;
  onDone: (values: GuestGiverValues) => void;
  onCancel: () => void;
}

/** The contract's guest data, with the CPF required when the chosen method needs it. */
function guestSchema(cpfRequired: boolean) {
  return ZGuestGiver.superRefine((v, ctx) => {
    if (cpfRequired && !v.cpf) ctx.addIssue({ code: 'custom', path: ['cpf'], message: 'validation.required' });
  });
}

/**
 * A visitor's data for a guest gift (spec "unregisteredUserData"): name, surname, e-mail (the receipt goes there),
 * country (Pix and boleto are for Brazil) and, for a Brazilian address, the CPF that Pix and boleto need.
 */
export function GuestGiverForm({ initial, cpfRequired, onDone, onCancel }: GuestGiverFormProps) {
  const { t } = useTranslation('giving');
  const schema = useMemo(() => guestSchema(cpfRequired), [cpfRequired]);
  const form = useForm<TGuestGiver, unknown, GuestGiverValues>({
    resolver: zodFormResolver(schema),
    ...FORM_VALIDATION,
    defaultValues: initial ?? { nome: '', sobrenome: '', email: '', cpf: '', pais: 'BR' },
  });
  const country = useWatch({ control: form.control, name: 'pais' });
  // Sent back for the CPF that Pix and boleto need: the focus goes to it.
  useEffect(() => {
    if (cpfRequired) form.setFocus('cpf');
  }, [cpfRequired, form]);
  return (
    <BoundForm
      form={form}
      className="give-guest-form"
      onSubmit={form.handleSubmit(onDone)}
      submitLabel={t('guest.continue')}
      header={<p className="muted">{t('guest.intro')}</p>}
      actions={
        <Button variant="secondary" onClick={onCancel}>
          {t('guest.back')}
        </Button>
      }
    >
      <FormText name="nome" label={t('guest.name')} required autoComplete="given-name" />
      <FormText name="sobrenome" label={t('guest.surname')} required autoComplete="family-name" />
      <EmailField name="email" label={t('guest.email')} />
      <FormSelect name="pais" label={t('guest.country')} required options={countryOptions()} placeholder={t('guest.chooseCountry')} />
      {cpfRequired || country?.toUpperCase() === 'BR' ? (
        <FormText
          name="cpf"
          label={t('guest.cpf')}
          hint={t('guest.cpfHint')}
          required={cpfRequired}
          inputMode="numeric"
          autoComplete="off"
        />
      ) : null}
    </BoundForm>
  );
}
