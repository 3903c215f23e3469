import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { NoteRow } from './notes.repository.ts';

/**
 * A member's notes list, per copy, for at most NOTES_CACHE_MS (the pattern of per-member caches, modules/README.md):
 * keyed by church and member (then the page size), and every write to the member's notes (create, update, delete,
 * erase with the account) calls `notesChanged` after its commit, which drops the member's pages on this copy at
 * once and on the other copies when the Redis message arrives (plugins/realtime.ts); at worst the TTL ends them. A
 * list read already under way when the eviction runs stores nothing, so a member always sees their own write.
 */
export const NOTES_CACHE_MS = 5_000;
const NOTES_TOPIC = 'notes';

const caches = new WeakMap<FastifyInstance['cacheEvictions'], TtlCache<NoteRow[]>>();

function cacheFor(app: FastifyInstance): TtlCache<NoteRow[]> {
  let cache = caches.get(app.cacheEvictions);
  if (!cache) {
    const created = new TtlCache<NoteRow[]>({ ttlMs: NOTES_CACHE_MS, maxEntries: 20_000 });
    app.cacheEvictions.on(NOTES_TOPIC, (prefix) => created.deletePrefix(prefix));
    caches.set(app.cacheEvictions, created);
    cache = created;
  }
  return cache;
}

/** The member's list of `limit` notes, from the cache or `load`. */
export function cachedNotesList(
  app: FastifyInstance,
  churchId: number,
  usuarioId: number,
  limit: number,
  load: () => Promise<NoteRow[]>,
): Promise<NoteRow[]> {
  return cacheFor(app).load(`${churchId}:${usuarioId}:${limit}`, load);
}

/** The member's notes changed: their list is read again (this copy at once, the others through Redis). */
export function notesChanged(app: FastifyInstance, churchId: number, usuarioId: number): Promise<void> {
  return app.cacheEvictions.evict(NOTES_TOPIC, `${churchId}:${usuarioId}:`);
}
