import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { UserIcon } from '../../components/ui/icons.tsx';
import { useDismiss } from '../../components/ui/use-dismiss.ts';
import { accessPathFor } from '../guards/access.ts';
import { logout, useSessionState } from '../session-bridge.ts';

/** Header account entry: log in for visitors; a menu with my account and log out for members. */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSessionState();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(panel, open, close, trigger);

  if (session.status === 'starting') return <span className="account-placeholder" aria-hidden="true" />;

  if (session.status === 'guest') {
    const here = `${location.pathname}${location.search}`;
    const onAccess = location.pathname === '/access' || location.pathname.startsWith('/access/');
    return (
      <Link to={onAccess || here === '/' ? '/access' : accessPathFor(here)} className="btn btn-secondary btn-sm account-login">
        <UserIcon />
        <span>{t('account.login')}</span>
      </Link>
    );
  }

  const name = session.client?.nome ?? session.account?.email ?? '';
  async function onLogout() {
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
      setOpen(false);
      navigate('/');
    }
  }

  return (
    <div className="menu-anchor">
      <button
        ref={trigger}
        type="button"
        className="icon-btn account-trigger"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <UserIcon />
        <span className="sr-only">{t('account.menuLabel', { name })}</span>
      </button>
      <div ref={panel} id={menuId} className="menu-panel" hidden={!open}>
        <p className="menu-heading">{t('account.greeting', { name })}</p>
        <ul className="menu-list">
          <li>
            <Link to="/user" className="menu-item" onClick={close}>
              {t('account.myAccount')}
            </Link>
          </li>
          <li>
            <button type="button" className="menu-item" onClick={onLogout} disabled={leaving} aria-busy={leaving || undefined}>
              {t('account.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
