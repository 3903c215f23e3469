import { defineEndpoint } from '../endpoint.ts';
import { ZNoticeMailBody, ZNoticeMailPreference, ZUnsubscribeBody, ZUnsubscribeQuery, ZUnsubscribeResult } from '../mail-notices.ts';

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

const own = {
  tags: ['user'],
  auth: 'member',
  cache: 'private',
  path: '/usuario/avisos-email',
  status: 200,
  response: ZNoticeMailPreference,
} as const;

export const getNoticeMail = defineEndpoint({
  ...own,
  method: 'GET',
  summary: 'Whether the caller gets notice e-mails at the host church (a group’s join requests and answers)',
  errors: [401, 403],
});

export const setNoticeMail = defineEndpoint({
  ...own,
  method: 'PUT',
  summary: 'Turn the caller’s notice e-mails at the host church on or off (also off by the one-click link of one)',
  body: ZNoticeMailBody,
  errors: [400, 401, 403],
});
