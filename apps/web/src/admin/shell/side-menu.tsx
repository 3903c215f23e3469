import type { TStaffChurch } from '@congrega/contract/admin/staff-session';
import type { TLocale } from '@congrega/contract/locale';
import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';
import { churchAreas, consolePath } from '../lib/console-areas.ts';

/** The areas the staff member's grants at this church open (lib/console-areas.ts), then their own security. */
export function SideMenu({
  id,
  open,
  church,
  sessionVerified,
  lang,
  onNavigate,
}: {
  id: string;
  open: boolean;
  church: TStaffChurch;
  sessionVerified: boolean;
  lang: TLocale;
  onNavigate: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const areas = churchAreas(church, sessionVerified);
  const link = (path: string, label: string) => (
    <li key={path}>
      <NavLink to={consolePath(lang, church.slug, path)} end={path === ''} className="side-link" onClick={onNavigate}>
        {label}
      </NavLink>
    </li>
  );
  return (
    <nav id={id} className={open ? 'side-menu side-menu-open' : 'side-menu'} aria-label={t('shell.menu')}>
      <ul>
        {areas.map((area) => link(area.path, t(`areas.${area.id}`)))}
        {link('security', t('areas.security'))}
      </ul>
    </nav>
  );
}
