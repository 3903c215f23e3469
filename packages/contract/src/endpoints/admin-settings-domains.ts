import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import { ZCustomDomain, ZCustomDomainBody, ZCustomDomainList, ZCustomDomainParams } from '../admin/custom-domains.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The church's custom domains in the staff console (settings view lists them, settings admin adds and removes them):
 * each change audited, and the domain answers (or stops answering) as the church at once on every server copy.
 */
const common = { base: 'admin', auth: 'staff', tags: ['admin-settings'], cache: 'private' } as const;

export const customDomainList = defineEndpoint({
  ...common,
  grant: { area: 'settings', action: 'view' },
  method: 'GET',
  path: '/admin/:church/settings/domains',
  summary: "The church's custom domains and the DNS record they need",
  params: ZAdminChurchParams,
  status: 200,
  response: ZCustomDomainList,
  errors: [401, 403, 404],
});

export const customDomainAdd = defineEndpoint({
  ...common,
  grant: { area: 'settings', action: 'admin' },
  method: 'POST',
  path: '/admin/:church/settings/domains',
  summary: 'Claim a custom domain (audited; it answers as the church once its TXT record is verified)',
  description:
    'The name is lower-cased and converted to punycode; 400 on `hostname` for a name that is not a plain host name ' +
    '(port, path, IP address, wildcard, too long) or is the product’s own; 409 DOMAIN_IN_USE when a church holds it ' +
    'verified or this church claimed it already, ' +
    '409 DOMAIN_LIMIT_REACHED past MAX_CUSTOM_DOMAINS.',
  params: ZAdminChurchParams,
  body: ZCustomDomainBody,
  status: 201,
  response: ZCustomDomain,
  errors: [400, 401, 403, 404, 409],
});

export const customDomainRemove = defineEndpoint({
  ...common,
  grant: { area: 'settings', action: 'admin' },
  method: 'DELETE',
  path: '/admin/:church/settings/domains/:hostname',
  summary: 'Remove a custom domain (audited; it stops answering at once)',
  description: '404 DOMAIN_NOT_FOUND for a name that is not one of the church’s domains.',
  params: ZCustomDomainParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});

export const customDomainVerify = defineEndpoint({
  ...common,
  grant: { area: 'settings', action: 'admin' },
  method: 'POST',
  path: '/admin/:church/settings/domains/:hostname/verify',
  summary: 'Look up the domain’s TXT record now; found with the claim’s token, the domain answers as the church (audited)',
  description:
    '409 DOMAIN_NOT_VERIFIED when the record is not there (yet), naming it; 409 DOMAIN_IN_USE when another church ' +
    'verified the name first; 503 DOMAIN_DNS_UNAVAILABLE when the lookup failed or timed out. Verifying a verified domain answers it as it is.',
  params: ZCustomDomainParams,
  status: 200,
  response: ZCustomDomain,
  errors: [400, 401, 403, 404, 409, 503],
});
