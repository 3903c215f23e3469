import * as endpoints from '@congrega/contract/endpoints/member-profile';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { openExternalApp } from './external-apps.service.ts';

/** External apps (spec section 2, /third-parts/{app}): route from the contract; rules in external-apps.service.ts. */
export default async function externalAppsRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.openExternalApp, ({ req, auth, params }) =>
    openExternalApp({ app, church: req.church, auth: auth }, params.app),
  );
}
