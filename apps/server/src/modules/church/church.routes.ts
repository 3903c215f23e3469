import * as church from '@congrega/contract/endpoints/church';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { getChurchesByHostname } from './bootstrap.service.ts';
import {
  getBanners,
  getChurchByCode,
  getCongregations,
  getMenu,
  getModules,
  getOrganization,
  getPaymentMethods,
  getVisual,
  listOrganizationClients,
} from './church.service.ts';

/** Public church data (spec section 7, "Church"): routes from the contract's descriptors; rules in church.service.ts. */
export default async function churchRoutes(app: FastifyInstance) {
  registerEndpoint(app, church.getChurchByCode, ({ params }) => getChurchByCode(app, params.code));
  registerEndpoint(app, church.getChurchesByHost, async ({ query }) => ({ clientes: await getChurchesByHostname(app, query.hostname) }));
  registerEndpoint(app, church.listPaymentMethods, ({ req, params }) => getPaymentMethods(app, req.church, params.slug));
  registerEndpoint(app, church.listModules, ({ req, params }) => getModules(app, req.church, params.slug));
  registerEndpoint(app, church.getVisual, ({ req, params }) => getVisual(app, req.church, params.slug));
  registerEndpoint(app, church.listMenu, ({ req, query }) => getMenu(app, req.church, query.igreja));
  registerEndpoint(app, church.listBanners, ({ req, query }) => getBanners(app, req.church, query.igreja));
  registerEndpoint(app, church.listCongregations, ({ req, query }) => getCongregations(app, req.church, query.igreja));
  registerEndpoint(app, church.listOrganizationClients, async ({ req, query }) => ({
    clientes: await listOrganizationClients(app, req.church, query, req.headers.host),
  }));
  registerEndpoint(app, church.getOrganization, ({ req, params }) => getOrganization(app, req.church, params.slug));
}
