import { LOCALES, type TLocale } from '@congrega/contract/locale';
import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { i18n } from '../../lib/i18n/store.ts';
import { Toasts } from '../kit/toasts.tsx';
import { NotFound } from '../screens/not-found.tsx';

const isLocale = (value: string | undefined): value is TLocale => (LOCALES as readonly string[]).includes(value ?? '');

/** `/{lang}/...`: the path's language is the console's (a switch is a navigation); any other first segment is 404. */
export function LanguageRoot() {
  const { lang } = useParams();
  const valid = isLocale(lang);
  useEffect(() => {
    if (valid && i18n.getState().language !== lang) void i18n.changeLanguage(lang);
  }, [valid, lang]);
  if (!valid) return <NotFound />;
  return (
    <>
      <Outlet />
      <Toasts />
    </>
  );
}
