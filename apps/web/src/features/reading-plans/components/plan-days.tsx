import { bibleReaderPath } from '@congrega/contract/bible-reference';
import { formatReadingPassage } from '@congrega/contract/reading-passages';
import type { TReadingPlan, TReadingSubscription } from '@congrega/contract/reading-plans';
import { Link } from 'react-router';
import { BibleReferenceText } from '../../../components/bible-reference-text.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

interface Props {
  plan: TReadingPlan;
  progress?: TReadingSubscription;
  /** The day being changed and its new state, shown at once while the server answers. */
  pending: { dia: number; lido: boolean } | null;
  onMark(dia: number, lido: boolean): void;
}

/** The plan's days: passages linked into the reader, the devotional, and (once started) a read checkbox per day. */
export function PlanDays({ plan, progress, pending, onMark }: Props) {
  const { t, i18n } = useTranslation('readingPlans');
  const locale = i18n.language ?? 'en';
  return (
    <ol className="plan-days">
      {plan.dias.map((day) => {
        const read = pending?.dia === day.dia ? pending.lido : (progress?.diasLidos.includes(day.dia) ?? false);
        const today = progress && !progress.concluido && day.dia === progress.diaAtual;
        return (
          <li key={day.dia} className={today ? 'plan-day is-today' : 'plan-day'}>
            <h2>
              {t('day', { day: day.dia })}
              {today ? ` · ${t('today')}` : ''}
            </h2>
            <ul className="plan-passages">
              {day.leituras.map((p) => (
                <li key={`${p.livro}${p.capitulo}`}>
                  <Link to={bibleReaderPath({ livro: p.livro, capitulo: p.capitulo })}>{formatReadingPassage(p, locale)}</Link>
                </li>
              ))}
            </ul>
            {day.devocional ? (
              <p className="plan-devotional">
                <BibleReferenceText text={day.devocional} />
              </p>
            ) : null}
            {progress ? (
              <label className="plan-check">
                <input
                  type="checkbox"
                  checked={read}
                  aria-busy={pending?.dia === day.dia}
                  onChange={(e) => onMark(day.dia, e.target.checked)}
                />{' '}
                {t('markRead', { day: day.dia })}
              </label>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
