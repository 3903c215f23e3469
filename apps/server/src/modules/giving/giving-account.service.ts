import { RECURRING_PAUSE_REASONS, type TRecurringGift, type TRecurringPauseReason, type TRecurringStatus } from '@congrega/contract/giving';
import type { TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import { formatMoney, assertHostChurch } from '../payments/payments.public.ts';
import { findReasonMinimum } from './giving-account.repository.ts';
import { changeGiftCard, prepareGiftCard } from './recurring-card.ts';
import { cancelValues, nextChargeDate, pauseValues, resumeValues } from './recurring-cycle.ts';
import {
  findOwnRecurringGift,
  findOwnRecurringGifts,
  updateRecurringGift,
  type NewRecurringGift,
  type RecurringGiftRow,
} from './recurring.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * The giver's recurring gifts (account area /user/giving). Decided rules:
 * - `userId` must be the caller's client account at the host church; `?igreja=` the host church. Anything else,
 *   and a gift of another member or church, answers 404 (RECURRING_GIFT_NOT_FOUND for a gift, NOT_FOUND for the
 *   list): ids reveal nothing.
 * - Each change runs in ONE church transaction that first locks the gift (`SELECT ... FOR UPDATE`). The runner
 *   (recurring-runner.ts) claims due gifts with FOR UPDATE SKIP LOCKED and records the cycle's charge, then sends it
 *   in a second transaction that locks the gift again and sends only if the gift is still active on that cycle and
 *   attempt. So: a pause or cancel that commits before the send means the recorded charge is cancelled and nobody
 *   is charged; a send under way holds the lock, the change waits for it, that cycle (already due) stays paid and
 *   the pause applies to the following ones. A new amount applies to charges recorded after it commits (a charge
 *   already recorded keeps the amount it was recorded with).
 * - PATCH on a cancelled gift: 409 RECURRING_GIFT_CANCELLED (a cancelled gift is final; the giver sets up a new one).
 * - Amount: at least the reason's minimum (AMOUNT_BELOW_MINIMUM, the payments' message).
 * - Pause: status pausada, motivoPausa usuario, no next date. Resume (status ativa on a paused gift): next charge
 *   = last successful charge + recorrenciaDias (the gift's creation when it never succeeded), or tomorrow when that
 *   is past; attempts reset to 0 (on a new cycle when the current one was declined: recurring-cycle.ts restartPoint).
 *   A gift the church no longer takes (its reason deactivated or closed to recurrence, online giving off; paused by
 *   the runner with motivoPausa motivo_indisponivel) cannot be resumed: 422 RECURRING_REASON_UNAVAILABLE.
 * - Card (`cartao: { idCartao }`): one of the giver's saved cards; rules in recurring-card.ts (a gift paused after
 *   declines resumes on the new card). A new frequency on an active gift without pending retries moves the next charge
 *   the same way; with a retry pending the retry date stands.
 * - DELETE cancels (status cancelada, no next date, canceladoEm): the gift stays in the list and history. DELETE of
 *   an already cancelled gift answers 204 again and changes nothing (idempotent, like a retried request).
 */

type GiftWithReason = RecurringGiftRow & { motivoNome: string; emAnalise: boolean };

export function toRecurringGift(row: GiftWithReason): TRecurringGift {
  return {
    id: row.id,
    igreja: row.igrejaId,
    motivo: { id: row.pagamentoMotivoId, nome: row.motivoNome },
    valor: row.valor,
    moeda: row.moeda,
    flagUsuarioTaxa: row.flagUsuarioTaxa,
    recorrenciaDias: row.recorrenciaDias,
    status: row.status as TRecurringStatus,
    motivoPausa: (RECURRING_PAUSE_REASONS as readonly string[]).includes(row.motivoPausa ?? '')
      ? (row.motivoPausa as TRecurringPauseReason)
      : null,
    proximaData: row.proximaData?.toISOString() ?? null,
    tentativas: row.tentativas,
    cobrancaEmAnalise: row.emAnalise,
    cartao: { bandeira: row.bandeira, ultimosDigitos: row.ultimosDigitos },
    dataCadastro: row.criadoEm.toISOString(),
  };
}

export async function listRecurringGifts(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  userId: number,
  igrejaId: number,
): Promise<TRecurringGift[]> {
  assertHostChurch(church, igrejaId);
  const rows = await app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    if (usuarioId !== userId) throw new AppError('NOT_FOUND');
    return findOwnRecurringGifts(tx, church.id, usuarioId);
  });
  return rows.map(toRecurringGift);
}

function notFound(): AppError {
  return new AppError('RECURRING_GIFT_NOT_FOUND', {}, { status: 404 });
}

export async function changeRecurringGift(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  locale: TLocale,
  params: { userId: number; id: number },
  patch: {
    valor?: number | undefined;
    recorrenciaDias?: number | undefined;
    status?: 'ativa' | 'pausada' | undefined;
    cartao?: { idCartao: number } | undefined;
  },
  now = new Date(),
): Promise<TRecurringGift> {
  // The new card's reusable token is made before the change's transaction: no gateway call under the gift's lock.
  const card = patch.cartao
    ? await prepareGiftCard(app, church.id, (tx) => requireMember(tx, auth), patch.cartao.idCartao, now)
    : undefined;
  let replaced: string | undefined;
  const row = await app.database
    .withChurch(church.id, async (tx) => {
      const usuarioId = await requireMember(tx, auth);
      const gift = usuarioId === params.userId ? await findOwnRecurringGift(tx, church.id, usuarioId, params.id, true) : undefined;
      if (!gift) throw notFound();
      if (gift.status === 'cancelada') throw new AppError('RECURRING_GIFT_CANCELLED', {}, { status: 409 });
      const values: Partial<NewRecurringGift> = {};
      if (patch.valor !== undefined) {
        const min = (await findReasonMinimum(tx, church.id, gift.pagamentoMotivoId)) ?? 1;
        if (patch.valor < min)
          throw new AppError(
            'AMOUNT_BELOW_MINIMUM',
            { min: formatMoney(min, gift.moeda, locale) },
            { fields: { valor: 'error.AMOUNT_BELOW_MINIMUM' } },
          );
        values.valor = patch.valor;
      }
      const dias = patch.recorrenciaDias ?? gift.recorrenciaDias;
      if (patch.recorrenciaDias !== undefined) values.recorrenciaDias = dias;
      if (card) {
        const change = await changeGiftCard(tx, gift, card, now);
        Object.assign(values, change.values);
        replaced = change.replaced;
      }
      if (patch.status === 'pausada') {
        Object.assign(values, pauseValues());
      } else if (patch.status === 'ativa' && gift.status === 'pausada' && values.status !== 'ativa') {
        Object.assign(values, await resumeValues(tx, gift, dias, now));
      } else if (gift.status === 'ativa' && patch.recorrenciaDias !== undefined && gift.tentativas === 0) {
        values.proximaData = nextChargeDate(gift, dias, now);
      }
      const updated = await updateRecurringGift(tx, church.id, gift.id, values);
      if (!updated) throw notFound();
      return { ...updated, motivoNome: gift.motivoNome, emAnalise: gift.emAnalise && updated.ciclo === gift.ciclo };
    })
    .catch(async (err: unknown) => {
      if (card) await card.gateway.forgetToken({ churchId: church.id, now }, card.token);
      throw err;
    });
  if (card && replaced) await card.gateway.forgetToken({ churchId: church.id, now }, replaced);
  return toRecurringGift(row);
}

export async function cancelRecurringGift(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  params: { userId: number; id: number },
  now = new Date(),
): Promise<void> {
  await app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    const gift = usuarioId === params.userId ? await findOwnRecurringGift(tx, church.id, usuarioId, params.id, true) : undefined;
    if (!gift) throw notFound();
    if (gift.status === 'cancelada') return;
    await updateRecurringGift(tx, church.id, gift.id, cancelValues(now));
  });
}
