import { PagedList } from '../../../components/paged-list.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { eventsQueryOptions, seedDrawnEvents, useEvents } from '../api/get-events.ts';
import { EventCard } from '../components/event-card.tsx';
import { currentEventsScope } from '../lib/events-scope.ts';
import '../events.css';

/** Starts from the page the server drew, or starts fetching the first page while the screen's code and texts load. */
export function loader() {
  const scope = currentEventsScope();
  seedDrawnEvents(scope);
  if (scope.ready) void queryClient.prefetchInfiniteQuery(eventsQueryOptions(scope));
  return null;
}

/** /event (MOD_EVENTO): the church's events not yet ended, soonest first, a page at a time. */
export function Component() {
  const { t } = useTranslation('events');
  const events = useEvents();
  useDocumentTitle(t('list.title'));
  const items = events.data?.pages.flatMap((page) => page.eventos) ?? [];

  return (
    <section className="events-page">
      <h1>{t('list.title')}</h1>
      <QueryState query={{ ...events, data: events.data ? items : undefined }} empty={t('list.empty')}>
        {(list) => (
          <PagedList
            items={list}
            getKey={(event) => event.id}
            renderItem={(event) => <EventCard event={event} first={event.id === list[0]?.id} />}
            pages={events}
            loadMoreLabel={t('list.more')}
            className="event-list"
          />
        )}
      </QueryState>
    </section>
  );
}
