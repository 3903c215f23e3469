import type { TEventSummary } from '@congrega/contract/events';
import { EVENT_CARD_SIZES } from '@congrega/contract/media';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { formatMomentRange, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * An event in a list: picture, title (the link), dates, place and price, with sold-out / ended badges. The list's
 * first card (`first`) loads its picture at once: it is often the screen's largest paint.
 */
export function EventCard({ event, to = `/event/${event.id}`, first = false }: { event: TEventSummary; to?: string; first?: boolean }) {
  const { t } = useTranslation('events');
  const place = [event.local?.nome, event.local?.cidade].filter(Boolean).join(' · ');
  let price: string | null = null;
  if (event.flagGratuito) price = t('list.free');
  else if (event.valorAPartirDe !== null) price = t('list.from', { price: formatMoney(event.valorAPartirDe, event.moeda) });
  return (
    <article className="event-card" aria-labelledby={`event-${event.id}-title`}>
      {event.imagem ? (
        <ResponsiveImage
          className="event-card-image"
          src={event.imagem}
          sizes={EVENT_CARD_SIZES}
          alt=""
          width={480}
          height={252}
          {...(first ? { fetchPriority: 'high' } : { loading: 'lazy' })}
        />
      ) : null}
      <div className="event-card-body">
        <h2 id={`event-${event.id}-title`} className="event-card-title">
          <Link to={to}>{event.titulo}</Link>
        </h2>
        <p className="event-card-when">{formatMomentRange(event.dataInicio, event.dataFim, 'date')}</p>
        {event.horario ? <p className="muted">{event.horario}</p> : null}
        {place ? <p className="muted">{place}</p> : null}
        <p className="event-card-tags">
          {price ? <span className="event-tag">{price}</span> : null}
          {event.encerrado ? (
            <span className="event-tag event-tag-off">{t('list.ended')}</span>
          ) : event.esgotado ? (
            <span className="event-tag event-tag-off">{t('list.soldOut')}</span>
          ) : null}
          {event.flagConteudoOnline ? <span className="event-tag">{t('list.online')}</span> : null}
        </p>
      </div>
    </article>
  );
}
