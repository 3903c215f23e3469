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
 * | DOMAIN_IN_USE | 409 | the custom domain is already taken (by another church or this one: the answer says no more) |
 * | DOMAIN_LIMIT_REACHED | 409 | the church already has MAX_CUSTOM_DOMAINS custom domains |
 * | DOMAIN_NOT_FOUND | 404 | no such custom domain at the church |
 * | DOMAIN_NOT_VERIFIED | 409 | the domain's TXT record was not found with the church's token (yet: DNS takes time) |
 * | DOMAIN_DNS_UNAVAILABLE | 503 | the DNS lookup failed or took too long (not an answer about the record) |
 */
export const SETTINGS_ERROR_CODES = [
  'SETTINGS_IMAGE_NOT_OWN',
  'PAYMENT_METHOD_NOT_FOUND',
  'DOMAIN_IN_USE',
  'DOMAIN_LIMIT_REACHED',
  'DOMAIN_NOT_FOUND',
  'DOMAIN_NOT_VERIFIED',
  'DOMAIN_DNS_UNAVAILABLE',
] as const;
export type TSettingsErrorCode = (typeof SETTINGS_ERROR_CODES)[number];

type Key =
  | `error.${TSettingsErrorCode}`
  | 'validation.endAfterStart'
  | 'validation.cnpj'
  | 'validation.minAboveMax'
  | 'validation.reservedSlug'
  | 'validation.hostname'
  | 'validation.hostnameProduct'
  | 'validation.https'
  | 'validation.secretLength';

export const SETTINGS_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.SETTINGS_IMAGE_NOT_OWN': 'Envie a imagem por aqui: só imagens enviadas para esta igreja podem ser usadas.',
    'error.PAYMENT_METHOD_NOT_FOUND': 'Forma de pagamento não encontrada.',
    'validation.endAfterStart': 'O fim precisa ser depois do início.',
    'validation.cnpj': 'CNPJ inválido.',
    'validation.minAboveMax': 'O mínimo não pode passar do máximo.',
    'error.DOMAIN_IN_USE': 'Este domínio já está em uso.',
    'error.DOMAIN_LIMIT_REACHED': 'A igreja já tem o máximo de domínios próprios ({{max}}). Remova um para adicionar outro.',
    'error.DOMAIN_NOT_FOUND': 'Domínio não encontrado.',
    'error.DOMAIN_NOT_VERIFIED':
      'O registro TXT {{nome}} com o valor {{valor}} ainda não foi encontrado. Uma alteração no DNS pode levar algumas horas para valer; tente de novo mais tarde.',
    'error.DOMAIN_DNS_UNAVAILABLE': 'Não foi possível consultar o DNS agora. Tente de novo em alguns minutos.',
    'validation.reservedSlug': 'Este endereço é reservado; escolha outro.',
    'validation.hostname': 'Informe só o nome do domínio, como igreja.org.br (sem http://, porta, caminho ou IP).',
    'validation.hostnameProduct': 'Este já é um endereço do Congrega; informe o domínio próprio da igreja.',
    'validation.https': 'Use um endereço https://.',
    'validation.secretLength': 'Use pelo menos {{min}} caracteres.',
  },
  en: {
    'error.SETTINGS_IMAGE_NOT_OWN': 'Upload the image here: only images uploaded for this church can be used.',
    'error.PAYMENT_METHOD_NOT_FOUND': 'Payment method not found.',
    'validation.endAfterStart': 'The end must be after the start.',
    'validation.cnpj': 'Invalid CNPJ.',
    'validation.minAboveMax': 'The minimum cannot be above the maximum.',
    'error.DOMAIN_IN_USE': 'This domain is already in use.',
    'error.DOMAIN_LIMIT_REACHED': 'The church already has the most custom domains allowed ({{max}}). Remove one to add another.',
    'error.DOMAIN_NOT_FOUND': 'Domain not found.',
    'error.DOMAIN_NOT_VERIFIED':
      'The TXT record {{nome}} with the value {{valor}} was not found yet. A DNS change can take a few hours to apply; try again later.',
    'error.DOMAIN_DNS_UNAVAILABLE': 'The DNS could not be looked up right now. Try again in a few minutes.',
    'validation.reservedSlug': 'This address is reserved; choose another.',
    'validation.hostname': 'Enter the domain name only, such as church.org (no http://, port, path or IP).',
    'validation.hostnameProduct': 'This is already a Congrega address; enter the church’s own domain.',
    'validation.https': 'Use an https:// address.',
    'validation.secretLength': 'Use at least {{min}} characters.',
  },
  es: {
    'error.SETTINGS_IMAGE_NOT_OWN': 'Sube la imagen aquí: solo se pueden usar imágenes subidas para esta iglesia.',
    'error.PAYMENT_METHOD_NOT_FOUND': 'Forma de pago no encontrada.',
    'validation.endAfterStart': 'El final debe ser posterior al inicio.',
    'validation.cnpj': 'CNPJ inválido.',
    'validation.minAboveMax': 'El mínimo no puede superar el máximo.',
    'error.DOMAIN_IN_USE': 'Este dominio ya está en uso.',
    'error.DOMAIN_LIMIT_REACHED': 'La iglesia ya tiene el máximo de dominios propios ({{max}}). Quita uno para añadir otro.',
    'error.DOMAIN_NOT_FOUND': 'Dominio no encontrado.',
    'error.DOMAIN_NOT_VERIFIED':
      'El registro TXT {{nome}} con el valor {{valor}} aún no se encontró. Un cambio en el DNS puede tardar unas horas en aplicarse; inténtelo más tarde.',
    'error.DOMAIN_DNS_UNAVAILABLE': 'No se pudo consultar el DNS ahora. Inténtelo de nuevo en unos minutos.',
    'validation.reservedSlug': 'Esta dirección está reservada; elige otra.',
    'validation.hostname': 'Escribe solo el nombre del dominio, como iglesia.org (sin http://, puerto, ruta ni IP).',
    'validation.hostnameProduct': 'Esta ya es una dirección de Congrega; escribe el dominio propio de la iglesia.',
    'validation.https': 'Usa una dirección https://.',
    'validation.secretLength': 'Usa al menos {{min}} caracteres.',
  },
};

/** HTTP status of each settings error (apps/server/src/lib/app-error.ts spreads it). */
export const SETTINGS_ERROR_STATUS: Record<TSettingsErrorCode, number> = {
  SETTINGS_IMAGE_NOT_OWN: 400,
  PAYMENT_METHOD_NOT_FOUND: 404,
  DOMAIN_IN_USE: 409,
  DOMAIN_LIMIT_REACHED: 409,
  DOMAIN_NOT_FOUND: 404,
  DOMAIN_NOT_VERIFIED: 409,
  DOMAIN_DNS_UNAVAILABLE: 503,
};
