import { randomBytes } from 'node:crypto';
import type { GatewayContext, RefundRequest, RefundResult } from '../gateway.ts';
import type { SandboxBackend } from './sandbox-gateway.ts';
import { findRefundByKey, insertRefund, lockChargeByReference, refundedOf } from './sandbox-vault.repository.ts';

/**
 * The sandbox's refunds: part or all of a paid charge (approved at once, or paid later through the sandbox bank),
 * never more than paid net of earlier refunds: the charge's row is locked while that is decided, so two refunds at
 * once queue and the second sees the first. The same idempotency key answers the first result (a refusal too). A
 * refund made posts its signed 'pagamento.estorno' webhook after the sandbox's transaction committed.
 */
export async function refundCharge(backend: SandboxBackend, ctx: GatewayContext, request: RefundRequest): Promise<RefundResult> {
  const { churchId } = ctx;
  const refused = (reason: 'not_refundable' | 'exceeds_refundable', refundableCents: number): RefundResult => ({
    outcome: 'refused',
    reason,
    refundableCents,
  });
  const { result, fresh } = await backend.database.withChurch(churchId, async (tx) => {
    const prior = await findRefundByKey(tx, churchId, request.idempotencyKey);
    if (prior) return { result: prior as RefundResult, fresh: false };
    const charge = await lockChargeByReference(tx, churchId, request.reference);
    if (!charge?.pagoEm || charge.valor === null) return { result: refused('not_refundable', 0), fresh: false };
    const refundable = charge.valor - (await refundedOf(tx, churchId, request.reference));
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents < 1 || request.amountCents > refundable)
      return { result: refused('exceeds_refundable', refundable), fresh: false };
    const made: RefundResult = {
      outcome: 'refunded',
      refundId: `rf_sbx_${randomBytes(12).toString('base64url')}`,
      amountCents: request.amountCents,
      refundableCents: refundable - request.amountCents,
    };
    await insertRefund(tx, churchId, {
      chave: request.idempotencyKey,
      referencia: request.reference,
      valor: request.amountCents,
      resultado: made,
    });
    return { result: made, fresh: true };
  });
  if (fresh && result.outcome === 'refunded')
    await backend.deliver({
      id: `evt_sbx_${randomBytes(12).toString('base64url')}`,
      tipo: 'pagamento.estorno',
      criadoEm: new Date().toISOString(),
      dados: { igreja: churchId, referencia: request.reference, estorno: result.refundId, valor: result.amountCents },
    });
  return result;
}
