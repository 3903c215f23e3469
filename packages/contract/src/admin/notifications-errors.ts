import type { TLocale } from '../locale.ts';

/**
 * Messages of the console's notifications (admin/notifications.ts) and of the member's push subscription
 * (notifications-push.ts), merged into the catalogue (messages.ts).
 */
export const NOTIFICATION_MESSAGES: Record<TLocale, Record<'validation.appPath' | 'validation.pushService', string>> = {
  'pt-BR': {
    'validation.appPath': 'Use um caminho deste app, como /event/12 ou /news.',
    'validation.pushService': 'Este navegador usa um serviço de notificações que o servidor não reconhece.',
  },
  en: {
    'validation.appPath': 'Use a path of this app, such as /event/12 or /news.',
    'validation.pushService': 'This browser uses a notification service the server does not recognise.',
  },
  es: {
    'validation.appPath': 'Usa una ruta de esta app, como /event/12 o /news.',
    'validation.pushService': 'Este navegador usa un servicio de notificaciones que el servidor no reconoce.',
  },
};
