import { z } from 'zod';
import {
  ZBanner,
  ZBootstrap,
  ZChurch,
  ZChurchByHostQuery,
  ZChurchCodeParams,
  ZChurchIdQuery,
  ZChurchListResponse,
  ZChurchSlugParams,
  ZChurchSummaryList,
  ZClientsQuery,
  ZCongregation,
  ZMenuItem,
  ZModule,
  ZOrganization,
  ZPaymentMethod,
  ZVisual,
} from '../church.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Public church data (spec section 7, "Church"). No login; the host decides the church. Church data changes rarely
 * and is the same for every visitor: browsers and proxies may keep a success a minute (never an error).
 */
const church = { tags: ['Church'], auth: 'none', cache: 60, method: 'GET', status: 200, errors: [400, 403, 404] } as const;

export const getChurchByCode = defineEndpoint({
  ...church,
  path: '/igreja/codigo/:code',
  summary: 'Active church by its code (any church of the installation)',
  description: 'Unknown code: 404 CHURCH_NOT_FOUND; inactive church: 403 CHURCH_INACTIVE.',
  params: ZChurchCodeParams,
  response: ZChurch,
});

export const getChurchesByHost = defineEndpoint({
  ...church,
  path: '/igreja/',
  summary: 'Church of a host name (the web app uses the first item of clientes)',
  description:
    'Resolved like the tenant: the first label under the product domain, else a custom domain. idioma is normalized (pt_BR -> pt-br). Unknown host: 404 CHURCH_NOT_FOUND.',
  // Served from the bootstrap cache, so the same freshness: church changes show within about half a minute.
  cache: 30,
  query: ZChurchByHostQuery,
  response: ZChurchListResponse,
});

export const listPaymentMethods = defineEndpoint({
  ...church,
  path: '/igreja/:slug/metodo-pagamento/',
  summary: "Active payment methods of the host's church",
  params: ZChurchSlugParams,
  response: z.array(ZPaymentMethod),
});

export const listModules = defineEndpoint({
  ...church,
  path: '/igreja/:slug/modulo/',
  summary: "Modules of the host's church (routes are gated by codigo)",
  params: ZChurchSlugParams,
  response: z.array(ZModule),
});

export const getVisual = defineEndpoint({
  ...church,
  path: '/igreja/:slug/visual/',
  summary: "Visual settings of the host's church (corApp is the primary colour)",
  params: ZChurchSlugParams,
  response: ZVisual,
});

export const listMenu = defineEndpoint({
  ...church,
  path: '/igreja-app-menu',
  summary: "Active menu items of the host's church, in order",
  query: ZChurchIdQuery,
  response: z.array(ZMenuItem),
});

export const listBanners = defineEndpoint({
  ...church,
  path: '/banner/',
  summary: "Active banners of the host's church, in order",
  query: ZChurchIdQuery,
  response: z.array(ZBanner),
});

export const listCongregations = defineEndpoint({
  ...church,
  path: '/congregacao/',
  summary: "Active congregations of the host's church, by name",
  query: ZChurchIdQuery,
  response: z.array(ZCongregation),
});

export const listOrganizationClients = defineEndpoint({
  ...church,
  path: '/cliente/',
  summary: "Active churches of the host church's organization",
  description:
    "With latitude and longitude (both), nearest first with distanciaKm. Only served on the hosts of that organization's churches (else 404).",
  query: ZClientsQuery,
  response: ZChurchSummaryList,
});

export const getOrganization = defineEndpoint({
  ...church,
  path: '/organizacao/:slug',
  summary: "The host church's organization",
  params: ZChurchSlugParams,
  response: ZOrganization,
});

/** The tenant bootstrap, a backend-for-frontend aggregate: its path is under /bff, not /api/v1. */
export const getBootstrap = defineEndpoint({
  base: 'bff',
  method: 'GET',
  path: '/bootstrap',
  summary: 'Tenant bootstrap: church, modules, visual, menu, payment methods, organization, admin URL',
  description: 'Everything app start needs (spec section 4) in one call; also injected into index.html.',
  tags: ['BFF'],
  auth: 'none',
  // Same freshness as the server-side cache: settings changes show up within about half a minute.
  cache: 30,
  status: 200,
  response: ZBootstrap,
  errors: [403, 404],
});
