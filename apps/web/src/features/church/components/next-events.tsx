import type { TEventSummary } from '@congrega/contract/events';
import { Link } from 'react-router';
import { formatMomentRange } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import './next-events.css';

/** Church home's next events (loaded with the page, shown once they arrive): date, title and place, and all events. */
export function NextEvents({ events: list }: { events: TEventSummary[] }) {
  const { t } = useTranslation('church');
  return (
    <section className="section home-events" aria-labelledby="home-events">
      <h2 id="home-events">{t('home.eventsTitle')}</h2>
      {list.length === 0 ? (
        <p className="muted">{t('home.noEvents')}</p>
      ) : (
        <ul className="home-event-list">
          {list.map((event) => (
            <li key={event.id} className="home-event">
              <p className="home-event-when">{formatMomentRange(event.dataInicio, event.dataFim, 'date')}</p>
              <Link to={`/event/${event.id}`} className="home-event-title">
                {event.titulo}
              </Link>
              {event.local ? <p className="muted">{[event.local.nome, event.local.cidade].filter(Boolean).join(' · ')}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <Link to="/event">{t('home.allEvents')}</Link>
    </section>
  );
}
