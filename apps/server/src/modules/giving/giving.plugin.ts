import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineGivingJobs } from './giving.jobs.ts';
import { findGuestGiver } from './guest-gifts.repository.ts';
import { recordGuestGiver } from './guest-gifts.ts';
import { describeRecurrence, donationExtras, setUpRecurringGift } from './recurring-setup.ts';
import { settleRecurringCharge } from './recurring-settle.ts';

/**
 * Giving: plugs recurring gifts into donations (payments' destination hooks for 'doacao', so payments never imports giving: the
 * set-up after a first charge, a guest gift's giver for its receipt, the gateway's verdict on a charge under review) and
 * defines the recurring-gift runner's jobs. Registered after the payments plugin.
 */
export default fp(async function givingPlugin(app: FastifyInstance) {
  app.paymentDestinations.doacao = {
    donationExtras,
    donationRecorded: recordGuestGiver,
    charged: setUpRecurringGift(app),
    guestPayer: ({ tx, churchId }, payment) => findGuestGiver(tx, churchId, payment.id),
    describe: async (ctx, payment) => ({ recorrencia: await describeRecurrence(ctx, payment) }),
    statusChanged: settleRecurringCharge(app),
  };
  defineGivingJobs(app);
});
