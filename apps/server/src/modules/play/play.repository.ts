import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { midiaArquivo } from '../media/media.schema.ts';
import {
  planoAssinatura,
  planoAssinaturaColetanea,
  planoAssinaturaColetaneaPlano,
  planoAssinaturaConfiguracao,
  planoAssinaturaConteudo,
  usuarioPlanoAssinaturaConteudo,
  type PlayPlanRow,
} from './play.schema.ts';

/** A plan's row (services take it from here, never from the table file). */
export type { PlayPlanRow };

/**
 * SQL of Play's catalogue and my list (play.service.ts), in the use case's transaction; every query filters by
 * church (row-level security backs it) and my-list queries by the owner too. Members only ever read published
 * contents (`flag_ativo`) of the collections their plan sees (`Viewer`: the valid subscription's plan, null without
 * one; 'any' only for the signed media link, issued after those checks). A content without a still shows its media
 * item's poster.
 */
export type Viewer = { planId: number | null } | 'any';

const c = planoAssinaturaConteudo;
const col = planoAssinaturaColetanea;
const cp = planoAssinaturaColetaneaPlano;
const m = midiaArquivo;

/** The collection `collectionId` is seen by the viewer: no plan rows (every plan), or one of the viewer's plan. */
function collectionSeen(churchId: number, collectionId: 'conteudo' | 'coletanea', viewer: Viewer): SQL | undefined {
  if (viewer === 'any') return undefined;
  // The outer row's column named by its table: drizzle leaves a one-table query's columns unqualified.
  const outer = sql.raw(collectionId === 'conteudo' ? '"plano_assinatura_conteudo"."coletanea_id"' : '"plano_assinatura_coletanea"."id"');
  const rows = sql`select 1 from ${cp} where ${cp.igrejaId} = ${churchId} and ${cp.coletaneaId} = ${outer}`;
  return viewer.planId === null
    ? sql`not exists (${rows})`
    : sql`(not exists (${rows}) or exists (${rows} and ${cp.planoId} = ${viewer.planId}))`;
}
const contentSeen = (churchId: number, viewer: Viewer) => {
  const seen = collectionSeen(churchId, 'conteudo', viewer);
  return seen && sql`(${c.coletaneaId} is null or ${seen})`;
};
const mediaJoin = (churchId: number) => and(eq(m.igrejaId, churchId), eq(m.id, c.midiaArquivoId));

const summaryColumns = {
  id: c.id,
  titulo: c.titulo,
  resumo: c.resumo,
  imagem: sql<string | null>`coalesce(${c.imagem}, ${m.poster})`,
  duracaoSegundos: c.duracaoSegundos,
  tags: c.tags,
  flagDestaque: c.flagDestaque,
  coletaneaId: c.coletaneaId,
  coletaneaNome: planoAssinaturaColetanea.nome,
};
export type ContentSummaryRow = {
  id: number;
  titulo: string;
  resumo: string;
  imagem: string | null;
  duracaoSegundos: number;
  tags: string[];
  flagDestaque: boolean;
  coletaneaId: number | null;
  coletaneaNome: string | null;
};

export type ContentDetailRow = ContentSummaryRow & {
  descricao: string;
  arquivo: string | null;
  midiaArquivoId: number | null;
  tipoArquivo: string;
  legenda: string | null;
  minhaListaId: number | null;
};

export async function findPlayConfig(tx: Tx, churchId: number) {
  const [row] = await tx.select().from(planoAssinaturaConfiguracao).where(eq(planoAssinaturaConfiguracao.igrejaId, churchId)).limit(1);
  return row;
}

export async function listActivePlans(tx: Tx, churchId: number) {
  return tx
    .select()
    .from(planoAssinatura)
    .where(and(eq(planoAssinatura.igrejaId, churchId), eq(planoAssinatura.flagAtivo, true)))
    .orderBy(asc(planoAssinatura.ordem), asc(planoAssinatura.id));
}

export async function findActivePlan(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select()
    .from(planoAssinatura)
    .where(and(eq(planoAssinatura.igrejaId, churchId), eq(planoAssinatura.id, id), eq(planoAssinatura.flagAtivo, true)))
    .limit(1);
  return row;
}

export async function listCollections(tx: Tx, churchId: number, viewer: Viewer) {
  return tx
    .select()
    .from(col)
    .where(and(eq(col.igrejaId, churchId), collectionSeen(churchId, 'coletanea', viewer)))
    .orderBy(asc(col.ordem), asc(col.id));
}

export async function findCollection(tx: Tx, churchId: number, id: number, viewer: Viewer) {
  const [row] = await tx
    .select()
    .from(col)
    .where(and(eq(col.igrejaId, churchId), eq(col.id, id), collectionSeen(churchId, 'coletanea', viewer)))
    .limit(1);
  return row;
}

/** `%` and `_` typed by the member are literal characters, not patterns. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export interface ContentFilter {
  destaque?: boolean | undefined;
  tag?: string | undefined;
  coletanea?: number | undefined;
  busca?: string | undefined;
}

function contentWhere(churchId: number, filter: ContentFilter, viewer: Viewer): SQL | undefined {
  const search = filter.busca && likeLiteral(filter.busca);
  return and(
    eq(c.igrejaId, churchId),
    eq(c.flagAtivo, true),
    contentSeen(churchId, viewer),
    filter.destaque === undefined ? undefined : eq(c.flagDestaque, filter.destaque),
    filter.tag === undefined ? undefined : sql`lower(${filter.tag}) = any (select lower(t) from unnest(${c.tags}) t)`,
    filter.coletanea === undefined ? undefined : eq(c.coletaneaId, filter.coletanea),
    search
      ? sql`(${c.titulo} ilike ${search} or ${c.resumo} ilike ${search} or ${c.descricao} ilike ${search}
          or exists (select 1 from unnest(${c.tags}) t where t ilike ${search}))`
      : undefined,
  );
}

/** A page of the published contents the viewer sees (catalogue order) and the total that match. */
export async function listContents(
  tx: Tx,
  churchId: number,
  filter: ContentFilter,
  page: { limit: number; offset: number },
  viewer: Viewer,
) {
  const where = contentWhere(churchId, filter, viewer);
  const [rows, [total]] = await Promise.all([
    tx
      .select(summaryColumns)
      .from(c)
      .leftJoin(planoAssinaturaColetanea, eq(planoAssinaturaColetanea.id, c.coletaneaId))
      .leftJoin(m, mediaJoin(churchId))
      .where(where)
      .orderBy(asc(c.ordem), desc(c.id))
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ n: count() }).from(c).where(where),
  ]);
  return { rows: rows as ContentSummaryRow[], total: total?.n ?? 0 };
}

/** One published content the viewer sees, with the caller's my-list item (null for a visitor). */
export async function findContent(tx: Tx, churchId: number, id: number, usuarioId: number | null, viewer: Viewer) {
  const [row] = await tx
    .select({
      ...summaryColumns,
      descricao: c.descricao,
      arquivo: c.arquivo,
      midiaArquivoId: c.midiaArquivoId,
      tipoArquivo: c.tipoArquivo,
      legenda: c.legenda,
      minhaListaId:
        usuarioId === null
          ? sql<number | null>`null::int`
          : sql<number | null>`(select l.id from ${usuarioPlanoAssinaturaConteudo} l where l.igreja_id = ${churchId}
              and l.usuario_id = ${usuarioId} and l.conteudo_id = ${c.id})`,
    })
    .from(c)
    .leftJoin(planoAssinaturaColetanea, eq(planoAssinaturaColetanea.id, c.coletaneaId))
    .leftJoin(m, mediaJoin(churchId))
    .where(and(eq(c.igrejaId, churchId), eq(c.id, id), eq(c.flagAtivo, true), contentSeen(churchId, viewer)))
    .limit(1);
  return row as ContentDetailRow | undefined;
}

/** Adds to my list; adding it again answers the existing item. */
export async function addListItem(tx: Tx, churchId: number, usuarioId: number, conteudoId: number, viewer: Viewer) {
  await tx.insert(usuarioPlanoAssinaturaConteudo).values({ igrejaId: churchId, usuarioId, conteudoId }).onConflictDoNothing();
  const [row] = await listItems(tx, churchId, usuarioId, viewer, conteudoId);
  return row!;
}

/** My list: the items whose content is published and seen on the viewer's plan (the others stay, hidden). */
export async function listItems(tx: Tx, churchId: number, usuarioId: number, viewer: Viewer, conteudoId?: number) {
  const l = usuarioPlanoAssinaturaConteudo;
  return tx
    .select({ itemId: l.id, adicionadoEm: l.criadoEm, ...summaryColumns })
    .from(l)
    .innerJoin(c, and(eq(c.id, l.conteudoId), eq(c.flagAtivo, true), contentSeen(churchId, viewer)))
    .leftJoin(planoAssinaturaColetanea, eq(planoAssinaturaColetanea.id, c.coletaneaId))
    .leftJoin(m, mediaJoin(churchId))
    .where(and(eq(l.igrejaId, churchId), eq(l.usuarioId, usuarioId), conteudoId === undefined ? undefined : eq(l.conteudoId, conteudoId)))
    .orderBy(desc(l.criadoEm), desc(l.id));
}

export async function deleteListItem(tx: Tx, churchId: number, usuarioId: number, id: number): Promise<boolean> {
  const l = usuarioPlanoAssinaturaConteudo;
  const rows = await tx
    .delete(l)
    .where(and(eq(l.igrejaId, churchId), eq(l.usuarioId, usuarioId), eq(l.id, id)))
    .returning({ id: l.id });
  return rows.length > 0;
}
