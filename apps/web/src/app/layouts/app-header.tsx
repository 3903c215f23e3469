import { Suspense, useId, useRef, useState } from 'react';
import { lazyWithRetry } from '../../lib/lazy-retry.ts';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { useDismiss } from '../../components/ui/use-dismiss.ts';
import { useBootstrap } from '../../lib/bootstrap.ts';
import { isAvailableLink } from '../../lib/app-paths.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { safeUrl } from '../../lib/safe-url.ts';
import { AccountMenu } from './account-menu.tsx';
import { OrganizationBar } from './organization-bar.tsx';
import { useSessionState } from '../session-bridge.ts';

const MENU_ICON = 'M4 6h16M4 12h16M4 18h16';

// Members only, so not part of a visitor's first load.
const NotificationsButton = lazyWithRetry(async () => ({ default: (await import('./notifications-button.tsx')).NotificationsButton }));

const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//');

/**
 * Church menu (igrejaAppMenu): internal paths as router links (only screens this app has, with their module
 * on), absolute URLs as external links.
 */
function MenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { menu } = useBootstrap();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = [...menu].sort((a, b) => a.ordem - b.ordem).filter((item) => !isInternal(item.link) || isAvailableLink(item.link));
  return (
    <ul className="nav-list">
      {items.map((item) => {
        if (isInternal(item.link)) {
          return (
            <li key={item.id}>
              <Link to={item.link} className="nav-link" aria-current={pathname === item.link ? 'page' : undefined} onClick={onNavigate}>
                {item.titulo}
              </Link>
            </li>
          );
        }
        const href = safeUrl(item.link);
        return href ? (
          <li key={item.id}>
            <a href={href} className="nav-link" target="_blank" rel="noopener noreferrer">
              {item.titulo}
              <span className="sr-only"> ({t('opensInNewTab')})</span>
            </a>
          </li>
        ) : null;
      })}
    </ul>
  );
}

export function AppHeader({ variant = 'default' }: { variant?: 'default' | 'play' }) {
  const { t } = useTranslation();
  const { igreja, visual } = useBootstrap();
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismiss(panel, navOpen, () => setNavOpen(false), toggle);
  const logo = visual.logo ?? igreja.logo;
  const member = useSessionState().status === 'member';

  return (
    <header className={`app-header app-header-${variant}`}>
      <OrganizationBar />
      <div className="header-bar">
        <Link to="/" className="brand" aria-label={t('header.home', { church: igreja.nome })}>
          {logo ? <img src={logo} alt="" className="brand-logo" width="40" height="40" /> : null}
          <span className="brand-name">{igreja.nome}</span>
        </Link>
        <div className="header-actions">
          {member ? (
            <Suspense fallback={null}>
              <NotificationsButton />
            </Suspense>
          ) : null}
          <AccountMenu />
          <button
            ref={toggle}
            type="button"
            className="icon-btn nav-toggle"
            aria-expanded={navOpen}
            aria-controls={navId}
            onClick={() => setNavOpen((open) => !open)}
          >
            <Icon d={MENU_ICON} />
            <span className="sr-only">{t('header.menu')}</span>
          </button>
        </div>
      </div>
      {/* One nav: always shown on wide screens, a panel behind the menu button on phones. */}
      <nav ref={panel} id={navId} className={navOpen ? 'main-nav main-nav-open' : 'main-nav'} aria-label={t('header.mainNav')}>
        <MenuLinks onNavigate={() => setNavOpen(false)} />
      </nav>
    </header>
  );
}
