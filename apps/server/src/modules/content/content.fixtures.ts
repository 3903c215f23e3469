import { and, eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { TestChurch } from '../../test/fixtures.ts';
import type { ContentKind } from './content-kind.ts';
import {
  devocional,
  ebd,
  ebdLicao,
  ebdTurma,
  ministerio,
  ministerioProjeto,
  noticia,
  publicacao,
  publicacaoTipo,
  video,
} from './content.schema.ts';

let made = 0;

/** What names an item in its path: its id, or its slug for a kind found by slug (publications). */
export type ContentKey = number | string;

/** Columns a kind requires beyond the shared ones (a test item's defaults; a publication gets a type of its church). */
const REQUIRED = new Map<unknown, (app: App, church: TestChurch, values: Record<string, unknown>) => Promise<Record<string, unknown>>>([
  // Vimeo: no derived cover (a YouTube video's list item shows YouTube's thumbnail: admin-content-videos.test.ts).
  [video, async () => ({ videoId: '76979871', source: 'vimeo' })],
  // Kinds found by slug (content-slugs.ts).
  [devocional, async () => ({ slug: `devocional-${++made}` })],
  [noticia, async () => ({ slug: `noticia-${++made}` })],
  [ministerioProjeto, async (app, church, values) => ({ ministerioId: values.ministerioId ?? (await createMinistry(app, church)) })],
  [ebd, async () => ({ slug: `trimestre-${++made}`, trimestre: '4º trimestre de 2026', dataInicio: '2026-10-04', dataFim: '2026-12-27' })],
  [
    publicacao,
    async (app, church, values) => ({
      slug: `item-${++made}`,
      tipoId: values.tipoId ?? (await createPublicationType(app, church)),
      arquivo: '/media/uploads/publications/item.pdf',
    }),
  ],
]);

/** Test-only: a publication type at a church, returning its id. */
export async function createPublicationType(app: App, church: TestChurch, nome = 'Revista'): Promise<number> {
  const [row] = await app.database.db.insert(publicacaoTipo).values({ igrejaId: church.id, nome }).returning();
  return row!.id;
}

/** Test-only: a ministry at a church (the owner of a test project), returning its id. */
export async function createMinistry(app: App, church: TestChurch, titulo = 'Ministério'): Promise<number> {
  const [row] = await app.database.db.insert(ministerio).values({ igrejaId: church.id, titulo, conteudo: '<p>m</p>' }).returning();
  return row!.id;
}

/** Test-only: one item of a content kind at a church (owner connection), returning its key (id, or slug). */
export async function createContent(
  app: App,
  kind: ContentKind,
  church: TestChurch,
  values: { titulo?: string; conteudo?: string; dataPublicacao?: Date; flagAtivo?: boolean; [column: string]: unknown } = {},
): Promise<ContentKey> {
  const required = (await REQUIRED.get(kind.table)?.(app, church, values)) ?? {};
  const [row] = (await app.database.db
    .insert(kind.table)
    .values({ titulo: 'Item', conteudo: '<p>texto</p>', ...required, ...values, igrejaId: church.id } as never)
    .returning()) as Array<{ id: number; slug?: string }>;
  return kind.key ? row!.slug! : row!.id;
}

/** Test-only: a class and two lessons (the second given first, to prove the order) of a Sunday-school quarter. */
export async function createQuarterChildren(app: App, church: TestChurch, slug: ContentKey, label = 'A'): Promise<number> {
  const [quarter] = await app.database.db
    .select({ id: ebd.id })
    .from(ebd)
    .where(and(eq(ebd.igrejaId, church.id), eq(ebd.slug, String(slug))));
  const base = { igrejaId: church.id, ebdId: quarter!.id };
  await app.database.db.insert(ebdTurma).values({ ...base, nome: `Turma ${label}`, faixaEtaria: 'Adultos', professor: `Prof. ${label}` });
  await app.database.db.insert(ebdLicao).values([
    { ...base, numero: 2, data: '2026-10-11', titulo: `Lição 2 ${label}`, textoBiblico: 'Jo 15:5', conteudo: '<p>dois</p>' },
    { ...base, numero: 1, data: '2026-10-04', titulo: `Lição 1 ${label}`, textoBiblico: 'Jo 15:1-4', conteudo: `<p>um ${label}</p>` },
  ]);
  return quarter!.id;
}
