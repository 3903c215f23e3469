import { ApiError } from '../../lib/api-client.ts';
import { failureText } from '../../lib/failure-text.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/**
 * A query that failed: the server's message (already in the user's language) or the spec's generic
 * load-failure text, with a retry. A 404 gets no retry: asking again will not make the item exist.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && error.status === 404;
  const message = failureText(error, t('error.generic'));
  const retry =
    onRetry && !notFound ? (
      <Button variant="secondary" onClick={onRetry}>
        {t('error.retry')}
      </Button>
    ) : undefined;
  return (
    <Alert tone="error" action={retry}>
      {message}
    </Alert>
  );
}
