import './menu.css';
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { lazyWithRetry } from '../../lib/lazy-retry.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { ICON_PATHS } from '../../components/ui/icons.tsx';
import { Loader } from '../../components/ui/spinner.tsx';
import { useDismiss } from '../../components/ui/use-dismiss.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useSessionState } from '../session-bridge.ts';

// The list, its data fetching and the church switch load on first open, not with the page.
const NotificationsPanel = lazyWithRetry(() => import('../../features/notifications/components/notifications-panel.tsx'));

/** Bell in the header (members only) opening the notifications menu. */
export function NotificationsButton() {
  const { t } = useTranslation();
  const { status } = useSessionState();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(panel, open, close, trigger);
  if (status !== 'member') return null;
  return (
    <div className="menu-anchor">
      <button
        ref={trigger}
        type="button"
        className="icon-btn"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon d={ICON_PATHS.bell} />
        <span className="sr-only">{t('header.notifications')}</span>
      </button>
      <div ref={panel} id={panelId} className="menu-panel menu-panel-wide" hidden={!open}>
        {open ? (
          <Suspense fallback={<Loader />}>
            <NotificationsPanel onNavigate={close} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
