import type { App } from '../../app.ts';
import { louvor } from './praise.schema.ts';

/** Test-only: a song of the church; returns its id. */
export async function createSong(
  app: App,
  churchId: number,
  values: Partial<typeof louvor.$inferInsert> & { titulo: string },
): Promise<number> {
  const [row] = await app.database.db
    .insert(louvor)
    .values({ igrejaId: churchId, ...values })
    .returning({ id: louvor.id });
  return row!.id;
}
