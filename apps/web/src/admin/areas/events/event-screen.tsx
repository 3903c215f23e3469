import type { TAdminEvent } from '@congrega/contract/admin/events';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { useAdminEvent } from './event-editor-api.ts';

/** Back to the events list, above every screen of one event. */
export function EventBackLink() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  return (
    <p>
      <Link to={consolePath(lang, church.slug, 'events')}>{t('registrations.backToEvents')}</Link>
    </p>
  );
}

/** An event that is not the church's (or not the caller's scoped grant's), or a path whose id is no id. */
export function EventNotFound() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <EventBackLink />
      <PageHeader title={t('registrations.eventNotFound')} />
      <p>{t('registrations.eventNotFoundBody')}</p>
    </>
  );
}

/**
 * A screen of the path's event (`events/:eventId/...`): the back link, then `children` once the event is loaded
 * (the loading and failed states otherwise), not found for an id that is none or an event the caller may not see.
 * Keyed by the id, so moving to another event starts the screen afresh.
 */
export function EventScreen({ children }: { children: (event: TAdminEvent) => ReactNode }) {
  const eventId = routeId(useParams().eventId);
  if (eventId === undefined) return <EventNotFound />;
  return (
    <LoadedEvent eventId={eventId} key={eventId}>
      {children}
    </LoadedEvent>
  );
}

function LoadedEvent({ eventId, children }: { eventId: number; children: (event: TAdminEvent) => ReactNode }) {
  const { church } = useConsole();
  const event = useAdminEvent(church.slug, eventId);
  if (event.error instanceof ApiError && event.error.status === 404) return <EventNotFound />;
  return (
    <>
      <EventBackLink />
      <QueryState query={event} isEmpty={() => false}>
        {children}
      </QueryState>
    </>
  );
}
