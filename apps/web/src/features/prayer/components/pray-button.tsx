import type { TPrayer } from '@congrega/contract/prayer';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session.ts';
import { usePray } from '../api/pray.ts';

/**
 * "Pray" with the count beside it. The count changes the moment the button is pressed (optimistic) and
 * is announced politely; a failure puts it back and says so. Visitors are asked to log in instead.
 */
export function PrayButton({ prayer, onLoginNeeded }: { prayer: TPrayer; onLoginNeeded: () => void }) {
  const { t } = useTranslation('prayer');
  const { status } = useSession();
  const pray = usePray(prayer.id);
  const countId = useId();

  function onClick() {
    if (status !== 'member') return onLoginNeeded();
    // The server counts once a day anyway; ignoring taps while one is on its way saves requests.
    if (!pray.isPending) pray.mutate();
  }

  const failure = pray.error ? (pray.error instanceof ApiError ? pray.error.message : t('detail.prayFailed')) : null;
  return (
    <div className="pray">
      <Button variant={prayer.orouHoje ? 'secondary' : 'primary'} onClick={onClick} aria-describedby={countId}>
        {t(prayer.orouHoje ? 'detail.prayed' : 'detail.pray')}
      </Button>
      <p id={countId} className="pray-count" aria-live="polite">
        {t('item.prayers', { count: prayer.quantidadeOracoes })}
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
