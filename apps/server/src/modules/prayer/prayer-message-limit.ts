import { PRAYER_MESSAGE_WINDOW_SECONDS, PRAYER_MESSAGES_PER_WINDOW } from '@congrega/contract/admin/prayer-errors';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../core/auth.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Supportive messages per member (review, issue 34): PRAYER_MESSAGES_PER_WINDOW in PRAYER_MESSAGE_WINDOW_SECONDS at a
 * church, counted by the rate-limit helper (in memory, or across copies through Redis), checked before the message
 * is written; past it 429 PRAYER_MESSAGE_LIMIT with the seconds to wait. Keyed by church and account, so a member
 * of two churches has a budget at each.
 */
export function prayerMessageLimit(app: FastifyInstance) {
  const limiter = app.createLimiter({
    name: 'prayer-messages',
    points: PRAYER_MESSAGES_PER_WINDOW,
    durationSeconds: PRAYER_MESSAGE_WINDOW_SECONDS,
  });
  return async (church: TenantChurch, auth: AuthContext): Promise<void> => {
    try {
      await limiter.consume(`${church.id}:${auth.contaId}`);
    } catch (err) {
      if (err instanceof AppError && err.code === 'TOO_MANY_REQUESTS') {
        throw new AppError('PRAYER_MESSAGE_LIMIT', err.params, { status: 429 });
      }
      throw err;
    }
  };
}
