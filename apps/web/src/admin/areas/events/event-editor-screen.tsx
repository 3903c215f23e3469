import './event-editor.css';
import type { TAdminEvent } from '@congrega/contract/admin/events';
import { resolveTimeZone } from '@congrega/contract/datetime';
import { adminEventUpdate } from '@congrega/contract/endpoints/admin-events';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { EventActions } from './event-actions.tsx';
import { uploadEventImage, useEventWrites } from './event-editor-api.ts';
import { EventFields } from './event-fields.tsx';
import { eventFieldOf, eventFormSchema, eventFormValues } from './event-form-values.ts';
import { EventBackLink, EventScreen } from './event-screen.tsx';

/** `events/new`: a new event (events edit, unscoped); once created its edit screen opens. */
export function EventNewScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <EventBackLink />
      <PageHeader title={t('eventEditor.newTitle')}>
        <p className="muted">{t('eventEditor.newIntro')}</p>
      </PageHeader>
      <EventForm />
    </>
  );
}

/**
 * `events/:eventId/edit`: the event's every field and ticket types, saved together (PUT replaces the types: those
 * kept carry their ids), with duplicate and cancel. A caller who may only view sees the same fields, read-only; an
 * event that is not the church's (or not the caller's scoped grant's) says not found.
 */
export function EventEditScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  return (
    <EventScreen>
      {(e) => (
        <>
          <PageHeader
            title={e.titulo}
            actions={
              <>
                <Link to={consolePath(lang, church.slug, `events/${e.id}/registrations`)}>{t('eventEditor.registrations')}</Link>{' '}
                <Link to={consolePath(lang, church.slug, `events/${e.id}/contents`)}>{t('eventEditor.contents')}</Link>
              </>
            }
          >
            <p className="muted">{t('eventEditor.editIntro')}</p>
          </PageHeader>
          <EventActions event={e} />
          {e.flagAtivo ? null : <Alert tone="warning">{t('eventEditor.cancelledNote')}</Alert>}
          <EventForm event={e} key={`${e.id}-${e.flagAtivo}`} />
        </>
      )}
    </EventScreen>
  );
}

function EventForm({ event }: { event?: TAdminEvent }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const zone = resolveTimeZone(church.fusoHorario);
  const writes = useEventWrites(church.slug);
  const navigate = useNavigate();
  const mayCall = useMayCall();
  const state = useAdminForm({
    schema: eventFormSchema(zone),
    defaultValues: eventFormValues(event, zone, lang),
    isField: eventFieldOf,
    submit: async (body): Promise<void> => {
      // After a save the form holds what the server answered (the new types' and questions' ids, the counts).
      if (event) {
        state.form.reset(eventFormValues(await writes.update(event.id, body), zone, lang));
        return;
      }
      const created = await writes.create(body);
      navigate(consolePath(lang, church.slug, `events/${created.id}/edit`));
    },
    savedText: event ? t('eventEditor.saved') : t('eventEditor.created'),
  });
  const fields = <EventFields zone={zone} mapLink={event?.localLinkMapa ?? null} upload={(file) => uploadEventImage(church.slug, file)} />;
  if (event && (!mayCall(adminEventUpdate) || !event.flagAtivo))
    return (
      <FormProvider {...state.form}>
        <fieldset className="form-body event-readonly" disabled>
          {fields}
        </fieldset>
      </FormProvider>
    );
  return (
    <AdminForm state={state} submitLabel={event ? t('eventEditor.save') : t('eventEditor.create')}>
      {fields}
    </AdminForm>
  );
}
