import type { App } from '../../app.ts';
import type { TestChurch } from '../../test/fixtures.ts';
import type { ContentKind } from './content-kind.ts';
import { video } from './content.schema.ts';

/** Columns a kind requires beyond the shared ones (a test item's defaults). */
const REQUIRED = new Map<unknown, Record<string, unknown>>([[video, { videoId: 'dQw4w9WgXcQ', source: 'youtube' }]]);

/** Test-only: one item of a content kind at a church (owner connection), returning its id. */
export async function createContent(
  app: App,
  kind: ContentKind,
  church: TestChurch,
  values: { titulo?: string; conteudo?: string; dataPublicacao?: Date; flagAtivo?: boolean; [column: string]: unknown } = {},
): Promise<number> {
  const [row] = (await app.database.db
    .insert(kind.table)
    .values({ titulo: 'Item', conteudo: '<p>texto</p>', ...REQUIRED.get(kind.table), ...values, igrejaId: church.id } as never)
    .returning()) as Array<{ id: number }>;
  return row!.id;
}
