import './app-footer.css';
import { Link } from 'react-router';
import { useBootstrap } from '../../lib/bootstrap.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { PRIVACY_URL, TERMS_URL } from '../../lib/links.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

/** Footer: about and church list, terms and privacy, admin access, language. */
export function AppFooter() {
  const { t } = useTranslation();
  const { igreja, organizacao } = useBootstrap();
  return (
    <footer className="app-footer">
      <nav aria-label={t('footer.nav')}>
        <ul className="footer-links">
          <li>
            <Link to="/about">{t('footer.about')}</Link>
          </li>
          {organizacao ? (
            <li>
              <Link to="/churchs">{t('footer.churches')}</Link>
            </li>
          ) : null}
          <li>
            <a href={TERMS_URL} target="_blank" rel="noopener noreferrer">
              {t('footer.terms')}
              <span className="sr-only"> ({t('opensInNewTab')})</span>
            </a>
          </li>
          <li>
            <a href={PRIVACY_URL} target="_blank" rel="noopener noreferrer">
              {t('footer.privacy')}
              <span className="sr-only"> ({t('opensInNewTab')})</span>
            </a>
          </li>
          <li>
            {/* A full page load: /admin leaves the app for the admin site. */}
            <a href="/admin">{t('footer.admin')}</a>
          </li>
        </ul>
      </nav>
      <LanguageSwitcher />
      <p className="footer-copy">{t('footer.copyright', { year: new Date().getFullYear(), church: igreja.nome })}</p>
    </footer>
  );
}
