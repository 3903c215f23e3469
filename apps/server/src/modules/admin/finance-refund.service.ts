import type { TFinancePaymentDetail, ZRefundCreateBody } from '@congrega/contract/admin/finance';
import type { TLocale } from '@congrega/contract/locale';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { callRefundGateway, paymentDetail, recordRefund, settleRefund, type RecordedRefund } from '../payments/payments.public.ts';
import { adminRead, adminWrite, type AdminContext, type AuditChange } from './admin-tx.ts';

/**
 * A refund from the money console (finance edit; payments/refund-flow.ts holds the rules): recorded in one audited
 * transaction, sent to the gateway outside any transaction, its answer settled in a second audited transaction;
 * the work each left for after its commit (the payer's e-mail) runs once it committed. The answer is the payment's
 * detail as it now stands; a refund the gateway refused answers 409 REFUND_GATEWAY_REFUSED once recorded, and the
 * same Idempotency-Key sent again answers the same (a refund still waiting for the gateway is sent again).
 */
const WHAT = { area: 'finance', entidade: 'pagamento_estorno' } as const;

async function runAll(works: (() => Promise<void>)[]) {
  for (const work of works) await work();
}

export async function financeRefund(
  ctx: AdminContext,
  paymentId: number,
  body: z.output<typeof ZRefundCreateBody>,
  key: string,
  locale: TLocale,
): Promise<TFinancePaymentDetail> {
  const now = () => new Date();
  const recorded = await adminWrite(ctx, WHAT, async (tx, church): Promise<{ result: RecordedRefund; audit: AuditChange[] }> => {
    const r = await recordRefund(
      ctx.app,
      { tx, churchId: church.id, now: now() },
      { paymentId, body, key, atorContaId: ctx.staff.contaId, locale },
    );
    const audit = !r.replay
      ? {
          entidadeId: r.refund.id,
          acao: 'create' as const,
          depois: {
            pagamento: paymentId,
            valor: r.refund.valor,
            motivo: r.refund.motivo,
            via: r.refund.via,
            status: r.refund.status,
            cancelarIngressos: r.refund.cancelarIngressos,
            observacao: r.refund.observacao,
            comprovante: r.refund.comprovante,
          },
        }
      : undefined;
    return { result: r, audit: audit ? [audit] : [] };
  });
  await runAll(recorded.afterCommit);
  let refund = recorded.refund;
  if (recorded.call) {
    const call = recorded.call;
    const answer = await callRefundGateway(ctx.app, ctx.staff.church.id, call);
    if (answer) {
      const settled = await adminWrite(ctx, WHAT, async (tx, church) => {
        const s = await settleRefund(ctx.app, { tx, churchId: church.id, now: now() }, call.refundId, answer);
        const changed = s.refund.status !== refund.status || s.refund.gatewayEstornoId !== refund.gatewayEstornoId;
        const audit = changed
          ? [
              {
                entidadeId: call.refundId,
                acao: 'update' as const,
                antes: { status: refund.status },
                depois: { status: s.refund.status, recusa: s.refund.recusa, gatewayEstornoId: s.refund.gatewayEstornoId },
              },
            ]
          : [];
        return { result: s, audit };
      });
      await runAll(settled.afterCommit);
      refund = settled.refund;
    }
  }
  if (refund.status === 'recusado') throw new AppError('REFUND_GATEWAY_REFUSED');
  return adminRead(ctx, async (tx, church) => (await paymentDetail(ctx.app, tx, church.id, paymentId))!);
}
