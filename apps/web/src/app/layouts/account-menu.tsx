import { Suspense } from 'react';
import { lazyWithRetry } from '../../lib/lazy-retry.ts';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { accessPathFor } from '../guards/access.ts';
import { useSessionState } from '../session-bridge.ts';

const USER_ICON = 'M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8';

// The member menu (my account, log out) is not part of a visitor's first load.
const MemberMenu = lazyWithRetry(async () => ({ default: (await import('./member-menu.tsx')).MemberMenu }));

/** Header account entry: log in for visitors; a menu with my account and log out for members. */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSessionState();
  const location = useLocation();

  if (session.status === 'starting') return <span className="account-placeholder" aria-hidden="true" />;
  if (session.status === 'member') {
    return (
      <Suspense fallback={<span className="account-placeholder" aria-hidden="true" />}>
        <MemberMenu name={session.client?.nome ?? session.account?.email ?? ''} picture={session.client?.imagem ?? null} />
      </Suspense>
    );
  }
  const here = `${location.pathname}${location.search}`;
  const onAccess = location.pathname === '/access' || location.pathname.startsWith('/access/');
  return (
    <Link to={onAccess || here === '/' ? '/access' : accessPathFor(here)} className="btn btn-secondary btn-sm account-login">
      <Icon d={USER_ICON} />
      <span>{t('account.login')}</span>
    </Link>
  );
}
