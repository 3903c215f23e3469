import type { TPrayerWallEvent } from '@congrega/contract/prayer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { createLiveTopic, type LiveTopic } from '../../core/live-topic.ts';
import { assertHost } from './prayer-viewer.ts';

/**
 * The wall's pray counts and new supportive messages for everyone looking (issue 34): after a prayer or a message
 * is committed, one event on the realtime bus (`prayer-wall`, one Redis channel across copies); each copy hands it
 * to the streams open there (GET /oracao/{slug}/ao-vivo, server-sent events). Everyone may open the stream, so the
 * services publish only about requests on the public wall (prayer-viewer.ts onPublicWall) and only messages shown
 * there: what GET /oracao/{slug}/{id} shows a visitor, nothing more.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The prayer walls' topic on this copy (prayer.plugin.ts): key = the church's id. */
    prayerWall: LiveTopic<TPrayerWallEvent>;
  }
}

export const createPrayerWallTopic = (app: FastifyInstance) => createLiveTopic<TPrayerWallEvent>(app, 'prayer-wall');

/** After the commit: the event to every open wall of the church. Never throws. */
export async function prayerWallEvent(app: FastifyInstance, churchId: number, event: TPrayerWallEvent): Promise<void> {
  await app.prayerWall.publish(String(churchId), event);
}

/** One page's stream (another church's slug answers 404 before it opens). */
export function prayerWallStream(app: FastifyInstance, req: FastifyRequest, slug: string): Readable {
  assertHost(req.church, { slug });
  const key = String(req.church.id);
  return app.eventStreams.open(req.raw, req.ip, (send) => app.prayerWall.watch(key, (event) => send(event.type, event)));
}
