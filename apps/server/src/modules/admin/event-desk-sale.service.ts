import type { TDeskSaleResult, ZDeskSaleBody } from '@congrega/contract/admin/event-desk-sale';
import { churchDay } from '@congrega/contract/datetime';
import type { TLocale } from '@congrega/contract/locale';
import type { z } from 'zod';
import { queueTicketMail, registerAtDesk, type DeskBuyer } from '../events/events.public.ts';
import { claimCheckout, queueReceipt } from '../payments/payments.public.ts';
import { adminWrite, requireGrant, type AdminContext, type AuditChange } from './admin-tx.ts';
import { eventRegistrationGet } from './event-registrations.service.ts';
import { insertLine } from './offerings.repository.ts';
import { lockDayBatch } from './ticket-lines.repository.ts';

/**
 * A registration sold at the desk for cash (rules in packages/contract/src/admin/event-desk-sale.ts): the endpoint's
 * grant is `events` edit of the event; the cash needs `offerings` edit too (the counter's, second factor), checked
 * first. ONE audited transaction, once per Idempotency-Key (payments' idempotency store, keyed by the staff account
 * and the key): the registration sold under the purchase's rules and locks (events' registerAtDesk), its cash
 * approved, then a ticket line counted into the church's open batch of today (its calendar), opened under an
 * advisory lock when there is none. After the commit: the live pages told, the tickets and the receipt e-mailed
 * to the buyer, as an online purchase does. A replay answers the same registration and batch, and sends nothing.
 */
const WHAT = { area: 'events', entidade: 'evento_inscricao' } as const;

type DeskAnswer = { inscricao: number; pagamento: number; lote: number; data: string };

function buyerOf(body: z.output<typeof ZDeskSaleBody>): DeskBuyer {
  const c = body.comprador;
  return c.tipo === 'membro' ? { usuarioId: c.usuarioId } : { nome: c.nome, sobrenome: c.sobrenome, email: c.email };
}

export async function eventDeskSale(
  ctx: AdminContext,
  eventId: number,
  body: z.output<typeof ZDeskSaleBody>,
  key: string,
  locale: TLocale,
): Promise<TDeskSaleResult> {
  requireGrant(ctx, { area: 'offerings', action: 'edit' });
  let afterCommit: (() => Promise<void>) | undefined;
  const sold = await adminWrite(ctx, WHAT, async (tx, church) => {
    const idempotencyKey = { churchId: church.id, usuarioId: null, operacao: 'inscricao_balcao', chave: `${ctx.staff.contaId}:${key}` };
    const audit: AuditChange[] = [];
    const claimed = await claimCheckout<DeskAnswer>(tx, idempotencyKey, { eventId, body }, async () => {
      const sale = await registerAtDesk(ctx.app, tx, church, {
        eventId,
        ingressos: body.ingressos,
        buyer: buyerOf(body),
        valorRecebido: body.valorRecebido,
        locale,
        atorContaId: ctx.staff.contaId,
      });
      const batch = await lockDayBatch(tx, church.id, churchDay(church.fusoHorario), ctx.staff.contaId);
      const line = await insertLine(tx, {
        igrejaId: church.id,
        loteId: batch.id,
        motivoId: null,
        pagamentoId: sale.paymentId,
        metodo: 'dinheiro',
        valor: sale.valor,
        criadoPorContaId: ctx.staff.contaId,
      });
      afterCommit = sale.afterCommit;
      audit.push({
        entidadeId: sale.registrationId,
        acao: 'create',
        depois: {
          balcao: true,
          evento: eventId,
          comprador: body.comprador.tipo === 'membro' ? { usuarioId: body.comprador.usuarioId } : 'convidado',
          ingressos: body.ingressos.map((i) => ({ id: i.id, quantidade: i.quantidade })),
          valor: sale.valor,
          pagamento: sale.paymentId,
          lote: { id: batch.id, data: batch.data, aberto: batch.created, linha: line.id },
        },
      });
      const answer: DeskAnswer = { inscricao: sale.registrationId, pagamento: sale.paymentId, lote: batch.id, data: batch.data };
      return { answer: { status: 201, body: answer } };
    });
    if (!('answer' in claimed) || 'code' in claimed.answer.body) throw new Error('a desk sale is stored with its answer');
    return { result: { ...claimed.answer.body, replay: audit.length === 0 }, audit };
  });
  if (!sold.replay) {
    await afterCommit?.();
    await queueTicketMail(ctx.app, ctx.staff.church.id, sold.inscricao);
    await queueReceipt(ctx.app, ctx.staff.church.id, sold.pagamento);
  }
  return { inscricao: await eventRegistrationGet(ctx, eventId, sold.inscricao), lote: { id: sold.lote, data: sold.data } };
}
