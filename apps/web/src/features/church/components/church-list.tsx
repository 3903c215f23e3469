import './church-list.css';
import type { TChurchSummary } from '@congrega/contract/church';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ICON_PATHS } from '../../../components/ui/icons.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { formatKm } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { GeolocationState } from '../../../lib/geolocation.ts';

interface ChurchListProps {
  churches: TChurchSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  currentId: number;
  /** The control that takes the user to a church (a link on the page, a button in the modal). */
  action: (church: TChurchSummary, isCurrent: boolean) => ReactNode;
}

/** The organization's churches: name, city, distance when located, and the way there. */
export function ChurchList({ churches, loading, failed, onRetry, currentId, action }: ChurchListProps) {
  const { t } = useTranslation('church');
  if (loading) return <Loader />;
  if (failed || !churches) {
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('common:error.retry')}
          </Button>
        }
      >
        {t('common:error.generic')}
      </Alert>
    );
  }
  if (churches.length === 0) return <p>{t('churchs.empty')}</p>;
  return (
    <ul className="church-list">
      {churches.map((church) => {
        const isCurrent = church.id === currentId;
        const place = [church.cidade, church.estado].filter(Boolean).join(' - ');
        return (
          <li key={church.id} className="church-item" aria-current={isCurrent ? 'true' : undefined}>
            {church.logo ? <img src={church.logo} alt="" width="48" height="48" className="church-logo" loading="lazy" /> : null}
            <div className="church-info">
              <p className="church-name">{church.nome}</p>
              {place ? <p className="muted">{place}</p> : null}
              {church.distanciaKm != null ? (
                <p className="muted">{t('churchs.distance', { distance: formatKm(church.distanciaKm) })}</p>
              ) : null}
              {isCurrent ? <p className="badge">{t('churchs.current')}</p> : null}
            </div>
            <div className="church-action">{action(church, isCurrent)}</div>
          </li>
        );
      })}
    </ul>
  );
}

/** "Use my location" with the outcome spoken (denied / unavailable). */
export function NearestButton({ state, onLocate }: { state: GeolocationState; onLocate: () => void }) {
  const { t } = useTranslation('church');
  return (
    <div className="nearest">
      <Button variant="secondary" icon={<Icon d={ICON_PATHS.mapPin} />} loading={state.status === 'locating'} onClick={onLocate}>
        {t('churchs.nearest')}
      </Button>
      <p role="status" className="muted">
        {state.status === 'located' ? t('churchs.sortedByDistance') : null}
        {state.status === 'denied' ? t('churchs.locationDenied') : null}
        {state.status === 'unavailable' ? t('churchs.locationUnavailable') : null}
      </p>
    </div>
  );
}
