import type { TLocale } from '../locale.ts';

/**
 * Error codes of the yearly donation receipts (admin/receipts.ts), spread into ERROR_CODES (errors.ts) with their
 * messages merged into the catalogue (messages.ts).
 *
 * | code | status | cause |
 * |---|---|---|
 * | RECEIPT_YEAR_FUTURE | 400 | a year after the church's current one (field error `ano`) |
 * | RECEIPT_RUN_NOT_FOUND | 404 | no generation of that id at the church |
 * | RECEIPT_RUN_BUSY | 409 | a generation of this church is still drawing its receipts |
 * | RECEIPT_RUN_UNFINISHED | 409 | the ZIP of a generation still drawing its receipts |
 */
export const RECEIPT_ERROR_CODES = ['RECEIPT_YEAR_FUTURE', 'RECEIPT_RUN_NOT_FOUND', 'RECEIPT_RUN_BUSY', 'RECEIPT_RUN_UNFINISHED'] as const;
export type TReceiptErrorCode = (typeof RECEIPT_ERROR_CODES)[number];

type Key = `error.${TReceiptErrorCode}`;

export const RECEIPT_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.RECEIPT_YEAR_FUTURE': 'Escolha um ano que já começou.',
    'error.RECEIPT_RUN_NOT_FOUND': 'Geração de informes não encontrada.',
    'error.RECEIPT_RUN_BUSY': 'Os informes desta igreja ainda estão sendo gerados. Espere terminar para gerar de novo.',
    'error.RECEIPT_RUN_UNFINISHED': 'Os informes ainda estão sendo gerados: o ZIP fica pronto quando terminar.',
  },
  en: {
    'error.RECEIPT_YEAR_FUTURE': 'Choose a year that has already begun.',
    'error.RECEIPT_RUN_NOT_FOUND': 'Receipt generation not found.',
    'error.RECEIPT_RUN_BUSY': "This church's receipts are still being generated. Wait for it to finish before generating again.",
    'error.RECEIPT_RUN_UNFINISHED': 'The receipts are still being generated: the ZIP is ready when it finishes.',
  },
  es: {
    'error.RECEIPT_YEAR_FUTURE': 'Elige un año que ya haya comenzado.',
    'error.RECEIPT_RUN_NOT_FOUND': 'Generación de informes no encontrada.',
    'error.RECEIPT_RUN_BUSY': 'Los informes de esta iglesia todavía se están generando. Espera a que termine para generar de nuevo.',
    'error.RECEIPT_RUN_UNFINISHED': 'Los informes todavía se están generando: el ZIP estará listo cuando termine.',
  },
};

/** HTTP status of each receipts error (apps/server/src/lib/app-error.ts spreads it). */
export const RECEIPT_ERROR_STATUS: Record<TReceiptErrorCode, number> = {
  RECEIPT_YEAR_FUTURE: 400,
  RECEIPT_RUN_NOT_FOUND: 404,
  RECEIPT_RUN_BUSY: 409,
  RECEIPT_RUN_UNFINISHED: 409,
};
