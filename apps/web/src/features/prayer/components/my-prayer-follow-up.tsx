import type { TMyPrayer } from '@congrega/contract/prayer';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useExtendPrayer } from '../api/extend-prayer.ts';

/**
 * What the author sees of what happens to their request: the pastoral team's follow-up (someone is praying and will
 * call or visit), and, while it is on the wall, until when, with the way to keep it there longer.
 */
export function MyPrayerFollowUp({ prayer: p }: { prayer: TMyPrayer }) {
  const { t } = useTranslation('prayer');
  const extend = useExtendPrayer(p.id);
  // The moment the screen opened: whether the request is still on the wall (a render stays pure).
  const [openedAt] = useState(() => Date.now());
  const care = p.cuidado;
  const careText = !care
    ? null
    : care.status === 'novo'
      ? t('care.received')
      : care.status === 'concluido'
        ? t('care.done')
        : care.responsavel
          ? t(p.flagReceberVisita ? 'care.visitBy' : p.flagReceberLigacao ? 'care.callBy' : 'care.prayingBy', { name: care.responsavel })
          : t('care.praying');
  const onWall = p.flagPublicarMural && p.status === 'publicada' && p.expiraEm !== null;
  const failure = extend.error ? (extend.error instanceof ApiError ? extend.error.message : t('mine.extendFailed')) : null;
  return (
    <div className="prayer-follow-up">
      {careText ? (
        <p className="prayer-care" role="status">
          {careText}
        </p>
      ) : null}
      {onWall ? (
        <div className="actions">
          <p className="muted" aria-live="polite">
            {t(Date.parse(p.expiraEm!) > openedAt ? 'mine.onWallUntil' : 'mine.leftWallOn', { date: formatMoment(p.expiraEm, 'date') })}
          </p>
          <Button variant="secondary" onClick={() => extend.mutate()} disabled={extend.isPending}>
            {t('mine.extend')}
          </Button>
        </div>
      ) : null}
      {extend.isSuccess ? <p className="muted">{t('mine.extended')}</p> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
