import type { TLocale } from '@congrega/contract/locale';
import { useId, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { QueryState } from '../../components/query-state.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Loader } from '../../components/ui/spinner.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';
import { churchAreas, CONSOLE_AREAS, consolePath, needsSecondFactor } from '../lib/console-areas.ts';
import { useMe, type ConsoleContext } from '../lib/console-context.ts';
import { useStaffSession } from '../lib/staff-session.ts';
import { NotFoundContent } from '../screens/not-found.tsx';
import { ConsoleHeader } from './console-header.tsx';
import { SideMenu } from './side-menu.tsx';

/**
 * The console's frame for `/{lang}/{church}/...`: logged-out visitors go to the login of the language (and come
 * back after it), then `me` names the church's grants: the side menu lists only the areas they open, the header
 * switches church and language and logs out. A church the staff member does not administer reads as not found.
 */
export function ConsoleLayout() {
  const { status } = useStaffSession();
  const { lang, church: slug } = useParams() as { lang: TLocale; church: string };
  const location = useLocation();
  const me = useMe(status === 'in');
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  if (status === 'out') {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/${lang}?next=${next}`} replace />;
  }
  return (
    <div className="console">
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <QueryState query={me} skeleton={<Loader />} isEmpty={() => false}>
        {(data) => {
          const church = data.igrejas.find((c) => c.slug === slug);
          const context: ConsoleContext | undefined = church ? { me: data, church, lang } : undefined;
          // An area the grants do not open (a typed or old address) says so instead of drawing a screen that fails.
          const segment = location.pathname.split('/')[3] ?? '';
          const area = CONSOLE_AREAS.find((a) => a.path !== '' && a.path === segment);
          const closed = !!church && !!area && !churchAreas(church, data.sessaoVerificada).includes(area);
          return (
            <>
              <ConsoleHeader
                me={data}
                church={church}
                lang={lang}
                menuId={menuId}
                menuOpen={menuOpen}
                onMenu={() => setMenuOpen((v) => !v)}
              />
              <div className="console-body">
                {church ? (
                  <SideMenu
                    id={menuId}
                    open={menuOpen}
                    church={church}
                    sessionVerified={data.sessaoVerificada}
                    lang={lang}
                    onNavigate={() => setMenuOpen(false)}
                  />
                ) : null}
                <main id="main" className="console-main" tabIndex={-1}>
                  {church && needsSecondFactor(church.grants, data.sessaoVerificada) && !location.pathname.endsWith('/security') ? (
                    <Alert tone="warning">
                      {t('shell.secondFactorNeeded')}{' '}
                      <Link to={consolePath(lang, church.slug, 'security')}>{t('shell.secondFactorLink')}</Link>
                    </Alert>
                  ) : null}
                  {closed && area ? (
                    <>
                      <h1>{t(`areas.${area.id}`)}</h1>
                      <Alert tone="error">{t('shell.noAccess')}</Alert>
                    </>
                  ) : context ? (
                    <Outlet context={context} />
                  ) : (
                    <NotFoundContent />
                  )}
                </main>
              </div>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
