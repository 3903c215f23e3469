import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import { ZPeopleFilters, ZPeoplePage, ZPeopleQuery, ZPersonParams, ZPersonProfile } from '../admin/people.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The People area of the staff console (people grant; its grants need a second factor). */
const people = {
  base: 'admin',
  auth: 'staff',
  grant: { area: 'people', action: 'view' },
  tags: ['admin-people'],
  cache: 'private',
  method: 'GET',
  status: 200,
} as const;

export const peopleSearch = defineEndpoint({
  ...people,
  path: '/admin/:church/people',
  summary: "Search the church's members (name, e-mail, phone, CPF, congregation)",
  params: ZAdminChurchParams,
  query: ZPeopleQuery,
  response: ZPeoplePage,
  errors: [400, 401, 403, 404],
});

export const peopleExport = defineEndpoint({
  ...people,
  path: '/admin/:church/people/export',
  summary: 'The members found by the same filters, as CSV (streamed)',
  params: ZAdminChurchParams,
  query: ZPeopleFilters,
  file: 'text/csv; charset=utf-8',
  response: z.string(),
  errors: [400, 401, 403, 404],
});

export const personGet = defineEndpoint({
  ...people,
  path: '/admin/:church/people/:id',
  summary: "A member's profile (the read is audited)",
  params: ZPersonParams,
  response: ZPersonProfile,
  errors: [400, 401, 403, 404],
});
