import { defineEndpoint } from '../endpoint.ts';
import { ZCountryList, ZMaritalStatusList, ZOccupationList } from '../user.ts';

/**
 * Public reference lists, names in the request language (Accept-Language, then the church language). They
 * change only with a migration: the server lets browsers and proxies keep a success for an hour (varying on
 * Accept-Language and Host), never an error. Any host that is not a church answers 404.
 */
const common = {
  tags: ['utils'],
  description: 'Public reference list; names in the request language (Accept-Language, then the church language).',
  auth: 'none',
  status: 200,
  errors: [404],
} as const;

export const listCountries = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/utils/pais/',
  summary: 'Countries',
  response: ZCountryList,
});

export const listOccupations = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/utils/ocupacao/',
  summary: 'Occupations',
  response: ZOccupationList,
});

export const listMaritalStatuses = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/utils/estado-civil/',
  summary: 'Marital statuses',
  response: ZMaritalStatusList,
});
