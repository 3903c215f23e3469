import { LOCALES, type TLocale } from '@congrega/contract/locale';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { changeLanguage, currentLocale } from '../../lib/language.ts';

/** Language picker (pt-BR, en, es); the choice is remembered for this browser. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  async function onChange(locale: TLocale) {
    setBusy(true);
    try {
      await changeLanguage(locale);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select
        id={id}
        className="input input-sm"
        value={currentLocale()}
        disabled={busy}
        onChange={(e) => void onChange(e.target.value as TLocale)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`languages.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
