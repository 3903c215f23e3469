import { BAND_CLOSE, BAND_FLOOD_FRAMES_PER_SECOND } from '@congrega/contract/band';
import { FALLBACK_LOCALE, localeFromAcceptLanguage, matchLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { inProcessBus, redisBus, type ChatBus } from '../chat/chat-bus.ts';
import { BandHub, type BandEvent } from './band-hub.ts';
import { BandSocket } from './band-session.ts';
import { memoryBandStore, redisBandStore } from './band-store.ts';

/**
 * Band mode's WebSocket at `/band` (protocol: packages/contract/src/band.ts). Registered by chat.routes.ts in the
 * context that holds @fastify/websocket (one WebSocket server per app: a second registration would route every
 * upgrade twice). The host church of the upgrade request scopes every session (none or inactive: close 4404).
 * Fan-out reuses the chat's bus on its own topic; the state lives in Redis with a TTL when REDIS_URL is set.
 * Frames are handled in order per socket; more than BAND_FLOOD_FRAMES_PER_SECOND in a second close it (1008).
 */
export default async function bandRoutes(app: FastifyInstance) {
  const prefix = `${app.config.rateLimitKeyPrefix}:band`;
  const warn = (err: Error) => app.log.warn({ err }, 'redis unavailable; band mode paused until it is back');
  const bus: ChatBus<BandEvent> = app.config.redisUrl
    ? await redisBus<BandEvent>(app.config.redisUrl, prefix, warn)
    : inProcessBus<BandEvent>();
  const store = app.config.redisUrl ? await redisBandStore(app.config.redisUrl, prefix) : memoryBandStore();
  const hub = new BandHub(bus, store);
  app.addHook('onClose', async () => {
    hub.close();
    await bus.close();
    await store.close();
  });

  app.get('/band', { websocket: true, schema: { hide: true } }, (socket, req) => {
    let session: BandSocket | undefined;
    let queue: Promise<unknown> = Promise.resolve();
    let windowStart = Date.now();
    let frames = 0;
    const write = (text: string) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    };
    const ready = (async () => {
      const church = await app.resolveChurch(req.headers.host);
      if (!church || !church.flagAtivo) return socket.close(BAND_CLOSE.noChurch, 'church not found');
      const locale = localeFromAcceptLanguage(req.headers['accept-language']) ?? matchLocale(church.idioma) ?? FALLBACK_LOCALE;
      session = new BandSocket({ app, hub, church, locale, write });
    })();
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        frames = 0;
      }
      frames += 1;
      if (frames > BAND_FLOOD_FRAMES_PER_SECOND) return socket.close(BAND_CLOSE.flood, 'flood');
      const raw = isBinary ? '' : Buffer.isBuffer(data) ? data.toString('utf8') : '';
      queue = queue
        .then(() => ready)
        .then(() => session?.handle(raw))
        .catch(() => undefined);
    });
    socket.on('close', () => {
      void ready.then(() => session?.leave()).catch(() => undefined);
    });
    ready.catch((err: unknown) => {
      app.log.error({ err }, 'band connection failed');
      socket.close(1011, 'unavailable');
    });
  });
}
