import type { TEventDetail } from '@congrega/contract/events';
import { formatMomentRange } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { safeUrl } from '../../../lib/safe-url.ts';

/** The event detail's facts: when (date range and schedule), where (address, map link), contact and description. */
export function EventInfo({ event }: { event: TEventDetail }) {
  const { t } = useTranslation('events');
  const map = event.local?.linkMapa ? safeUrl(event.local.linkMapa) : undefined;
  const { contato } = event;
  const place = [event.local?.nome, event.local?.endereco, event.local?.cidade].filter(Boolean);
  return (
    <>
      <dl className="event-facts">
        <div>
          <dt>{t('detail.when')}</dt>
          <dd>
            {formatMomentRange(event.dataInicio, event.dataFim, 'dateTime')}
            {event.horario ? <span className="event-fact-extra">{event.horario}</span> : null}
          </dd>
        </div>
        {place.length > 0 ? (
          <div>
            <dt>{t('detail.where')}</dt>
            <dd>
              {place.join(', ')}
              {map ? (
                <a className="event-fact-extra" href={map} target="_blank" rel="noopener noreferrer">
                  {t('detail.map')}
                  <span className="sr-only"> ({t('detail.opensInNewTab')})</span>
                </a>
              ) : null}
            </dd>
          </div>
        ) : null}
        {contato.nome || contato.email || contato.telefone ? (
          <div>
            <dt>{t('detail.contact')}</dt>
            <dd>
              {contato.nome ? <span className="event-fact-line">{contato.nome}</span> : null}
              {contato.email ? (
                <a className="event-fact-line" href={`mailto:${contato.email}`}>
                  {contato.email}
                </a>
              ) : null}
              {contato.telefone ? (
                <a className="event-fact-line" href={`tel:${contato.telefone.replace(/[^\d+]/g, '')}`}>
                  {contato.telefone}
                </a>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {event.descricao ? (
        <section className="section" aria-labelledby="event-about">
          <h2 id="event-about">{t('detail.about')}</h2>
          <p className="prose">{event.descricao}</p>
        </section>
      ) : null}
    </>
  );
}

/** The event's terms, in a box that scrolls when long (the review asks to agree to them). */
export function EventTerms({ terms, headingId }: { terms: string; headingId: string }) {
  const { t } = useTranslation('events');
  return (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.terms')}</h2>
      {/* Focusable so a long text scrolls by keyboard; the section around it is the labelled landmark. */}
      <div className="event-terms prose" tabIndex={0}>
        {terms}
      </div>
    </section>
  );
}
