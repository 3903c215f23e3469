import type { TLocale } from '../locale.ts';

/** Messages of the console's notifications (admin/notifications.ts), merged into the catalogue (messages.ts). */
export const NOTIFICATION_MESSAGES: Record<TLocale, Record<'validation.appPath', string>> = {
  'pt-BR': { 'validation.appPath': 'Use um caminho deste app, como /event/12 ou /news.' },
  en: { 'validation.appPath': 'Use a path of this app, such as /event/12 or /news.' },
  es: { 'validation.appPath': 'Usa una ruta de esta app, como /event/12 o /news.' },
};
