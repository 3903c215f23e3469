import { ZDeletionBody, ZDeletionResult, ZPersonalDataExport } from '../account-deletion.ts';
import { ZChurchIdQuery } from '../church.ts';
import { ZIdParams } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Account deletion (spec sections 4 and 7) and the personal data export (LGPD art. 18). `id`: the caller's account. */
const common = { tags: ['Account data'], auth: 'member', cache: 'private', params: ZIdParams, query: ZChurchIdQuery } as const;

export const requestAccountDeletion = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/user/:id/pedido-exclusao',
  summary: 'Delete the account (irreversible)',
  description:
    'Confirmed with the password. Ends every session and token at once; personal data is deleted at every church of the account, payments are kept without a name. An e-mail follows.',
  body: ZDeletionBody,
  status: 200,
  response: ZDeletionResult,
  errors: [400, 401, 403, 404, 429],
});

export const exportPersonalData = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/user/:id/meus-dados',
  summary: 'Everything stored about the caller (JSON)',
  status: 200,
  response: ZPersonalDataExport,
  errors: [400, 401, 403, 404],
});
