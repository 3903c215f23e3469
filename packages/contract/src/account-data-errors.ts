import type { TLocale } from './locale.ts';

/**
 * Error codes of the account data area (children, addresses, postcode lookup, account deletion), spread into
 * ERROR_CODES (errors.ts) with their messages merged into the catalogue (messages.ts).
 */
export const ACCOUNT_DATA_ERROR_CODES = [
  'CHILD_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'POSTCODE_NOT_FOUND',
  'POSTCODE_SERVICE_UNAVAILABLE',
  'WRONG_PASSWORD_DELETION',
  'MEMBER_CARD_NOT_FOUND',
  'MEMBER_CARD_LINK_INVALID',
  'EXTERNAL_APP_NOT_CONFIGURED',
] as const;

type Key = `error.${(typeof ACCOUNT_DATA_ERROR_CODES)[number]}`;

export const ACCOUNT_DATA_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.CHILD_NOT_FOUND': 'Criança não encontrada.',
    'error.ADDRESS_NOT_FOUND': 'Endereço não encontrado.',
    'error.POSTCODE_NOT_FOUND': 'Não encontramos este CEP. Preencha o endereço manualmente.',
    'error.POSTCODE_SERVICE_UNAVAILABLE': 'A busca de CEP não está disponível agora. Preencha o endereço manualmente.',
    'error.WRONG_PASSWORD_DELETION': 'Senha incorreta. A conta não foi excluída.',
    'error.MEMBER_CARD_NOT_FOUND': 'Nenhuma carteirinha encontrada para o seu e-mail nesta igreja.',
    'error.MEMBER_CARD_LINK_INVALID': 'Este código de carteirinha não é válido ou expirou.',
    'error.EXTERNAL_APP_NOT_CONFIGURED': 'Este aplicativo ainda não foi configurado pela sua igreja.',
  },
  en: {
    'error.CHILD_NOT_FOUND': 'Child not found.',
    'error.ADDRESS_NOT_FOUND': 'Address not found.',
    'error.POSTCODE_NOT_FOUND': 'We could not find this zipcode. Please fill in the address by hand.',
    'error.POSTCODE_SERVICE_UNAVAILABLE': 'The zipcode lookup is not available right now. Please fill in the address by hand.',
    'error.WRONG_PASSWORD_DELETION': 'Wrong password. The account was not deleted.',
    'error.MEMBER_CARD_NOT_FOUND': 'No member card was found for your e-mail at this church.',
    'error.MEMBER_CARD_LINK_INVALID': 'This member card code is not valid or has expired.',
    'error.EXTERNAL_APP_NOT_CONFIGURED': 'Your church has not set up this app yet.',
  },
  es: {
    'error.CHILD_NOT_FOUND': 'Niño no encontrado.',
    'error.ADDRESS_NOT_FOUND': 'Dirección no encontrada.',
    'error.POSTCODE_NOT_FOUND': 'No encontramos este código postal. Complete la dirección manualmente.',
    'error.POSTCODE_SERVICE_UNAVAILABLE': 'La búsqueda de código postal no está disponible ahora. Complete la dirección manualmente.',
    'error.WRONG_PASSWORD_DELETION': 'Contraseña incorrecta. La cuenta no fue eliminada.',
    'error.MEMBER_CARD_NOT_FOUND': 'No se encontró ningún carné de miembro para su correo en esta iglesia.',
    'error.MEMBER_CARD_LINK_INVALID': 'Este código de carné no es válido o ha caducado.',
    'error.EXTERNAL_APP_NOT_CONFIGURED': 'Su iglesia aún no ha configurado esta aplicación.',
  },
};
