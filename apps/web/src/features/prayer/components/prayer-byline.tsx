import type { TPrayer } from '@congrega/contract/prayer';
import { formatMoment } from '../../../lib/format.ts';

/** Reason and date of a request (the author's name is in the heading above it). */
export function PrayerByline({ prayer }: { prayer: Pick<TPrayer, 'motivo' | 'dataCadastro'> }) {
  return (
    <p className="prayer-byline">
      {prayer.motivo ? <span className="prayer-reason">{prayer.motivo}</span> : null}
      <time dateTime={prayer.dataCadastro}>{formatMoment(prayer.dataCadastro)}</time>
    </p>
  );
}
