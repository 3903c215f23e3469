import type { FastifyInstance } from 'fastify';
import type { RealtimeBus } from '../../core/realtime-bus.ts';
import type { BandEvent } from './band-hub.ts';

/**
 * Live band sessions reload a song staff changed (issue 33): the console's song writes call `bandSongChanged` after
 * their commit; it publishes on band mode's bus (its Redis topic with REDIS_URL), so every copy's hub tells the
 * followers of each session showing that song (`{ type: 'song' }`), which fetch it again. The bus is band.routes.ts's,
 * kept per app (keyed by the app's root-decorated cache evictions, one object per app whatever the plugin context).
 * Without band routes (an app built without the chat sockets) nothing is sent.
 */
const buses = new WeakMap<object, RealtimeBus<BandEvent>>();

export function registerBandBus(app: FastifyInstance, bus: RealtimeBus<BandEvent>): void {
  buses.set(app.cacheEvictions, bus);
}

export async function bandSongChanged(app: FastifyInstance, churchId: number, songId: number): Promise<void> {
  await buses
    .get(app.cacheEvictions)
    ?.publish({ church: churchId, kind: 'song', songId })
    .catch((err: unknown) => app.log.warn({ err }, 'band song change not published'));
}
