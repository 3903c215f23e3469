import type { TLocale } from '../locale.ts';

/**
 * Error codes of the cash offerings (admin/offerings.ts), spread into ERROR_CODES (errors.ts) with their messages
 * merged into the catalogue (messages.ts).
 *
 * | code | status | cause |
 * |---|---|---|
 * | OFFERING_BATCH_NOT_FOUND | 404 | no batch of that id at the church |
 * | OFFERING_LINE_NOT_FOUND | 404 | no line of that id in the batch |
 * | OFFERING_BATCH_COMMITTED | 409 | the batch was committed: it changes only by adjustments |
 * | OFFERING_BATCH_OPEN | 409 | an adjustment on a batch not yet committed (change its lines instead) |
 * | OFFERING_BATCH_EMPTY | 409 | committing a batch without lines |
 * | OFFERING_SAME_COUNTER | 409 | the caller opened the batch or counted a line of it: another person commits it |
 * | OFFERING_STALE | 409 | `totalEsperado` differs: a line changed since the treasurer's screen was drawn |
 * | OFFERING_REASON_INVALID | 400 | the reason is not one of the church's active reasons (field error `motivoId`) |
 * | OFFERING_MEMBER_INVALID | 400 | the envelope's giver is not a member of the church (field error `usuarioId`) |
 * | OFFERING_CONGREGATION_INVALID | 400 | not one of the church's congregations (field error `congregacaoId`) |
 * | OFFERING_TICKET_LINE | 409 | changing or removing a desk sale's ticket line (or deleting its batch): it follows its payment |
 */
export const OFFERING_ERROR_CODES = [
  'OFFERING_BATCH_NOT_FOUND',
  'OFFERING_LINE_NOT_FOUND',
  'OFFERING_BATCH_COMMITTED',
  'OFFERING_BATCH_OPEN',
  'OFFERING_BATCH_EMPTY',
  'OFFERING_SAME_COUNTER',
  'OFFERING_STALE',
  'OFFERING_REASON_INVALID',
  'OFFERING_MEMBER_INVALID',
  'OFFERING_CONGREGATION_INVALID',
  'OFFERING_TICKET_LINE',
] as const;
export type TOfferingErrorCode = (typeof OFFERING_ERROR_CODES)[number];

/** `validation.amount`: the console's amount inputs (typed as written: "1.234,56", "1,234.56", "50"). */
type Key = `error.${TOfferingErrorCode}` | 'validation.amount';

export const OFFERING_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.OFFERING_BATCH_NOT_FOUND': 'Lote de ofertas não encontrado.',
    'error.OFFERING_LINE_NOT_FOUND': 'Lançamento não encontrado neste lote.',
    'error.OFFERING_BATCH_COMMITTED': 'Este lote já foi confirmado e não muda mais: corrija com um lançamento de ajuste.',
    'error.OFFERING_BATCH_OPEN': 'Este lote ainda está aberto: corrija os lançamentos em vez de ajustar.',
    'error.OFFERING_BATCH_EMPTY': 'Um lote sem lançamentos não pode ser confirmado.',
    'error.OFFERING_SAME_COUNTER': 'Quem contou este lote não pode confirmá-lo: outra pessoa da tesouraria confirma.',
    'error.OFFERING_STALE': 'O lote mudou enquanto você conferia. Recarregue e confira o total de novo.',
    'error.OFFERING_REASON_INVALID': 'Escolha um dos motivos ativos da igreja.',
    'error.OFFERING_MEMBER_INVALID': 'Esta pessoa não é membro da igreja.',
    'error.OFFERING_CONGREGATION_INVALID': 'Escolha uma das congregações da igreja.',
    'error.OFFERING_TICKET_LINE': 'Este lançamento é uma inscrição paga no balcão: ele segue o seu pagamento e não é alterado aqui.',
    'validation.amount': 'Digite um valor acima de zero, como 50 ou 1.234,56.',
  },
  en: {
    'error.OFFERING_BATCH_NOT_FOUND': 'Offering batch not found.',
    'error.OFFERING_LINE_NOT_FOUND': 'Line not found in this batch.',
    'error.OFFERING_BATCH_COMMITTED': 'This batch is committed and no longer changes: correct it with an adjusting entry.',
    'error.OFFERING_BATCH_OPEN': 'This batch is still open: correct its lines instead of adjusting.',
    'error.OFFERING_BATCH_EMPTY': 'A batch without lines cannot be committed.',
    'error.OFFERING_SAME_COUNTER': 'Whoever counted this batch cannot commit it: another treasurer does.',
    'error.OFFERING_STALE': 'The batch changed while you were checking it. Reload and check the total again.',
    'error.OFFERING_REASON_INVALID': "Choose one of the church's active reasons.",
    'error.OFFERING_MEMBER_INVALID': 'This person is not a member of the church.',
    'error.OFFERING_CONGREGATION_INVALID': "Choose one of the church's congregations.",
    'error.OFFERING_TICKET_LINE': 'This line is a registration paid at the desk: it follows its payment and is not changed here.',
    'validation.amount': 'Type an amount above zero, such as 50 or 1,234.56.',
  },
  es: {
    'error.OFFERING_BATCH_NOT_FOUND': 'Lote de ofrendas no encontrado.',
    'error.OFFERING_LINE_NOT_FOUND': 'Asiento no encontrado en este lote.',
    'error.OFFERING_BATCH_COMMITTED': 'Este lote ya fue confirmado y no cambia más: corrígelo con un asiento de ajuste.',
    'error.OFFERING_BATCH_OPEN': 'Este lote sigue abierto: corrige sus asientos en lugar de ajustar.',
    'error.OFFERING_BATCH_EMPTY': 'Un lote sin asientos no se puede confirmar.',
    'error.OFFERING_SAME_COUNTER': 'Quien contó este lote no puede confirmarlo: lo confirma otra persona de tesorería.',
    'error.OFFERING_STALE': 'El lote cambió mientras lo revisabas. Recarga y revisa el total de nuevo.',
    'error.OFFERING_REASON_INVALID': 'Elige uno de los motivos activos de la iglesia.',
    'error.OFFERING_MEMBER_INVALID': 'Esta persona no es miembro de la iglesia.',
    'error.OFFERING_CONGREGATION_INVALID': 'Elige una de las congregaciones de la iglesia.',
    'error.OFFERING_TICKET_LINE': 'Este asiento es una inscripción pagada en el mostrador: sigue su pago y no se cambia aquí.',
    'validation.amount': 'Escribe un monto mayor que cero, como 50 o 1.234,56.',
  },
};

/** HTTP status of each offerings error (apps/server/src/lib/app-error.ts spreads it). */
export const OFFERING_ERROR_STATUS: Record<TOfferingErrorCode, number> = {
  OFFERING_BATCH_NOT_FOUND: 404,
  OFFERING_LINE_NOT_FOUND: 404,
  OFFERING_BATCH_COMMITTED: 409,
  OFFERING_BATCH_OPEN: 409,
  OFFERING_BATCH_EMPTY: 409,
  OFFERING_SAME_COUNTER: 409,
  OFFERING_STALE: 409,
  OFFERING_REASON_INVALID: 400,
  OFFERING_MEMBER_INVALID: 400,
  OFFERING_CONGREGATION_INVALID: 400,
  OFFERING_TICKET_LINE: 409,
};
