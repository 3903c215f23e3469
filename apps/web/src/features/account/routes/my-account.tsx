import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isAvailableLink } from '../../../lib/app-paths.ts';
import { hasModule, useBootstrap } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { logout, useSession } from '../../../lib/session.ts';
import { ProfileAvatar } from '../components/profile-avatar.tsx';
import { ProfilePictureEditor } from '../components/profile-picture-editor.tsx';
import '../account.css';

/**
 * Entries of "my account" (spec section 2), in the spec's order (picture, data, cards, inscriptions, notes, prayer
 * requests, Play subscriptions, delete account, logout; password, member card, giving and church change where they
 * belong); the picture is the editor at the top;
 * each appears only when its screen exists in this build and the church has its module.
 */
const ENTRIES = [
  { path: '/user/data', key: 'menu.data' },
  { path: '/user/member-card', key: 'menu.memberCard' },
  { path: '/user/change-password', key: 'menu.changePassword' },
  { path: '/user/cards', key: 'menu.cards' },
  { path: '/user/giving', key: 'menu.giving', module: 'MOD_DOACAO' },
  { path: '/user/registrations', key: 'menu.registrations', module: 'MOD_EVENTO' },
  { path: '/user/notes', key: 'menu.notes' },
  { path: '/user/prayer', key: 'menu.prayer', module: 'MOD_MURAL_ORACAO' },
  { path: '/user/play', key: 'menu.play', module: 'MOD_ASSINATURA' },
  { path: '/user/church', key: 'menu.church', organization: true },
  { path: '/user/delete-user', key: 'menu.deleteAccount' },
] as const;

/** /user: profile picture, name and the account menu, with log out. */
export function Component() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { client, account } = useSession();
  const { organizacao } = useBootstrap();
  const [leaving, setLeaving] = useState(false);
  useDocumentTitle(t('menu.title'));
  const name = client ? `${client.nome} ${client.sobrenome}`.trim() : '';
  // Screens other features have not built yet are left out rather than linking to the error page.
  // Changing church needs an organization with other churches.
  const entries = ENTRIES.filter(
    (e) => isAvailableLink(e.path) && (!('module' in e) || hasModule(e.module)) && (!('organization' in e) || organizacao !== null),
  );

  async function onLogout() {
    setLeaving(true);
    await logout();
    navigate('/', { replace: true });
  }

  return (
    <section className="account-page">
      <h1>{t('menu.title')}</h1>
      {client ? (
        <ProfilePictureEditor client={client}>
          <p className="profile-name">{name}</p>
          <p className="muted">{account?.email}</p>
        </ProfilePictureEditor>
      ) : (
        <div className="profile-head">
          <ProfileAvatar client={client} />
          <p className="muted">{account?.email}</p>
        </div>
      )}
      <nav aria-label={t('menu.title')}>
        <ul className="account-menu-list">
          {entries.map((entry) => (
            <li key={entry.path}>
              <Link to={entry.path} className="account-menu-link">
                <span>{t(entry.key)}</span>
                <ChevronRightIcon />
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="account-menu-link" onClick={onLogout} disabled={leaving} aria-busy={leaving || undefined}>
              <span>{t('menu.logout')}</span>
              {leaving ? <Spinner size="sm" /> : null}
            </button>
          </li>
        </ul>
      </nav>
    </section>
  );
}
