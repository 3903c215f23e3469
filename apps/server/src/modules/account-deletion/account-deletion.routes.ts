import * as deletion from '@congrega/contract/endpoints/account-deletion';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { requestLocale } from '../../core/locale.ts';
import { deleteAccount, exportMyData } from './account-deletion.service.ts';

/** Account deletion and the personal data export (spec section 7); rules in account-deletion.service.ts. */
export default async function accountDeletionRoutes(app: FastifyInstance) {
  // Each attempt verifies a password: 5 per account per 15 minutes, so a stolen session cannot guess it.
  const limiter = app.createLimiter({ name: 'account-deletion', points: 5, durationSeconds: 15 * 60 });
  registerEndpoint(app, deletion.requestAccountDeletion, ({ req, auth, params, query, body }) =>
    deleteAccount({ app, church: req.church, auth: auth, locale: requestLocale(req), limiter }, params.id, query.igreja, body.senha),
  );
  registerEndpoint(app, deletion.exportPersonalData, ({ req, auth, params, query }) =>
    exportMyData({ app, church: req.church, auth: auth }, params.id, query.igreja),
  );
}
