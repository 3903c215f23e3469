import './notifications-panel.css';
import type { TNotification } from '@congrega/contract/user';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { QueryProvider } from '../../../lib/query-client.ts';
import { switchChurch } from '../../../lib/switch-church.ts';
import { findOrganizationChurchId } from '../api/find-church-by-code.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { notificationAction } from '../lib/is-route.ts';

function NotificationItem({ notification, onNavigate }: { notification: TNotification; onNavigate: () => void }) {
  const { t } = useTranslation('notifications');
  const { igreja, organizacao } = useBootstrap();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const action = notificationAction(notification, igreja.codigo);

  async function open() {
    if (action.kind === 'navigate') {
      onNavigate();
      void navigate(action.path);
      return;
    }
    if (action.kind !== 'switch-church') return;
    setBusy(true);
    setFailed(false);
    try {
      const id = organizacao ? await findOrganizationChurchId(organizacao.slug, action.churchCodigo) : undefined;
      if (!id) throw new Error('church not in organization');
      await switchChurch(id, action.path);
    } catch {
      setFailed(true);
      setBusy(false);
    }
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
