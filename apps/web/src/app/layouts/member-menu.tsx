import './menu.css';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { ICON_PATHS } from '../../components/ui/icons.tsx';
import { useDismiss } from '../../components/ui/use-dismiss.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { logout } from '../session-bridge.ts';

/** The logged-in member's menu in the header (their profile picture, when they have one): my account and log out. */
export function MemberMenu({ name, picture }: { name: string; picture: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(panel, open, close, trigger);

  async function onLogout() {
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
      setOpen(false);
      void navigate('/');
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
        {picture ? <img src={picture} alt="" className="account-picture" width="32" height="32" /> : <Icon d={ICON_PATHS.user} />}
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
            <button type="button" className="menu-item" onClick={() => void onLogout()} disabled={leaving} aria-busy={leaving || undefined}>
              {t('account.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
