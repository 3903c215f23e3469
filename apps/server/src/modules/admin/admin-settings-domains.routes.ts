import * as endpoints from '@congrega/contract/endpoints/admin-settings-domains';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import { customDomainAdd, customDomainList, customDomainRemove, customDomainVerify } from './custom-domains.service.ts';

/** The church's custom domains in the console (`/admin/:church/settings/domains`). */
export default async function adminSettingsDomainsRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.customDomainList, ({ req }) => customDomainList(adminContext(app, req)));
  registerEndpoint(app, endpoints.customDomainAdd, ({ req, body }) => customDomainAdd(adminContext(app, req), body.hostname));
  registerEndpoint(app, endpoints.customDomainVerify, ({ req, params }) => customDomainVerify(adminContext(app, req), params.hostname));
  registerEndpoint(app, endpoints.customDomainRemove, async ({ req, params }) => {
    await customDomainRemove(adminContext(app, req), params.hostname);
    return null;
  });
}
