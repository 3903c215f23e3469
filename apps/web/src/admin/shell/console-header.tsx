import type { TStaffChurch, TStaffMe } from '@congrega/contract/admin/staff-session';
import { LOCALES, type TLocale } from '@congrega/contract/locale';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';
import { consolePath } from '../lib/console-areas.ts';
import { logOut } from '../lib/staff-session.ts';

/** The path after `/{lang}/{church}` (the area and its query), kept across a church or language switch. */
function areaPart(pathname: string, search: string): string {
  return `${pathname.split('/').slice(3).join('/')}${search}`;
}

/**
 * The console's top bar: the church (a switcher when the staff member administers several), the language, who is
 * logged in and the logout. On a phone the menu button opens the side menu.
 */
export function ConsoleHeader({
  me,
  church,
  lang,
  menuId,
  menuOpen,
  onMenu,
}: {
  me: TStaffMe;
  church: TStaffChurch | undefined;
  lang: TLocale;
  menuId: string;
  menuOpen: boolean;
  onMenu: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const location = useLocation();
  const churchId = useId();
  const langId = useId();
  const rest = areaPart(location.pathname, location.search);
  const logout = async () => {
    await logOut();
    void navigate(`/${lang}`, { replace: true });
  };
  return (
    <header className="console-header">
      {church ? (
        <button type="button" className="btn btn-ghost menu-button" aria-expanded={menuOpen} aria-controls={menuId} onClick={onMenu}>
          {t('shell.menu')}
        </button>
      ) : null}
      <p className="console-brand">{t('shell.brand')}</p>
      <div className="console-header-tools">
        {me.igrejas.length > 1 || !church ? (
          <div className="header-field">
            <label htmlFor={churchId}>{t('shell.church')}</label>
            <select
              id={churchId}
              className="input input-sm"
              value={church?.slug ?? ''}
              onChange={(e) => void navigate(consolePath(lang, e.target.value, church ? rest.split('?')[0] : ''))}
            >
              {church ? null : <option value="">{t('shell.pickChurch')}</option>}
              {me.igrejas.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.nome}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="console-church">{church.nome}</p>
        )}
        <div className="header-field">
          <label htmlFor={langId}>{t('shell.language')}</label>
          <select
            id={langId}
            className="input input-sm"
            value={lang}
            onChange={(e) => void navigate(church ? consolePath(e.target.value as TLocale, church.slug, rest) : `/${e.target.value}`)}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {t(`common:languages.${locale}`)}
              </option>
            ))}
          </select>
        </div>
        <p className="console-user muted">{me.nome ?? me.email}</p>
        <Button variant="secondary" className="btn-sm" onClick={() => void logout()}>
          {t('shell.logout')}
        </Button>
      </div>
    </header>
  );
}
