import './download-app-banner.css';
import { useState } from 'react';
import { useBootstrap } from '../../lib/bootstrap.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { safeUrl } from '../../lib/safe-url.ts';
import { readItem, writeItem } from '../../lib/storage.ts';

const DISMISS_KEY = 'congrega.appBanner.dismissed';

/** Which store links to offer: the phone's own store, or both on other devices. */
export function storesFor(userAgent: string): Array<'android' | 'ios'> {
  if (/android/i.test(userAgent)) return ['android'];
  if (/iphone|ipad|ipod/i.test(userAgent)) return ['ios'];
  return ['android', 'ios'];
}

/** Call to download the church's app (church home), dismissible for the session. */
export function DownloadAppBanner() {
  const { t } = useTranslation();
  const { igreja } = useBootstrap();
  const [dismissed, setDismissed] = useState(() => readItem('session', DISMISS_KEY) === '1');
  const links = { android: safeUrl(igreja.linkAppAndroid), ios: safeUrl(igreja.linkAppIos) };
  const stores = storesFor(navigator.userAgent).filter((store) => links[store]);
  if (dismissed || stores.length === 0) return null;
  return (
    <aside className="app-banner" aria-label={t('downloadApp.label')}>
      <div className="app-banner-text">
        <p className="app-banner-title">{t('downloadApp.title', { church: igreja.nome })}</p>
        <p>{t('downloadApp.text')}</p>
      </div>
      <div className="app-banner-actions">
        {stores.map((store) => (
          <a key={store} href={links[store]} className="btn btn-primary btn-sm" target="_blank" rel="noopener noreferrer">
            {t(`downloadApp.${store}`)}
            <span className="sr-only"> ({t('opensInNewTab')})</span>
          </a>
        ))}
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => {
            writeItem('session', DISMISS_KEY, '1');
            setDismissed(true);
          }}
        >
          {t('downloadApp.dismiss')}
        </button>
      </div>
    </aside>
  );
}
