import './notifications-panel.css';
import type { TNotification } from '@congrega/contract/user';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { QueryProvider } from '../../../lib/query-client.ts';
import { recordNotificationOpened } from '../api/notification-opened.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { notificationAction } from '../lib/is-route.ts';
import { useSwitchToNotification } from '../lib/switch-to-notification.ts';
import { PushToggle } from './push-toggle.tsx';

function NotificationItem({ notification, onNavigate }: { notification: TNotification; onNavigate: () => void }) {
  const { t } = useTranslation('notifications');
  const { igreja } = useBootstrap();
  const navigate = useNavigate();
  const { busy, failed, switchTo } = useSwitchToNotification();
  const action = notificationAction(notification, igreja.codigo);

  async function open() {
    recordNotificationOpened(igreja.id, notification.id);
    if (action.kind === 'navigate') {
      onNavigate();
      void navigate(action.path);
      return;
    }
    if (action.kind === 'switch-church') await switchTo(action);
  }

  const body = (
    <>
      <span className="notification-title">{notification.titulo}</span>
      <span className="notification-body">{notification.corpo}</span>
      <time className="muted" dateTime={notification.dataCadastro}>
        {formatMoment(notification.dataCadastro, 'dateTime')}
      </time>
    </>
  );
  return (
    <li className="notification">
      {action.kind === 'none' ? (
        <div className="notification-content">{body}</div>
      ) : (
        <button type="button" className="notification-content" onClick={() => void open()} disabled={busy} aria-busy={busy || undefined}>
          {body}
          {action.kind === 'switch-church' ? <span className="muted">{t('otherChurch')}</span> : null}
        </button>
      )}
      {failed ? <Alert tone="error">{t('switchFailed')}</Alert> : null}
    </li>
  );
}

function NotificationsList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('notifications');
  const { igreja } = useBootstrap();
  const query = useNotifications(igreja.id);
  return (
    <section aria-labelledby="notifications-title" className="notifications">
      <h2 id="notifications-title" className="menu-heading">
        {t('title')}
      </h2>
      <PushToggle />
      <QueryState query={query} empty={<p className="muted">{t('empty')}</p>}>
        {(list) => (
          <ul className="notification-list">
            {list.map((n) => (
              <NotificationItem key={n.id} notification={n} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** The header's notifications menu (loaded on first open). */
export default function NotificationsPanel({ onNavigate }: { onNavigate: () => void }) {
  return (
    <QueryProvider>
      <NotificationsList onNavigate={onNavigate} />
    </QueryProvider>
  );
}
