import type {
  TFinanceRecurringDetail,
  TFinanceRecurringPage,
  TRecurringStaffAction,
  ZFinanceRecurringActionBody,
  ZFinanceRecurringQuery,
} from '@congrega/contract/admin/finance-recurring';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { changeGiftForGiver, notifyStaffChange, recurringGiftDetail, searchRecurringGifts } from '../giving/giving.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { insertAudit } from './audit.repository.ts';

/**
 * The money console's recurring gifts (finance view to read, finance edit to change; giving/recurring-staff.ts holds
 * the rules): the list with each state's count, a gift's detail (reading it is audited, as a payment's: it names
 * the giver), and a pause, resume or cancel on the giver's behalf, audited in its transaction (before and after:
 * status, pause reason, next date, cycle and attempts; the staff note; never the card's token), the giver e-mailed
 * in their language once it committed.
 */
const WHAT = { area: 'finance', entidade: 'doacao_recorrente' } as const;

export function financeRecurringList(ctx: AdminContext, q: z.output<typeof ZFinanceRecurringQuery>): Promise<TFinanceRecurringPage> {
  return adminRead(ctx, (tx, church) =>
    searchRecurringGifts(tx, church, { estado: q.estado, motivo: q.motivo, q: q.q }, { page: q.page, limit: q.limit }),
  );
}

export function financeRecurringGet(ctx: AdminContext, id: number): Promise<TFinanceRecurringDetail> {
  return adminRead(ctx, async (tx, church) => {
    const detail = await recurringGiftDetail(tx, church.id, id);
    if (!detail) throw new AppError('RECURRING_GIFT_NOT_FOUND', {}, { status: 404 });
    await insertAudit(tx, church.id, {
      atorContaId: ctx.staff.contaId,
      area: WHAT.area,
      entidade: WHAT.entidade,
      entidadeId: String(id),
      acao: 'access',
      requestId: ctx.requestId,
      ip: ctx.ip,
    });
    return detail;
  });
}

export async function financeRecurringChange(
  ctx: AdminContext,
  id: number,
  action: TRecurringStaffAction,
  body: z.output<typeof ZFinanceRecurringActionBody>,
): Promise<TFinanceRecurringDetail> {
  const observacao = body.observacao || null;
  const change = await adminWrite(ctx, WHAT, async (tx, church) => {
    const c = await changeGiftForGiver(tx, church.id, id, action, new Date());
    return { result: c, audit: { entidadeId: id, acao: 'update', antes: c.antes, depois: { ...c.depois, acao: action, observacao } } };
  });
  await notifyStaffChange(ctx.app, ctx.staff.church.id, change.notice);
  return change.detail;
}
