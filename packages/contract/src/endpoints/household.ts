import { z } from 'zod';
import { ZChurchIdQuery } from '../church.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  ZAddress,
  ZAddressBody,
  ZAddressList,
  ZAddressParams,
  ZCepParams,
  ZChild,
  ZChildBody,
  ZChildList,
  ZChildParams,
  ZClientQuery,
  ZCountryParams,
  ZHouseholdParams,
  ZPostcodeParams,
  ZPostcodeResult,
  ZStateList,
} from '../household.ts';

/**
 * Children and addresses (spec section 7, "Auth and user"). `/usuario/{id}` is the caller's client account at the
 * host church, `/user/{id}` the caller's shared account: anyone else's id answers 404, like a missing one.
 */
const common = { tags: ['Account data'], auth: 'member', cache: 'private' } as const;
const errors = [400, 401, 403, 404] as const;

export const listChildren = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/user/:id/crianca',
  summary: "The caller's children at the host church",
  params: ZHouseholdParams,
  query: ZClientQuery,
  status: 200,
  response: ZChildList,
  errors,
});

export const createChild = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/usuario/:id/crianca',
  summary: 'Add a child',
  params: ZHouseholdParams,
  query: ZChurchIdQuery,
  body: ZChildBody,
  status: 201,
  response: ZChild,
  errors,
});

export const updateChild = defineEndpoint({
  ...common,
  method: 'PUT',
  path: '/usuario/:id/crianca/:childId',
  summary: 'Change a child',
  params: ZChildParams,
  body: ZChildBody,
  status: 200,
  response: ZChild,
  errors,
});

export const deleteChild = defineEndpoint({
  ...common,
  method: 'DELETE',
  path: '/usuario/:id/crianca/:childId',
  summary: 'Remove a child',
  params: ZChildParams,
  status: 204,
  response: z.null(),
  errors,
});

export const listAddresses = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/user/:id/endereco',
  summary: "The caller's addresses at the host church",
  params: ZHouseholdParams,
  query: ZClientQuery,
  status: 200,
  response: ZAddressList,
  errors,
});

export const createAddress = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/usuario/:id/endereco',
  summary: 'Add an address',
  params: ZHouseholdParams,
  body: ZAddressBody,
  status: 201,
  response: ZAddress,
  errors,
});

export const updateAddress = defineEndpoint({
  ...common,
  method: 'PUT',
  path: '/usuario/:id/endereco/:addressId',
  summary: 'Change an address',
  params: ZAddressParams,
  body: ZAddressBody,
  status: 200,
  response: ZAddress,
  errors,
});

export const deleteAddress = defineEndpoint({
  ...common,
  method: 'DELETE',
  path: '/usuario/:id/endereco/:addressId',
  summary: 'Remove an address',
  params: ZAddressParams,
  status: 204,
  response: z.null(),
  errors,
});

const lookup = {
  tags: ['Account data'],
  auth: 'member',
  cache: 'private',
  description:
    'Through the configured postcode service; 503 POSTCODE_SERVICE_UNAVAILABLE when it is down or not configured (enter the address by hand).',
} as const;

export const lookupCep = defineEndpoint({
  ...lookup,
  method: 'GET',
  path: '/endereco/cep/:cep',
  summary: 'Street, neighbourhood, city and state of a Brazilian CEP',
  params: ZCepParams,
  status: 200,
  response: ZPostcodeResult,
  errors: [400, 401, 404, 429, 503],
});

export const lookupPostcode = defineEndpoint({
  ...lookup,
  method: 'GET',
  path: '/endereco/codigo-postal/:pais/:codigo',
  summary: "A postcode of another country: the place's city and state",
  params: ZPostcodeParams,
  status: 200,
  response: ZPostcodeResult,
  errors: [400, 401, 404, 429, 503],
});

export const listStates = defineEndpoint({
  ...lookup,
  method: 'GET',
  path: '/endereco/pais/:pais/estados',
  summary: "A country's states (the address form's list)",
  params: ZCountryParams,
  status: 200,
  response: ZStateList,
  errors: [400, 401, 404, 429, 503],
});
