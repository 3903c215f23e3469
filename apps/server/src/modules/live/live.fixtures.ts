import type { App } from '../../app.ts';
import type { TestChurch } from '../../test/fixtures.ts';
import { culto } from './live.schema.ts';

const HOUR = 3_600_000;

/** Test-only: a live service of `church`; by default a one-off stream live now (started an hour ago, ends in an hour). */
export async function createService(app: App, church: TestChurch, values: Partial<typeof culto.$inferInsert> = {}) {
  const now = Date.now();
  const [row] = await app.database.db
    .insert(culto)
    .values({
      igrejaId: church.id,
      titulo: 'Culto ao vivo',
      tipo: 'avulso',
      inicio: new Date(now - HOUR),
      fim: new Date(now + HOUR),
      fonteTipo: 'youtube',
      fonteValor: 'dQw4w9WgXcQ',
      ...values,
    })
    .returning();
  return row!;
}
