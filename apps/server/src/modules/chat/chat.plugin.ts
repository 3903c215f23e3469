import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inProcessBus } from '../../core/realtime-bus.ts';
import type { ChatBus } from './chat-bus.ts';
import { ChatRooms } from './chat-rooms.ts';
import { memoryRoomState, redisRoomState, type ChatRoomState } from './chat-state.ts';

/** This copy's chat: the bus, the shared room state and the local rooms (the /chat socket's and the host workspace's). */
export interface ChatHub {
  bus: ChatBus;
  state: ChatRoomState;
  rooms: ChatRooms;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live chat on this copy (chat.plugin.ts). */
    chatHub: ChatHub;
  }
}

/**
 * Opens the chat's bus and room state on the app's realtime connections (plugins/realtime.ts, registered before):
 * Redis pub/sub and Redis state with REDIS_URL, else in process. The socket (chat.routes.ts) and the host
 * workspace's HTTP reads (chat-host.routes.ts) share them. Each copy raises the room's peak of viewers on its joins.
 */
export default fp(async function chatPlugin(app: FastifyInstance) {
  const prefix = `${app.config.rateLimitKeyPrefix}:chat`;
  const { realtime } = app;
  const bus: ChatBus = realtime ? await realtime.bus(prefix) : inProcessBus();
  const state: ChatRoomState = realtime ? redisRoomState(realtime.commands, prefix) : memoryRoomState();
  const rooms = new ChatRooms(bus, (key, total) => void state.notePeak(key, total).catch(() => undefined));
  app.decorate('chatHub', { bus, state, rooms });
  // Before the realtime plugin's onClose (registered earlier): the topic goes before its connections.
  app.addHook('onClose', async () => {
    rooms.close();
    await state.close();
    await bus.close();
  });
});
