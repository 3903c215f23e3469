import { EXTERNAL_APP_LABELS, type TExternalApp } from '@congrega/contract/external-apps';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { leaveApp } from '../../../lib/leave-app.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useExternalAppHandoff } from '../api/open-external-app.ts';

/**
 * /third-parts/voluts and /third-parts/mykids (spec section 2; login and the app's module required): asks the server
 * for a short-lived signed hand-off and opens the church's address for the app with it; a church that has not set
 * the app up gets a clear page saying so. The app replaces this page in history: Back from it does not open it again.
 */
export function Component() {
  const { t } = useTranslation('external-apps');
  const app: TExternalApp = useLocation().pathname.endsWith('/mykids') ? 'mykids' : 'voluts';
  const name = EXTERNAL_APP_LABELS[app];
  const query = useExternalAppHandoff(app);
  useDocumentTitle(name);
  const url = query.data?.configurado ? query.data.url : undefined;
  useEffect(() => {
    if (url) leaveApp(url);
  }, [url]);

  return (
    <section>
      <h1>{name}</h1>
      {query.data?.configurado === false ? (
        <Alert tone="info" title={t('notConfigured.title', { app: name })}>
          {t('notConfigured.body', { app: name })}
        </Alert>
      ) : (
        <QueryState query={query} isEmpty={() => false} skeleton={<Spinner label={t('preparing', { app: name })} />}>
          {(handoff) =>
            handoff.configurado ? (
              <p>
                <Spinner size="sm" /> {t('opening', { app: name })}{' '}
                <a href={handoff.url} rel="noreferrer">
                  {t('openNow')}
                </a>
              </p>
            ) : null
          }
        </QueryState>
      )}
      <p>
        <ButtonLink to="/" variant="secondary">
          {t('home')}
        </ButtonLink>
      </p>
    </section>
  );
}
