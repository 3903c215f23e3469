import * as chat from '@congrega/contract/endpoints/chat';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { chatSummary, chatTranscriptCsv } from './chat-transcript.service.ts';

/** The host workspace's HTTP reads (MOD_CULTO, hosts only): a service chat's counts and its transcript. */
export default async function chatHostRoutes(app: FastifyInstance) {
  const counts = {
    presenceOf: (key: { church: number; channel: number }) => app.chatHub.rooms.presenceOf(key),
    peak: (key: { church: number; channel: number }) => app.chatHub.state.peak(key),
  };
  registerEndpoint(app, chat.getChatSummary, ({ req, auth, params }) => chatSummary(app, req.church, auth, params.id, counts));
  registerEndpoint(app, chat.getChatTranscript, async ({ req, reply, auth, params }) => {
    reply.header('content-disposition', `attachment; filename="chat-culto-${params.id}.csv"`);
    return Buffer.from(await chatTranscriptCsv(app, req.church, auth, params.id));
  });
}
