import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  planoAssinatura,
  planoAssinaturaColetanea,
  planoAssinaturaConfiguracao,
  planoAssinaturaConteudo,
  usuarioPlanoAssinaturaConteudo,
  type PlayPlanRow,
} from './play.schema.ts';

/** A plan's row (services take it from here, never from the table file). */
export type { PlayPlanRow };

/**
 * SQL of Play's catalogue and my list (play.service.ts), in the use case's transaction; every query filters by
 * church (row-level security backs it) and my-list queries by the owner too.
 */

const c = planoAssinaturaConteudo;
const summaryColumns = {
  id: c.id,
  titulo: c.titulo,
  resumo: c.resumo,
  imagem: c.imagem,
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
  arquivo: string;
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

export async function listCollections(tx: Tx, churchId: number) {
  return tx
    .select()
    .from(planoAssinaturaColetanea)
    .where(eq(planoAssinaturaColetanea.igrejaId, churchId))
    .orderBy(asc(planoAssinaturaColetanea.ordem), asc(planoAssinaturaColetanea.id));
}

export async function findCollection(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select()
    .from(planoAssinaturaColetanea)
    .where(and(eq(planoAssinaturaColetanea.igrejaId, churchId), eq(planoAssinaturaColetanea.id, id)))
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

function contentWhere(churchId: number, filter: ContentFilter): SQL | undefined {
  const search = filter.busca && likeLiteral(filter.busca);
  return and(
    eq(c.igrejaId, churchId),
    eq(c.flagAtivo, true),
    filter.destaque === undefined ? undefined : eq(c.flagDestaque, filter.destaque),
    filter.tag === undefined ? undefined : sql`lower(${filter.tag}) = any (select lower(t) from unnest(${c.tags}) t)`,
    filter.coletanea === undefined ? undefined : eq(c.coletaneaId, filter.coletanea),
    search
      ? sql`(${c.titulo} ilike ${search} or ${c.resumo} ilike ${search} or ${c.descricao} ilike ${search}
          or exists (select 1 from unnest(${c.tags}) t where t ilike ${search}))`
      : undefined,
  );
}

/** A page of active contents (catalogue order) and the total that match. */
export async function listContents(tx: Tx, churchId: number, filter: ContentFilter, page: { limit: number; offset: number }) {
  const where = contentWhere(churchId, filter);
  const [rows, [total]] = await Promise.all([
    tx
      .select(summaryColumns)
      .from(c)
      .leftJoin(planoAssinaturaColetanea, eq(planoAssinaturaColetanea.id, c.coletaneaId))
      .where(where)
      .orderBy(asc(c.ordem), desc(c.id))
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ n: count() }).from(c).where(where),
  ]);
  return { rows: rows as ContentSummaryRow[], total: total?.n ?? 0 };
}

/** One active content with the caller's my-list item (null for a visitor). */
export async function findContent(tx: Tx, churchId: number, id: number, usuarioId: number | null) {
  const [row] = await tx
    .select({
      ...summaryColumns,
      descricao: c.descricao,
      arquivo: c.arquivo,
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
    .where(and(eq(c.igrejaId, churchId), eq(c.id, id), eq(c.flagAtivo, true)))
    .limit(1);
  return row as ContentDetailRow | undefined;
}

/** Adds to my list; adding it again answers the existing item. */
export async function addListItem(tx: Tx, churchId: number, usuarioId: number, conteudoId: number) {
  await tx.insert(usuarioPlanoAssinaturaConteudo).values({ igrejaId: churchId, usuarioId, conteudoId }).onConflictDoNothing();
  const [row] = await listItems(tx, churchId, usuarioId, conteudoId);
  return row!;
}

export async function listItems(tx: Tx, churchId: number, usuarioId: number, conteudoId?: number) {
  const l = usuarioPlanoAssinaturaConteudo;
  return tx
    .select({ itemId: l.id, adicionadoEm: l.criadoEm, ...summaryColumns })
    .from(l)
    .innerJoin(c, and(eq(c.id, l.conteudoId), eq(c.flagAtivo, true)))
    .leftJoin(planoAssinaturaColetanea, eq(planoAssinaturaColetanea.id, c.coletaneaId))
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
