import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** Play's own navigation (home, browse, search, plans), on every Play screen. */
export function PlayNav() {
  const { t } = useTranslation('play');
  const links = [
    { to: '/play', label: t('nav.home'), end: true },
    { to: '/play/browse', label: t('nav.browse') },
    { to: '/play/search', label: t('nav.search') },
    { to: '/play/plans', label: t('nav.plans') },
  ];
  return (
    <nav className="play-nav" aria-label={t('nav.label')}>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end ?? false}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
