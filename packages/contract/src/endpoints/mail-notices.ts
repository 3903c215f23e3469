import { defineEndpoint } from '../endpoint.ts';
import { ZUnsubscribeBody, ZUnsubscribeQuery, ZUnsubscribeResult } from '../mail-notices.ts';

/** One-click unsubscribe of notice e-mails (RFC 8058), the address their List-Unsubscribe header names. */
export const unsubscribeNotices = defineEndpoint({
  tags: ['user'],
  auth: 'none',
  cache: 'private',
  method: 'POST',
  path: '/email/descadastro',
  summary: 'Turn notice e-mails off from the link of one (one-click unsubscribe, no login)',
  description:
    'The `token` of the List-Unsubscribe header of a notice e-mail (a group’s join request or answer) names the client ' +
    'account at the host church; another church’s, a forged or a deleted account’s answers 404 UNSUBSCRIBE_LINK_INVALID. ' +
    'Repeating it changes nothing. The body may be `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded).',
  query: ZUnsubscribeQuery,
  body: ZUnsubscribeBody,
  status: 200,
  response: ZUnsubscribeResult,
  errors: [400, 404, 429],
});
