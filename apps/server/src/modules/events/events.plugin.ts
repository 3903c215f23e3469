import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventLiveHub } from './event-live.ts';
import { syncRegistration } from './registration-hooks.ts';
import { findRegistrationEventId, findRegistrationGuest, findRegistrationIdByPayment } from './registrations.repository.ts';
import { defineTicketMailJob, queueTicketMail } from './ticket-mail.ts';
import { defineWaitlistJobs } from './waitlist.jobs.ts';

/**
 * Events: plugs registrations into payments' destination hooks ('inscricao_evento'), so payments never imports
 * events: a payment's status change confirms its registration or releases its seats (offered to the waitlists) in
 * the same transaction, and an approved payment queues the tickets e-mail once committed. Also opens the live
 * availability hub (`app.eventsLive`, event-live.ts) and defines the waitlist's jobs. Registered after the payments
 * and realtime plugins.
 */
export default fp(async function eventsPlugin(app: FastifyInstance) {
  const hub = await createEventLiveHub(app);
  app.decorate('eventsLive', hub);
  // Runs before the realtime plugin's onClose (registered earlier): the topic goes before its connections.
  app.addHook('onClose', () => hub.close());
  app.paymentDestinations.inscricao_evento = {
    statusChanged: (ctx, payment) => syncRegistration(app, ctx, payment),
    // A refund cancels the order's tickets only when staff chose it (the console's refund); otherwise they stay valid.
    refunded: async (ctx, payment, refund) => (refund.cancel ? syncRegistration(app, ctx, payment, 'cancelada') : undefined),
    guestPayer: ({ tx, churchId }, payment) => findRegistrationGuest(tx, churchId, payment.id),
    describe: async ({ tx, churchId }, payment) => ({ idEvento: (await findRegistrationEventId(tx, churchId, payment.id)) ?? null }),
    approved: async (churchId, payment) => {
      const id = await app.database.withChurch(churchId, (tx) => findRegistrationIdByPayment(tx, churchId, payment.id));
      if (id !== undefined) await queueTicketMail(app, churchId, id);
    },
  };
  defineTicketMailJob(app);
  defineWaitlistJobs(app);
});
