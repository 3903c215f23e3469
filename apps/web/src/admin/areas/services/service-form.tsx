import {
  LIVE_DESCRIPTION_MAX,
  LIVE_DURATION_MAX,
  LIVE_DURATION_MIN,
  LIVE_TITLE_MAX,
  type TAdminLiveService,
} from '@congrega/contract/admin/live';
import { LIVE_SOURCE_URL_MAX, parseLiveSource } from '@congrega/contract/live-source';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { serviceFormSchema, serviceFormValues, type ServiceFormValues } from './service-form-values.ts';
import { saveService } from './services-api.ts';

/** The zones the browser knows (the church's and the service's first), for the zone select. */
function zoneOptions(...first: string[]): { value: string; label: string }[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...first, ...all])].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** What the pasted address will play as (YouTube, Vimeo, HLS or MP4), or nothing until it reads as one. */
function SourceKind() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const url = useWatch<ServiceFormValues, 'fonteUrl'>({ name: 'fonteUrl' });
  const source = parseLiveSource(url ?? '');
  return (
    <p className="muted" aria-live="polite">
      {source ? t('services.sourceIs', { kind: t(`services.sources.${source.tipo}`) }) : null}
    </p>
  );
}

/** The schedule's inputs of the kind chosen: day, time and duration, or a one-off stream's start and end. */
function WhenFields() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const tipo = useWatch<ServiceFormValues, 'tipo'>({ name: 'tipo' });
  const zone = useWatch<ServiceFormValues, 'fusoHorario'>({ name: 'fusoHorario' });
  const days = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ value: String(d), label: t(`services.days.${d}`) }));
  if (tipo === 'avulso')
    return (
      <>
        <FormText name="inicio" type="datetime-local" label={t('services.start')} hint={t('services.zoneHint', { zone })} required />
        <FormText name="fim" type="datetime-local" label={t('services.endsAt')} hint={t('services.zoneHint', { zone })} required />
      </>
    );
  return (
    <>
      <FormSelect name="diaSemana" label={t('services.weekday')} options={days} placeholder={t('services.choose')} required />
      <FormText name="horario" type="time" label={t('services.time')} hint={t('services.zoneHint', { zone })} required />
      <FormText
        name="duracaoMinutos"
        type="number"
        inputMode="numeric"
        min={LIVE_DURATION_MIN}
        max={LIVE_DURATION_MAX}
        label={t('services.duration')}
        required
      />
    </>
  );
}

/** A service's form: title, description, weekly or one-off and its schedule in a time zone, the stream's address. */
export function ServiceForm({
  service,
  onSaved,
}: {
  service?: TAdminLiveService;
  onSaved: (s: TAdminLiveService) => Promise<void> | void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const zones = useMemo(() => zoneOptions(church.fusoHorario, service?.fusoHorario ?? church.fusoHorario), [church.fusoHorario, service]);
  const state = useAdminForm({
    schema: serviceFormSchema(church.fusoHorario),
    defaultValues: serviceFormValues(service, church.fusoHorario),
    submit: async (body) => {
      const saved = await saveService(church.slug, service?.id, body);
      state.form.reset(serviceFormValues(saved, church.fusoHorario));
      await onSaved(saved);
    },
    savedText: service ? t('services.saved') : t('services.created'),
  });
  return (
    <AdminForm state={state} submitLabel={service ? t('services.save') : t('services.create')}>
      {service ? null : <p className="muted">{t('services.notifyHint')}</p>}
      <FormText name="titulo" label={t('services.title')} required maxLength={LIVE_TITLE_MAX} />
      <FormTextArea name="descricao" label={t('services.description')} maxLength={LIVE_DESCRIPTION_MAX} />
      <FormSelect
        name="tipo"
        label={t('services.kind')}
        placeholder={t('services.choose')}
        required
        options={[
          { value: 'semanal', label: t('services.kinds.semanal') },
          { value: 'avulso', label: t('services.kinds.avulso') },
        ]}
      />
      <FormSelect name="fusoHorario" label={t('services.zone')} placeholder={t('services.choose')} required options={zones} />
      <WhenFields />
      <FormText
        name="fonteUrl"
        type="url"
        label={t('services.source')}
        hint={t('services.sourceHint')}
        required
        maxLength={LIVE_SOURCE_URL_MAX}
      />
      <SourceKind />
    </AdminForm>
  );
}
