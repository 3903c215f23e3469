import { financePlaySubscriptions } from '@congrega/contract/endpoints/admin-finance-play';
import * as recurring from '@congrega/contract/endpoints/admin-finance-recurring';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import { financePlaySubscriptions as playSubscriptions } from './finance-play.service.ts';
import * as service from './finance-recurring.service.ts';

/**
 * The money console's recurring gifts (`/admin/:church/finance/recurring/...`) and Play subscriptions
 * (`/admin/:church/finance/play`): the gate ran before each handler.
 */
export default async function adminFinanceRecurringRoutes(app: FastifyInstance) {
  registerEndpoint(app, recurring.financeRecurringList, ({ req, query }) => service.financeRecurringList(adminContext(app, req), query));
  registerEndpoint(app, recurring.financeRecurringGet, ({ req, params }) => service.financeRecurringGet(adminContext(app, req), params.id));
  registerEndpoint(app, recurring.financeRecurringPause, ({ req, params, body }) =>
    service.financeRecurringChange(adminContext(app, req), params.id, 'pause', body),
  );
  registerEndpoint(app, recurring.financeRecurringResume, ({ req, params, body }) =>
    service.financeRecurringChange(adminContext(app, req), params.id, 'resume', body),
  );
  registerEndpoint(app, recurring.financeRecurringCancel, ({ req, params, body }) =>
    service.financeRecurringChange(adminContext(app, req), params.id, 'cancel', body),
  );
  registerEndpoint(app, financePlaySubscriptions, ({ req, query }) => playSubscriptions(adminContext(app, req), query));
}
