import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import { ZPeopleFilters, ZPeoplePage, ZPeopleQuery, ZPersonParams, ZPersonProfile } from '../admin/people.ts';
import { ZPersonActivity } from '../admin/person-activity.ts';
import { ZDuplicatesPage, ZMergeBody, ZMergeParams, ZMergePreview, ZMergeQuery, ZMergeResult } from '../admin/people-merge.ts';
import { ZPersonCardBody, ZPersonCardResult } from '../admin/person-card.ts';
import { ZPersonHousehold, ZPersonHouseholdCare } from '../admin/person-household.ts';
import { ZPersonRegistrations } from '../admin/person-registrations.ts';
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

export const personCardGet = defineEndpoint({
  ...people,
  path: '/admin/:church/people/:id/card',
  summary: "A member's card (null when the church has issued none)",
  params: ZPersonParams,
  response: ZPersonCardResult,
  errors: [400, 401, 403, 404],
});

export const personCardSave = defineEndpoint({
  ...people,
  grant: { area: 'people', action: 'edit' },
  method: 'PUT',
  path: '/admin/:church/people/:id/card',
  summary: "Issue, change or renew a member's card (re-activates a revoked one); audited",
  params: ZPersonParams,
  body: ZPersonCardBody,
  response: ZPersonCardResult,
  errors: [400, 401, 403, 404, 409],
});

export const personCardRevoke = defineEndpoint({
  ...people,
  grant: { area: 'people', action: 'edit' },
  method: 'POST',
  path: '/admin/:church/people/:id/card/revoke',
  summary: "Revoke a member's card: it checks as invalid at once; audited",
  params: ZPersonParams,
  response: ZPersonCardResult,
  errors: [400, 401, 403, 404, 409],
});

export const personHousehold = defineEndpoint({
  ...people,
  path: '/admin/:church/people/:id/household',
  summary: "A member's children (names, birth dates): their health notes are personHouseholdCare's",
  params: ZPersonParams,
  response: ZPersonHousehold,
  errors: [400, 401, 403, 404],
});

export const personHouseholdCare = defineEndpoint({
  ...people,
  grant: { area: 'pastoral', action: 'view' },
  path: '/admin/:church/people/:id/household/care',
  summary: "The allergies and care notes of a member's children (pastoral grant; the read is audited)",
  params: ZPersonParams,
  response: ZPersonHouseholdCare,
  errors: [400, 401, 403, 404],
});

export const personRegistrations = defineEndpoint({
  ...people,
  path: '/admin/:church/people/:id/registrations',
  summary: "A member's event registrations, newest first (no amounts: those are the finance grant's)",
  params: ZPersonParams,
  response: ZPersonRegistrations,
  errors: [400, 401, 403, 404],
});

export const personActivity = defineEndpoint({
  ...people,
  path: '/admin/:church/people/:id/activity',
  summary: "A member's activity at the church: last sign-in, small groups, counts of registrations and reading plans",
  params: ZPersonParams,
  response: ZPersonActivity,
  errors: [400, 401, 403, 404],
});

export const peopleDuplicates = defineEndpoint({
  ...people,
  path: '/admin/:church/people/duplicates',
  summary: 'Pairs of active members that look like one person (same name and birth date, phone or address; or same phone and birth date)',
  params: ZAdminChurchParams,
  response: ZDuplicatesPage,
  errors: [400, 401, 403, 404],
});

export const personMergePreview = defineEndpoint({
  ...people,
  path: '/admin/:church/people/:id/merge',
  summary:
    'What merging `duplicado` into this member would do: both profiles, the result, the rows that move, what blocks it (audited read)',
  params: ZMergeParams,
  query: ZMergeQuery,
  response: ZMergePreview,
  errors: [400, 401, 403, 404, 409],
});

export const personMerge = defineEndpoint({
  ...people,
  grant: { area: 'people', action: 'admin' },
  method: 'POST',
  path: '/admin/:church/people/:id/merge',
  summary:
    'Merge `duplicado` into this member: empty profile fields filled, everything the other holds at the church moved, the other closed and erased; irreversible, audited',
  params: ZMergeParams,
  body: ZMergeBody,
  response: ZMergeResult,
  errors: [400, 401, 403, 404, 409],
});
