import type { FastifyInstance } from 'fastify';
import { accountLimiters } from './limiters.ts';
import { mailNoticeRoutes } from './mail-notices.routes.ts';
import { registerPasswordRoutes } from './password.routes.ts';
import { registerRegistrationRoutes } from './registration.routes.ts';
import { registerSessionRoutes } from './session.routes.ts';
import { registerUserRoutes } from './user.routes.ts';

/** Accounts: sessions, passwords and activation, registration and profile, the caller's data, notice e-mails' opt-out. */
export default async function accountsRoutes(app: FastifyInstance) {
  const limiters = accountLimiters(app);
  registerSessionRoutes(app, limiters);
  registerPasswordRoutes(app, limiters);
  registerUserRoutes(app, limiters);
  registerRegistrationRoutes(app, limiters);
  await app.register(mailNoticeRoutes);
}
