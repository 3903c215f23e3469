import type { TLocale } from '../locale.ts';

/**
 * Error codes of the church settings beyond the first area's (admin/errors.ts): images, banner windows, the legal
 * identity and payment methods. Spread into ERROR_CODES (errors.ts) with their messages merged into the catalogue
 * (messages.ts), with the validation messages of those schemas.
 *
 * | code | status | cause |
 * |---|---|---|
 * | SETTINGS_IMAGE_NOT_OWN | 400 | the image is not one uploaded to this church's own folder, nor one it already uses (field error `imagem`) |
 * | PAYMENT_METHOD_NOT_FOUND | 404 | no payment method of that code at the church |
 */
export const SETTINGS_ERROR_CODES = ['SETTINGS_IMAGE_NOT_OWN', 'PAYMENT_METHOD_NOT_FOUND'] as const;
export type TSettingsErrorCode = (typeof SETTINGS_ERROR_CODES)[number];

type Key = `error.${TSettingsErrorCode}` | 'validation.endAfterStart' | 'validation.cnpj' | 'validation.minAboveMax';

export const SETTINGS_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.SETTINGS_IMAGE_NOT_OWN': 'Envie a imagem por aqui: só imagens enviadas para esta igreja podem ser usadas.',
    'error.PAYMENT_METHOD_NOT_FOUND': 'Forma de pagamento não encontrada.',
    'validation.endAfterStart': 'O fim precisa ser depois do início.',
    'validation.cnpj': 'CNPJ inválido.',
    'validation.minAboveMax': 'O mínimo não pode passar do máximo.',
  },
  en: {
    'error.SETTINGS_IMAGE_NOT_OWN': 'Upload the image here: only images uploaded for this church can be used.',
    'error.PAYMENT_METHOD_NOT_FOUND': 'Payment method not found.',
    'validation.endAfterStart': 'The end must be after the start.',
    'validation.cnpj': 'Invalid CNPJ.',
    'validation.minAboveMax': 'The minimum cannot be above the maximum.',
  },
  es: {
    'error.SETTINGS_IMAGE_NOT_OWN': 'Sube la imagen aquí: solo se pueden usar imágenes subidas para esta iglesia.',
    'error.PAYMENT_METHOD_NOT_FOUND': 'Forma de pago no encontrada.',
    'validation.endAfterStart': 'El final debe ser posterior al inicio.',
    'validation.cnpj': 'CNPJ inválido.',
    'validation.minAboveMax': 'El mínimo no puede superar el máximo.',
  },
};

/** HTTP status of each settings error (apps/server/src/lib/app-error.ts spreads it). */
export const SETTINGS_ERROR_STATUS: Record<TSettingsErrorCode, number> = {
  SETTINGS_IMAGE_NOT_OWN: 400,
  PAYMENT_METHOD_NOT_FOUND: 404,
};
