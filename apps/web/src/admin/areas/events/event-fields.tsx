import {
  EVENT_ADDRESS_MAX,
  EVENT_CASH_DAYS_MAX,
  EVENT_PLACE_MAX,
  EVENT_SCHEDULE_MAX,
  EVENT_SUMMARY_MAX,
  EVENT_TITLE_MAX,
} from '@congrega/contract/admin/events';
import { EVENT_REQUIRED_PERSONAL_DATA } from '@congrega/contract/events';
import { MAX_INSTALLMENTS, PAYMENT_METHOD_CODES } from '@congrega/contract/payments/constants';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ImageField } from '../../kit/image-field.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import type { EventFormValues } from './event-form-values.ts';
import { TicketTypesFields } from './ticket-types-fields.tsx';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="form-section" aria-labelledby={`event-${id}-title`}>
      <h2 id={`event-${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * Every field of an event body, in parts: about (title, summary, description, cover), when (start and end on the
 * church's clock, the schedule as text), where (place, city, address, and the map link the server derived from the
 * saved address), contact, registration and payment (methods, installments, who pays the fees and interest, cash
 * deadline, guests, required profile data, terms), then the ticket types with their questions.
 */
export function EventFields({ zone, mapLink, upload }: { zone: string; mapLink: string | null; upload: (file: File) => Promise<string> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const form = useFormContext<EventFormValues>();
  const installments = Array.from({ length: MAX_INSTALLMENTS }, (_, i) => String(i + 1));
  return (
    <>
      <Part id="about" title={t('eventEditor.about')}>
        <FormText name="titulo" label={t('eventEditor.title')} required maxLength={EVENT_TITLE_MAX} />
        <FormTextArea
          name="resumo"
          label={t('eventEditor.summary')}
          hint={t('eventEditor.summaryHint')}
          maxLength={EVENT_SUMMARY_MAX}
          rows={2}
        />
        <FormTextArea name="descricao" label={t('eventEditor.description')} rows={6} />
        <ImageField name="imagem" label={t('eventEditor.cover')} upload={upload} />
      </Part>
      <Part id="when" title={t('eventEditor.when')}>
        <div className="event-grid">
          <FormText
            name="dataInicio"
            type="datetime-local"
            label={t('eventEditor.starts')}
            hint={t('eventEditor.zoneHint', { zone })}
            required
          />
          <FormText
            name="dataFim"
            type="datetime-local"
            label={t('eventEditor.ends')}
            hint={t('eventEditor.zoneHint', { zone })}
            required
          />
        </div>
        <FormText name="horario" label={t('eventEditor.schedule')} hint={t('eventEditor.scheduleHint')} maxLength={EVENT_SCHEDULE_MAX} />
      </Part>
      <Part id="where" title={t('eventEditor.where')}>
        <div className="event-grid">
          <FormText name="localNome" label={t('eventEditor.place')} maxLength={EVENT_PLACE_MAX} />
          <FormText name="localCidade" label={t('eventEditor.city')} maxLength={EVENT_PLACE_MAX} autoComplete="address-level2" />
        </div>
        <FormText name="localEndereco" label={t('eventEditor.address')} hint={t('eventEditor.addressHint')} maxLength={EVENT_ADDRESS_MAX} />
        {mapLink ? (
          <p>
            <a href={mapLink} target="_blank" rel="noopener noreferrer">
              {t('eventEditor.mapLink')}
            </a>
          </p>
        ) : null}
      </Part>
      <Part id="contact" title={t('eventEditor.contact')}>
        <div className="event-grid">
          <FormText name="contatoNome" label={t('eventEditor.contactName')} maxLength={120} />
          <FormText name="contatoEmail" type="email" label={t('eventEditor.contactEmail')} autoComplete="off" />
          <FormText name="contatoTelefone" type="tel" label={t('eventEditor.contactPhone')} hint={t('eventEditor.phoneHint')} />
        </div>
      </Part>
      <Part id="payment" title={t('eventEditor.registration')}>
        <CheckboxGroup
          name="metodosPagamento"
          legend={t('eventEditor.methods')}
          hint={t('eventEditor.methodsHint')}
          options={PAYMENT_METHOD_CODES.map((code) => ({ value: code, label: t(`finance.methods.${code}`) }))}
        />
        <div className="event-grid">
          <FormSelect
            name="maxParcelas"
            label={t('eventEditor.installments')}
            hint={t('eventEditor.installmentsHint')}
            placeholder={t('eventEditor.chooseInstallments')}
            options={installments.map((n) => ({ value: n, label: t('eventEditor.installmentsN', { count: Number(n) }) }))}
          />
          <FormText
            name="diasPrazoDinheiro"
            label={t('eventEditor.cashDays')}
            hint={t('eventEditor.cashDaysHint', { max: EVENT_CASH_DAYS_MAX })}
            inputMode="numeric"
          />
        </div>
        <CheckboxField label={t('eventEditor.passFees')} {...form.register('flagRepassarTaxas')} />
        <CheckboxField label={t('eventEditor.guests')} {...form.register('flagConvidado')} />
        <CheckboxGroup
          name="dadosObrigatorios"
          legend={t('eventEditor.requiredData')}
          options={EVENT_REQUIRED_PERSONAL_DATA.map((code) => ({ value: code, label: t(`eventEditor.personalData.${code}`) }))}
        />
        <FormTextArea name="termos" label={t('eventEditor.terms')} hint={t('eventEditor.termsHint')} rows={4} />
      </Part>
      <TicketTypesFields zone={zone} />
    </>
  );
}
