import './error-view.css';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

export type ErrorKind = 'notFound' | 'generic' | 'churchNotFound' | 'churchInactive' | 'loadFailed';

/**
 * Message keys other parts may pass in `/error?message=` (spec: the network-error reaction uses
 * HOME.MESSAGE.ERROR.GENERIC). Only known keys are shown: free text from a URL would let anyone put
 * words in the church's mouth.
 */
const MESSAGE_KEYS: Record<string, ErrorKind> = {
  'HOME.MESSAGE.ERROR.GENERIC': 'generic',
  CHURCH_NOT_FOUND: 'churchNotFound',
  CHURCH_INACTIVE: 'churchInactive',
  LOAD_FAILED: 'loadFailed',
  NOT_FOUND: 'notFound',
};

export function errorKindFromMessage(message: string | null, fallback: ErrorKind): ErrorKind {
  return (message && MESSAGE_KEYS[message]) || fallback;
}

/**
 * A "not found" the server could not know of when it served the page (an item gone by the time the app asked):
 * search engines are told not to index it while it shows, as the server does for what it knows (a 404 page).
 */
function useNoIndex(active: boolean) {
  useEffect(() => {
    if (!active || document.querySelector('meta[name="robots"]')) return;
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.append(tag);
    return () => tag.remove();
  }, [active]);
}

/** The error page's content: what happened, and a way on (home, or try again). */
export function ErrorView({ kind, withHomeLink = true }: { kind: ErrorKind; withHomeLink?: boolean }) {
  const { t } = useTranslation();
  useNoIndex(kind === 'notFound');
  const retry = kind === 'generic' || kind === 'loadFailed';
  return (
    <section className="error-view" aria-labelledby="error-title">
      <h1 id="error-title">{t(kind === 'notFound' ? 'error.notFoundTitle' : 'error.title')}</h1>
      <p>{t(`error.${kind}`)}</p>
      <div className="actions">
        {withHomeLink ? (
          <Link to="/" className="btn btn-primary">
            {t('error.goHome')}
          </Link>
        ) : null}
        {retry ? (
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('error.retry')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
