import { getLiveServiceCalendar } from '@congrega/contract/endpoints/live';
import type { TLiveService } from '@congrega/contract/live';
import { apiLink } from '../../../lib/api-call.ts';
import { formatMoment, formatWallClock } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * Every service by its next occurrence: weekly ones with their day and time, one-off streams with their date; each
 * with its add-to-calendar file (a weekly one as a series).
 */
export function ScheduleList({ services }: { services: TLiveService[] }) {
  const { t } = useTranslation('live');
  return (
    <section className="live-schedule" aria-labelledby="live-schedule-title">
      <h2 id="live-schedule-title">{t('schedule.title')}</h2>
      <ul>
        {services.map((s) => (
          <li key={s.id}>
            <span className="live-schedule-title">{s.titulo}</span>
            <span className="muted">
              {s.tipo === 'semanal'
                ? t('schedule.weekly', { day: t(`days.${s.diaSemana}`), time: formatWallClock(s.horario ?? '', s.fusoHorario) })
                : formatMoment(s.inicio, 'dateTime')}
            </span>
            {s.aoVivo ? <span className="live-badge">{t('now.badge')}</span> : null}
            <a
              className="live-schedule-calendar"
              href={apiLink(getLiveServiceCalendar, { params: { id: s.id } })}
              download={`culto-${s.id}.ics`}
              aria-label={t('schedule.addToCalendarOf', { title: s.titulo })}
            >
              {t('schedule.addToCalendar')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
