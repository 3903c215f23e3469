import type { TPersonCardResult, ZPersonCardBody } from '@congrega/contract/admin/person-card';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { revokeStaffCard, saveStaffCard, staffCardOf, type CardChange } from '../member-card/member-card.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';

/**
 * A member's card in the People area (people view to read, people edit to change): the member-card module's use
 * cases in the church's transaction, each change audited there (before and after). Two staff giving the same new
 * number at once: the unique index refuses the second, answered as MEMBER_NUMBER_TAKEN.
 */
const CARD = { area: 'people', entidade: 'usuario_carteirinha' } as const;

export function personCardGet(ctx: AdminContext, usuarioId: number): Promise<TPersonCardResult> {
  return adminRead(ctx, async (tx, church) => ({ carteirinha: await staffCardOf(tx, church, usuarioId) }));
}

function audited(usuarioId: number, change: CardChange) {
  return {
    result: { carteirinha: change.after },
    audit: {
      entidadeId: usuarioId,
      acao: change.before ? ('update' as const) : ('create' as const),
      antes: change.before,
      depois: change.after,
    },
  };
}

export async function personCardSave(
  ctx: AdminContext,
  usuarioId: number,
  body: z.output<typeof ZPersonCardBody>,
): Promise<TPersonCardResult> {
  try {
    return await adminWrite(ctx, CARD, async (tx, church) => audited(usuarioId, await saveStaffCard(tx, church, usuarioId, body)));
  } catch (err) {
    if (uniqueViolation(err) === 'usuario_carteirinha_numero_uq') throw new AppError('MEMBER_NUMBER_TAKEN');
    throw err;
  }
}

export function personCardRevoke(ctx: AdminContext, usuarioId: number): Promise<TPersonCardResult> {
  return adminWrite(ctx, CARD, async (tx, church) => audited(usuarioId, await revokeStaffCard(tx, church, usuarioId)));
}
