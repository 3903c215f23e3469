import { z } from 'zod';
import { ZId } from '../common.ts';
import { ZTicketChoices } from '../events-purchase.ts';
import { MAX_PAYMENT_CENTS } from '../payments/constants.ts';
import { zEmail, zRequiredText } from '../validators.ts';
import { ZEventRegistrationDetail } from './event-registrations.ts';

/**
 * A registration taken at the desk and paid in cash (issue 32 "add a registration at the desk (cash, recorded to the
 * batch of the day)"; issue 31 "cash ticket sales at the desk land in the batch of the day"). Decided:
 * - who: the `events` edit grant of the event (scoped grants count) AND the `offerings` edit grant (the counter's:
 *   the cash lands in an offering batch), with its second factor, as a refund from the registration needs finance;
 * - the same rules as an online purchase: the ticket types' sales window, stock and per-buyer limit under the types'
 *   row locks (EVT_REG_001/019/020/021/024, EVT_USER_LIMIT, holder answers EVT_REG_003/004); the event's terms and
 *   the personal data it requires online are the desk's to ask, not checked;
 * - the buyer: a member of the church (by id) or a guest (name and e-mail, where the tickets go);
 * - `valorRecebido`: the cash counted, which must be the tickets' price (price + fee of each type, as sold online;
 *   no method fees at the desk), else 400 EVENT_DESK_CASH_MISMATCH with that total; a free selection is no sale
 *   (400 EVENT_DESK_SALE_FREE: the member registers in the app);
 * - the payment is approved cash at once (it counts in the event's revenue), the registration confirmed and its
 *   tickets e-mailed to the buyer, and one line ("Inscrições de eventos", no reason) added to the church's open batch
 *   of today (the church's calendar), opened if there is none; a ticket line is out of giving reports and receipts;
 * - once per Idempotency-Key (header): the same key and body again answer the same registration.
 */
export const ZDeskSaleBuyer = z.discriminatedUnion(
  'tipo',
  [
    z.strictObject({ tipo: z.literal('membro'), usuarioId: ZId }),
    z.strictObject({
      tipo: z.literal('convidado'),
      nome: zRequiredText(80),
      sobrenome: zRequiredText(80),
      email: zEmail,
    }),
  ],
  { error: 'validation.required' },
);
export type TDeskSaleBuyer = z.input<typeof ZDeskSaleBuyer>;

export const ZDeskSaleBody = z
  .strictObject({
    ingressos: ZTicketChoices,
    comprador: ZDeskSaleBuyer,
    valorRecebido: z
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(1, 'validation.minValue')
      .max(MAX_PAYMENT_CENTS, 'validation.maxValue'),
  })
  .meta({ id: 'AdminDeskSaleBody' });
export type TDeskSaleBody = z.input<typeof ZDeskSaleBody>;

/** The registration as the console shows it, and the batch its cash was counted into. */
export const ZDeskSaleResult = z
  .object({
    inscricao: ZEventRegistrationDetail,
    lote: z.object({ id: z.number().int(), data: z.string() }),
  })
  .meta({ id: 'AdminDeskSaleResult' });
export type TDeskSaleResult = z.infer<typeof ZDeskSaleResult>;

/** What one ticket of a type costs at the desk (the price a buyer pays online before method fees). */
export const deskTicketPrice = (type: { valor: number; taxa: number }) => type.valor + type.taxa;
