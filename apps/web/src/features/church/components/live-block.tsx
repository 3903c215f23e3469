import { getLiveScheduleStream } from '@congrega/contract/endpoints/live';
import { LIVE_SCHEDULE_EVENT, type TLiveSchedule } from '@congrega/contract/live';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiLink } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';
import { useEventStream } from '../../../lib/event-stream.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * Church home's "schedule and live" block: what is live now (or next), then the next few services; it follows the
 * schedule's stream (server-sent events), so staff going live or changing a service shows without reload.
 */
export function LiveBlock({ schedule: loaded }: { schedule: TLiveSchedule }) {
  const { t } = useTranslation('church');
  const [schedule, setSchedule] = useState(loaded);
  const slug = getBootstrap().igreja.slug;
  useEventStream<TLiveSchedule>(apiLink(getLiveScheduleStream, { params: { slug } }), [LIVE_SCHEDULE_EVENT], setSchedule);
  const { aoVivo, proximo, cultos } = schedule;
  return (
    <section className="section home-live" aria-labelledby="home-live">
      <h2 id="home-live">{t('home.liveTitle')}</h2>
      {aoVivo ? (
        <p>
          <strong className="home-live-badge">{t('home.liveNow')}</strong> {aoVivo.titulo}
        </p>
      ) : proximo ? (
        <p>{t('home.liveNext', { title: proximo.titulo, when: formatMoment(proximo.inicio, 'dateTime') })}</p>
      ) : (
        <p className="muted">{t('home.liveNone')}</p>
      )}
      {cultos.length > 1 ? (
        <ul className="home-event-list">
          {cultos
            .filter((s) => s.id !== aoVivo?.id)
            .slice(0, 3)
            .map((s) => (
              <li key={s.id} className="home-event">
                <p className="home-event-when">{formatMoment(s.inicio, 'dateTime')}</p>
                <p className="home-event-title">{s.titulo}</p>
              </li>
            ))}
        </ul>
      ) : null}
      <Link to="/live" className={aoVivo ? 'btn btn-primary' : undefined}>
        {aoVivo ? t('home.liveWatch') : t('home.liveSchedule')}
      </Link>
    </section>
  );
}
