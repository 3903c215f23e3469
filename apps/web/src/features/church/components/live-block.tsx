import type { TLiveSchedule } from '@congrega/contract/live';
import { Link } from 'react-router';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** Church home's "schedule and live" block: what is live now (or next), then the next few services. */
export function LiveBlock({ schedule }: { schedule: TLiveSchedule }) {
  const { t } = useTranslation('church');
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
