import type { TLocale } from '../locale.ts';

/**
 * Error codes of prayer moderation and care (admin/prayer.ts) and of the member's reports, spread into ERROR_CODES
 * (errors.ts) with their messages merged into the catalogue (messages.ts).
 *
 * | code | status | cause |
 * |---|---|---|
 * | PRAYER_MESSAGE_NOT_FOUND | 404 | no supportive message of that id the caller may see |
 * | PRAYER_REASON_NOT_FOUND | 404 | no prayer reason of that id at the church |
 * | PRAYER_CARE_NOT_FOUND | 404 | no request of that id in the care queue (no call, visit nor privacy asked) |
 * | PRAYER_CARE_STAFF_INVALID | 400 | the person assigned holds no pastoral grant at the church (field `responsavelId`) |
 * | PRAYER_MESSAGE_LIMIT | 429 | the member sent PRAYER_MESSAGES_PER_WINDOW supportive messages in the window (`seconds` to wait) |
 */
export const PRAYER_MESSAGES_PER_WINDOW = 10;
export const PRAYER_MESSAGE_WINDOW_SECONDS = 10 * 60;

export const PRAYER_ERROR_CODES = [
  'PRAYER_MESSAGE_NOT_FOUND',
  'PRAYER_REASON_NOT_FOUND',
  'PRAYER_CARE_NOT_FOUND',
  'PRAYER_CARE_STAFF_INVALID',
  'PRAYER_MESSAGE_LIMIT',
] as const;
export type TPrayerErrorCode = (typeof PRAYER_ERROR_CODES)[number];

type Key = `error.${TPrayerErrorCode}`;

export const PRAYER_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.PRAYER_MESSAGE_NOT_FOUND': 'Mensagem não encontrada.',
    'error.PRAYER_REASON_NOT_FOUND': 'Motivo de oração não encontrado.',
    'error.PRAYER_CARE_NOT_FOUND': 'Acompanhamento não encontrado.',
    'error.PRAYER_CARE_STAFF_INVALID': 'Escolha alguém da equipe pastoral.',
    'error.PRAYER_MESSAGE_LIMIT': 'Você enviou muitas mensagens de apoio em pouco tempo. Aguarde {{seconds}} segundos para enviar outra.',
  },
  en: {
    'error.PRAYER_MESSAGE_NOT_FOUND': 'Message not found.',
    'error.PRAYER_REASON_NOT_FOUND': 'Prayer reason not found.',
    'error.PRAYER_CARE_NOT_FOUND': 'Follow-up not found.',
    'error.PRAYER_CARE_STAFF_INVALID': 'Choose someone from the pastoral team.',
    'error.PRAYER_MESSAGE_LIMIT': 'You sent many supportive messages in a short time. Wait {{seconds}} seconds to send another.',
  },
  es: {
    'error.PRAYER_MESSAGE_NOT_FOUND': 'Mensaje no encontrado.',
    'error.PRAYER_REASON_NOT_FOUND': 'Motivo de oración no encontrado.',
    'error.PRAYER_CARE_NOT_FOUND': 'Seguimiento no encontrado.',
    'error.PRAYER_CARE_STAFF_INVALID': 'Elige a alguien del equipo pastoral.',
    'error.PRAYER_MESSAGE_LIMIT': 'Enviaste muchos mensajes de apoyo en poco tiempo. Espera {{seconds}} segundos para enviar otro.',
  },
};

/** HTTP status of each code (apps/server/src/lib/app-error.ts spreads it). */
export const PRAYER_ERROR_STATUS: Record<TPrayerErrorCode, number> = {
  PRAYER_MESSAGE_NOT_FOUND: 404,
  PRAYER_REASON_NOT_FOUND: 404,
  PRAYER_CARE_NOT_FOUND: 404,
  PRAYER_CARE_STAFF_INVALID: 400,
  PRAYER_MESSAGE_LIMIT: 429,
};
