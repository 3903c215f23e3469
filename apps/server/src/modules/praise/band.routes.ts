import { BAND_CLOSE, BAND_FLOOD_FRAMES_PER_SECOND } from '@congrega/contract/band';
import type { FastifyInstance } from 'fastify';
import { runSocketSession } from '../../lib/socket-session.ts';
import type { SocketHosts } from '../chat/chat.public.ts';
import { BandHub, type BandEvent } from './band-hub.ts';
import { BandSocket } from './band-session.ts';
import { registerBandBus } from './band-song-changed.ts';
import { memoryBandStore, redisBandStore } from './band-store.ts';
import { inProcessBus, type RealtimeBus } from '../../core/realtime-bus.ts';

/**
 * Band mode's WebSocket at `/band` (protocol: packages/contract/src/band.ts). Registered by chat.routes.ts in the
 * context that holds @fastify/websocket (one WebSocket server per app: a second registration would route every
 * upgrade twice), which hands over its SocketHosts: who may open a socket (connection caps, church, Origin) is
 * decided there for both. The host church of the upgrade request scopes every session.
 * Fan-out reuses the chat's bus on its own topic; the state lives in Redis with a TTL when REDIS_URL is set, both
 * on the app's Redis connections (plugins/realtime.ts `app.realtime`, closed with the app).
 * Frames are handled in order per socket; more than BAND_FLOOD_FRAMES_PER_SECOND in a second close it (1008).
 */
export default async function bandRoutes(app: FastifyInstance, { hosts }: { hosts: SocketHosts }) {
  const { realtime } = app;
  const prefix = `${app.config.rateLimitKeyPrefix}:band`;
  const bus: RealtimeBus<BandEvent> = realtime ? await realtime.bus<BandEvent>(prefix) : inProcessBus<BandEvent>();
  const store = realtime ? redisBandStore(realtime.commands, prefix) : memoryBandStore();
  const hub = new BandHub(bus, store);
  registerBandBus(app, bus);
  app.addHook('onClose', async () => {
    hub.close();
    await bus.close();
    await store.close();
  });

  app.get('/band', { websocket: true, schema: { hide: true } }, (socket, req) =>
    runSocketSession(socket, {
      floodPerSecond: BAND_FLOOD_FRAMES_PER_SECOND,
      floodCode: BAND_CLOSE.flood,
      open: async (write) => {
        const host = await hosts.open(socket, req);
        return host && new BandSocket({ app, hub, ...host, write });
      },
      onFailure: (err) => app.log.error({ err }, 'band connection failed'),
    }),
  );
}
