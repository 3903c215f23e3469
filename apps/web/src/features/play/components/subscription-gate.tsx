import { ApiError } from '../../../lib/api-client.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** A Play query that failed: a catalogue for subscribers only sends the viewer to the plans; anything else as usual. */
export function PlayLoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('play');
  if (error instanceof ApiError && error.code === 'PLAY_SUBSCRIPTION_REQUIRED')
    return (
      <Alert
        tone="info"
        action={
          <ButtonLink to="/play/plans" variant="primary">
            {t('watch.seePlans')}
          </ButtonLink>
        }
      >
        {error.message}
      </Alert>
    );
  return <LoadError error={error} {...(onRetry ? { onRetry } : {})} />;
}
