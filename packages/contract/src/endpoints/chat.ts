import { z } from 'zod';
import { ZChatSummary } from '../chat.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZLiveServiceParams } from '../live.ts';

/**
 * The live chat's host workspace over HTTP (issue 34; the chat itself is the /chat socket, chat.ts): a service's
 * counts and its transcript, for the chat's hosts only (staff roles, ROLE_CHAT_MODERATOR or the console's live
 * grant; anyone else 403 CHAT_FORBIDDEN). Reading the transcript is audited.
 */
const host = { tags: ['Live chat'], module: 'MOD_CULTO', auth: 'member', cache: 'private' } as const;

export const getChatSummary = defineEndpoint({
  ...host,
  method: 'GET',
  path: '/culto/:id/chat/resumo',
  summary: 'A service chat’s counts: viewers now and at the peak, messages (hosts only)',
  params: ZLiveServiceParams,
  status: 200,
  response: ZChatSummary,
  errors: [400, 401, 403, 404],
});

export const getChatTranscript = defineEndpoint({
  ...host,
  method: 'GET',
  path: '/culto/:id/chat/transcricao.csv',
  summary: 'A service chat’s transcript as CSV (hosts only; audited)',
  description:
    'One line per message in order: time (ISO 8601), channel (sala or anfitrioes), author id, name, moderator, ' +
    'shadow-muted, removed, text (empty for a removed one). Cells that a spreadsheet would run as a formula are quoted.',
  params: ZLiveServiceParams,
  status: 200,
  file: 'text/csv; charset=utf-8',
  response: z.string(),
  errors: [400, 401, 403, 404],
});
