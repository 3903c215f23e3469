import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queueReceipt } from '../payments/payments.public.ts';
import { playCharged, settlePlayCharge } from './play-settle.ts';
import { runPlayRenewals } from './renewal-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** HMAC secret of Play's signed media links (the server secret; per process when unset, dev only). */
    playMediaSecret: string;
  }
}

export const PLAY_RENEWAL_JOB = 'play.renewal';

/**
 * Play: plugs subscriptions into payments' destination hooks ('assinatura_play', so payments never imports Play: a
 * first charge or a renewal under review follows the gateway's verdict in its transaction) and defines the renewal
 * runner's job (every minute). Registered after the payments plugin.
 */
export default fp(async function playPlugin(app: FastifyInstance) {
  app.decorate('playMediaSecret', app.config.jwtSecret ?? randomBytes(48).toString('base64url'));
  app.paymentDestinations.assinatura_play = { charged: playCharged, statusChanged: settlePlayCharge };
  app.jobs.define({
    name: PLAY_RENEWAL_JOB,
    handler: async () => {
      const stats = await runPlayRenewals(app, { notify: (churchId, notice) => queueReceipt(app, churchId, notice.paymentId) });
      if (stats.renewed + stats.declined + stats.lapsed + stats.ended + stats.awaiting > 0) app.log.info({ play: stats }, 'play renewals');
    },
    cron: '* * * * *',
    retryLimit: 0,
  });
});
