import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findSender } from './mail.repository.ts';
import { createMailer, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends e-mail as a church (SMTP when SMTP_URL is set, else DATA_DIR/outbox/*.eml). */
    mailer: Mailer;
  }
}

export default fp(async function mailPlugin(app: FastifyInstance) {
  const mailer = createMailer({
    smtpUrl: app.config.smtpUrl,
    outboxDir: path.join(app.config.dataDir, 'outbox'),
    from: app.config.mailFrom,
    senderOf: (churchId) => app.database.withChurch(churchId, (tx) => findSender(tx, churchId)),
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
});
