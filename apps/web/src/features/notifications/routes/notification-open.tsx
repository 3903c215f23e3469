import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { recordNotificationOpened } from '../api/notification-opened.ts';
import { notificationAction } from '../lib/is-route.ts';
import { notificationFromOpenUrl } from '../lib/open-url.ts';
import { useSwitchToNotification } from '../lib/switch-to-notification.ts';
import '../components/notifications-panel.css';

/**
 * /notification-open: where a push's click lands (the service worker opens it with the push's fields). Counts the
 * open, then routes as the notifications menu does: its screen here at once; another church's item asks to switch
 * first; a notification without a screen shows its text.
 */
export function Component() {
  const { t } = useTranslation('notifications');
  const { igreja } = useBootstrap();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notification = useMemo(() => notificationFromOpenUrl(params), [params]);
  const action = useMemo(
    () => (notification ? notificationAction(notification, igreja.codigo) : ({ kind: 'none' } as const)),
    [notification, igreja.codigo],
  );
  const { busy, failed, switchTo } = useSwitchToNotification();
  const recorded = useRef(false);
  useDocumentTitle(notification?.titulo ?? t('title'));

  useEffect(() => {
    if (notification && !recorded.current) {
      recorded.current = true;
      recordNotificationOpened(igreja.id, notification.id);
    }
    if (action.kind === 'navigate') void navigate(action.path, { replace: true });
  }, [notification, action, igreja.id, navigate]);

  if (action.kind === 'navigate') return <Loader />;

  return (
    <section className="notification-open">
      <h1>{notification?.titulo ?? t('title')}</h1>
      {notification?.corpo ? <p>{notification.corpo}</p> : null}
      {action.kind === 'switch-church' ? (
        <>
          <p className="muted">{t('open.otherChurch')}</p>
          {failed ? <Alert tone="error">{t('switchFailed')}</Alert> : null}
          <div className="actions">
            <Button onClick={() => action.kind === 'switch-church' && void switchTo(action)} disabled={busy} aria-busy={busy || undefined}>
              {t('open.switch')}
            </Button>
            <ButtonLink to="/" variant="ghost">
              {t('open.stay')}
            </ButtonLink>
          </div>
        </>
      ) : (
        <Link to="/">{t('open.home')}</Link>
      )}
    </section>
  );
}
