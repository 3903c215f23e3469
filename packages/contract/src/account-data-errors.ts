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
] as const;

type Key = `error.${(typeof ACCOUNT_DATA_ERROR_CODES)[number]}`;

export const ACCOUNT_DATA_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.CHILD_NOT_FOUND': 'Criança não encontrada.',
    'error.ADDRESS_NOT_FOUND': 'Endereço não encontrado.',
    'error.POSTCODE_NOT_FOUND': 'Não encontramos este CEP. Preencha o endereço manualmente.',
    'error.POSTCODE_SERVICE_UNAVAILABLE': 'A busca de CEP não está disponível agora. Preencha o endereço manualmente.',
    'error.WRONG_PASSWORD_DELETION': 'Senha incorreta. A conta não foi excluída.',
  },
  en: {
    'error.CHILD_NOT_FOUND': 'Child not found.',
    'error.ADDRESS_NOT_FOUND': 'Address not found.',
    'error.POSTCODE_NOT_FOUND': 'We could not find this zipcode. Please fill in the address by hand.',
    'error.POSTCODE_SERVICE_UNAVAILABLE': 'The zipcode lookup is not available right now. Please fill in the address by hand.',
    'error.WRONG_PASSWORD_DELETION': 'Wrong password. The account was not deleted.',
  },
  es: {
    'error.CHILD_NOT_FOUND': 'Niño no encontrado.',
    'error.ADDRESS_NOT_FOUND': 'Dirección no encontrada.',
    'error.POSTCODE_NOT_FOUND': 'No encontramos este código postal. Complete la dirección manualmente.',
    'error.POSTCODE_SERVICE_UNAVAILABLE': 'La búsqueda de código postal no está disponible ahora. Complete la dirección manualmente.',
    'error.WRONG_PASSWORD_DELETION': 'Contraseña incorrecta. La cuenta no fue eliminada.',
  },
};
