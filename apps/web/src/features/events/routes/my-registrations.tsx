import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatMomentRange } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { myEventsQueryOptions, useMyEvents } from '../api/get-my-events.ts';
import { contentPath, ticketsPath } from '../components/event-button.tsx';
import { currentEventsScope } from '../lib/events-scope.ts';
import '../events.css';

export function loader() {
  void queryClient.prefetchQuery(myEventsQueryOptions(currentEventsScope()));
  return null;
}

/** /user/registrations (login required; "My account"): the events the member holds tickets for. */
export function Component() {
  const { t } = useTranslation('events');
  const mine = useMyEvents();
  useDocumentTitle(t('mine.title'));
  return (
    <section className="events-page">
      <h1>{t('mine.title')}</h1>
      <QueryState
        query={mine}
        empty={
          <div className="empty-state">
            <p>{t('mine.empty')}</p>
            <Link to="/event">{t('button.otherEvents')}</Link>
          </div>
        }
      >
        {(list) => (
          <ul className="event-list">
            {list.map(({ evento, confirmados, pendentes, ingressoConteudo }) => (
              <li key={evento.id}>
                <article className="event-card" aria-labelledby={`mine-${evento.id}`}>
                  <div className="event-card-body">
                    <h2 id={`mine-${evento.id}`} className="event-card-title">
                      <Link to={ticketsPath(evento.id)}>{evento.titulo}</Link>
                    </h2>
                    <p className="event-card-when">{formatMomentRange(evento.dataInicio, evento.dataFim, 'date')}</p>
                    <p className="event-card-tags">
                      {confirmados > 0 ? <span className="event-tag">{t('mine.confirmed', { count: confirmados })}</span> : null}
                      {pendentes > 0 ? <span className="event-tag event-tag-off">{t('mine.pending', { count: pendentes })}</span> : null}
                      {ingressoConteudo !== null ? (
                        <Link className="event-tag" to={contentPath(evento.id, ingressoConteudo)}>
                          {t('mine.content')}
                        </Link>
                      ) : null}
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
