import type { TEventPersonalData } from '@congrega/contract/events';
import { ZGuestBuyer, type TGuestBuyer } from '@congrega/contract/events-purchase';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BoundForm } from '../../../components/form/bound-form.tsx';
import { countryOptions } from '../../../components/form/country-options.ts';
import { EmailField } from '../../../components/form/email-field.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText } from '../../../components/form/form-text.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../../lib/zod-form-resolver.ts';

export type GuestValues = z.output<typeof ZGuestBuyer>;

export interface GuestFormProps {
  initial: TGuestBuyer | null;
  /** Profile data the event requires (asked here, required). */
  required: readonly TEventPersonalData[];
  onDone: (values: GuestValues) => void;
}

/**
 * The buyer's data when nobody is logged in and the event takes guests (spec "unregisteredUserData"): name,
 * surname, e-mail (the tickets go there), country, and the personal data the event requires.
 */
export function GuestForm({ initial, required, onDone }: GuestFormProps) {
  const { t } = useTranslation('events');
  const form = useForm<TGuestBuyer, unknown, GuestValues>({
    resolver: zodFormResolver(ZGuestBuyer),
    ...FORM_VALIDATION,
    defaultValues: initial ?? { nome: '', sobrenome: '', email: '', telefone: '', cpf: '', dataNascimento: '', pais: 'BR' },
  });
  return (
    <BoundForm
      form={form}
      onSubmit={form.handleSubmit(onDone)}
      submitLabel={t('guest.continue')}
      header={<p className="muted">{t('guest.intro')}</p>}
    >
      <FormText name="nome" label={t('guest.name')} required autoComplete="given-name" />
      <FormText name="sobrenome" label={t('guest.surname')} required autoComplete="family-name" />
      <EmailField name="email" label={t('guest.email')} />
      <FormSelect name="pais" label={t('guest.country')} required options={countryOptions()} placeholder={t('guest.choose')} />
      {required.includes('telefone') ? <FormText name="telefone" type="tel" label={t('guest.phone')} required autoComplete="tel" /> : null}
      {required.includes('cpf') ? <FormText name="cpf" label={t('guest.cpf')} required inputMode="numeric" /> : null}
      {required.includes('dataNascimento') ? <FormText name="dataNascimento" type="date" label={t('guest.birthdate')} required /> : null}
    </BoundForm>
  );
}
