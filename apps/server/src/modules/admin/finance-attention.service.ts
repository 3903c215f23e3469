import type { TFinancePaymentDetail } from '@congrega/contract/admin/finance';
import type {
  TUnknownWebhook,
  TUnknownWebhookPage,
  ZAttentionNoteBody,
  ZUnknownWebhookQuery,
} from '@congrega/contract/admin/finance-attention';
import type { z } from 'zod';
import { honourLatePayment, paymentDetail, reviewUnknownWebhook, unknownWebhookPage } from '../payments/payments.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';

/**
 * What in the money console needs a person (issue 31; payments/webhook-attention.ts holds the rules): the gateway
 * events that named an unknown order (finance view), their review with staff's note, and the honour of a cancelled
 * order paid afterwards (finance edit, each audited in its transaction). A refund of such a payment goes through
 * the refund dialog (finance-refund.service.ts).
 */
type Note = z.output<typeof ZAttentionNoteBody>;

export function financeUnknownWebhooks(ctx: AdminContext, q: z.output<typeof ZUnknownWebhookQuery>): Promise<TUnknownWebhookPage> {
  const reviewed = q.revisado === undefined ? undefined : q.revisado === 'true';
  return adminRead(ctx, (tx, church) => unknownWebhookPage(tx, church, reviewed, { page: q.page, limit: q.limit }));
}

export function financeWebhookReview(ctx: AdminContext, key: { gateway: string; eventoId: string }, body: Note): Promise<TUnknownWebhook> {
  return adminWrite(ctx, { area: 'finance', entidade: 'webhook_evento' }, async (tx, church) => {
    const done = await reviewUnknownWebhook(tx, church.id, key, {
      observacao: body.observacao,
      contaId: ctx.staff.contaId,
      now: new Date(),
    });
    return {
      result: done.after,
      audit: {
        entidadeId: `${key.gateway}:${key.eventoId}`,
        acao: 'update' as const,
        antes: { resultado: done.before.resultado },
        depois: { resultado: done.after.resultado, observacao: body.observacao },
      },
    };
  });
}

export async function financePaymentHonour(ctx: AdminContext, paymentId: number, body: Note): Promise<TFinancePaymentDetail> {
  await adminWrite(ctx, { area: 'finance', entidade: 'pagamento_honra' }, async (tx, church) => {
    const event = await honourLatePayment(tx, church.id, paymentId, {
      observacao: body.observacao,
      contaId: ctx.staff.contaId,
      now: new Date(),
    });
    return {
      result: event,
      audit: {
        entidadeId: paymentId,
        acao: 'update' as const,
        antes: { pagoAposCancelamento: 'pendente' },
        depois: { pagoAposCancelamento: 'honrado', evento: `${event.gateway}:${event.eventoId}`, observacao: body.observacao },
      },
    };
  });
  return adminRead(ctx, async (tx, church) => (await paymentDetail(ctx.app, tx, church.id, paymentId))!);
}
