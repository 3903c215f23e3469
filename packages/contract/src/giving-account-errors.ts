import type { TLocale } from './locale.ts';

/**
 * Error codes of the giver's account area (recurring gifts), spread into ERROR_CODES (errors.ts) with their
 * messages merged into the catalogue (messages.ts).
 */
export const GIVING_ACCOUNT_ERROR_CODES = ['RECURRING_GIFT_NOT_FOUND', 'RECURRING_GIFT_CANCELLED', 'RECURRING_REASON_UNAVAILABLE'] as const;

type Key = `error.${(typeof GIVING_ACCOUNT_ERROR_CODES)[number]}`;

export const GIVING_ACCOUNT_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.RECURRING_GIFT_NOT_FOUND': 'Doação recorrente não encontrada.',
    'error.RECURRING_GIFT_CANCELLED': 'Esta doação recorrente foi cancelada e não pode mais ser alterada.',
    'error.RECURRING_REASON_UNAVAILABLE': 'A igreja não recebe mais doações recorrentes para {{motivo}}.',
  },
  en: {
    'error.RECURRING_GIFT_NOT_FOUND': 'Recurring gift not found.',
    'error.RECURRING_GIFT_CANCELLED': 'This recurring gift was cancelled and can no longer be changed.',
    'error.RECURRING_REASON_UNAVAILABLE': 'The church no longer takes recurring gifts for {{motivo}}.',
  },
  es: {
    'error.RECURRING_GIFT_NOT_FOUND': 'Donación recurrente no encontrada.',
    'error.RECURRING_GIFT_CANCELLED': 'Esta donación recurrente fue cancelada y ya no se puede modificar.',
    'error.RECURRING_REASON_UNAVAILABLE': 'La iglesia ya no recibe donaciones recurrentes para {{motivo}}.',
  },
};
