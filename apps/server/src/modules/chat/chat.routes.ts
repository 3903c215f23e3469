import websocket from '@fastify/websocket';
import { CHAT_CLOSE, CHAT_FLOOD_FRAMES_PER_SECOND, CHAT_FRAME_MAX_BYTES } from '@congrega/contract/chat';
import type { FastifyInstance } from 'fastify';
import { runSocketSession } from '../../lib/socket-session.ts';
import { eventLiveRoutes } from '../events/events.public.ts';
import { bandRoutes } from '../praise/praise.public.ts';
import { CHAT_LIMIT, ChatSession } from './chat-session.ts';
import { SocketHosts } from './socket-host.service.ts';

/**
 * The live chat WebSocket at `/chat` (design.md): the host church of the upgrade request scopes every room; who may
 * open a socket (connection caps, church, Origin, MOD_CULTO -> close 4403) is socket-host.service.ts's, shared with
 * band mode (packages/contract/src/socket.ts has the close codes); frames are the contract's unions (chat.ts),
 * handled in order per socket (chat-session.ts). Fan-out goes through Redis pub/sub and the room's moderation state lives in Redis
 * (chat-state.ts) when REDIS_URL is set, else both are in process, on the app's two Redis connections
 * (plugins/realtime.ts `app.realtime`, shared with band mode and the cache evictions, closed with the app).
 * Limits: frames over CHAT_FRAME_MAX_BYTES close the socket (1009), more than CHAT_FLOOD_FRAMES_PER_SECOND frames
 * in a second close it (1008); message length, rate per user and slow mode answer `error` frames.
 */
export default async function chatRoutes(app: FastifyInstance) {
  // The bus, the room state and this copy's rooms (chat.plugin.ts, shared with the host workspace's reads).
  const { rooms, state } = app.chatHub;
  const limiter = app.createLimiter(CHAT_LIMIT);

  await app.register(websocket, { options: { maxPayload: CHAT_FRAME_MAX_BYTES } });
  const hosts = new SocketHosts(app);
  // Band mode's socket (/band, praise/band.routes.ts) shares this WebSocket server and the connection caps.
  await app.register(bandRoutes, { hosts });
  // The event pages' live availability (/events/live, events/event-live.routes.ts), on the same terms.
  await app.register(eventLiveRoutes, { hosts });

  app.get('/chat', { websocket: true, schema: { hide: true } }, (socket, req) =>
    runSocketSession(socket, {
      floodPerSecond: CHAT_FLOOD_FRAMES_PER_SECOND,
      floodCode: CHAT_CLOSE.flood,
      open: async (write) => {
        const host = await hosts.open(socket, req, { module: 'MOD_CULTO', moduleOffClose: CHAT_CLOSE.moduleOff });
        return host && new ChatSession({ app, rooms, state, limiter, ...host, write });
      },
      onFailure: (err) => app.log.error({ err }, 'chat connection failed'),
    }),
  );
}
