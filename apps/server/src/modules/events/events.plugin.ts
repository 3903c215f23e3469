import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { syncRegistration } from './registration-hooks.ts';
import { findRegistrationEventId, findRegistrationGuest, findRegistrationIdByPayment } from './registrations.repository.ts';
import { defineTicketMailJob, queueTicketMail } from './ticket-mail.ts';

/**
 * Events: plugs registrations into payments' destination hooks ('inscricao_evento'), so payments never imports
 * events: a payment's status change confirms its registration or releases its seats in the same transaction, and an
 * approved payment queues the tickets e-mail once committed. Registered after the payments plugin.
 */
export default fp(async function eventsPlugin(app: FastifyInstance) {
  app.paymentDestinations.inscricao_evento = {
    statusChanged: (ctx, payment) => syncRegistration(ctx, payment),
    // A refund cancels the order's tickets only when staff chose it (the console's refund); otherwise they stay valid.
    refunded: async (ctx, payment, refund) => {
      if (refund.cancel) await syncRegistration(ctx, payment, 'cancelada');
    },
    guestPayer: ({ tx, churchId }, payment) => findRegistrationGuest(tx, churchId, payment.id),
    describe: async ({ tx, churchId }, payment) => ({ idEvento: (await findRegistrationEventId(tx, churchId, payment.id)) ?? null }),
    approved: async (churchId, payment) => {
      const id = await app.database.withChurch(churchId, (tx) => findRegistrationIdByPayment(tx, churchId, payment.id));
      if (id !== undefined) await queueTicketMail(app, churchId, id);
    },
  };
  defineTicketMailJob(app);
});
