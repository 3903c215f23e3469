import { and, asc, count, desc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { midiaArquivo } from '../media/media.schema.ts';
import {
  planoAssinatura,
  planoAssinaturaColetanea,
  planoAssinaturaColetaneaPlano,
  planoAssinaturaConfiguracao,
  planoAssinaturaConteudo,
  usuarioPlanoAssinatura,
} from './play.schema.ts';
import { validSql } from './subscriptions.repository.ts';

/**
 * SQL of the Play catalogue as the console authors it (play-authoring.ts holds the rules): drafts included, every
 * query filtered by church (row-level security backs it). A correlated subquery names the outer row's column by
 * its table (drizzle leaves a one-table query's columns unqualified, which the subquery's own table would take).
 */
const outer = (table: string, column: string) => sql.raw(`"${table}"."${column}"`);
const p = planoAssinatura;
const col = planoAssinaturaColetanea;
const cp = planoAssinaturaColetaneaPlano;
const c = planoAssinaturaConteudo;
const m = midiaArquivo;

export type PlanInsert = Omit<typeof p.$inferInsert, 'id' | 'igrejaId' | 'ordem'>;
export type CollectionInsert = { nome: string; descricao: string; imagem: string | null };
export type ContentInsert = Omit<typeof c.$inferInsert, 'id' | 'igrejaId' | 'ordem' | 'criadoEm' | 'flagAtivo'>;

export async function upsertPlayConfig(tx: Tx, churchId: number, tipoVisibilidadeConteudo: string) {
  await tx
    .insert(planoAssinaturaConfiguracao)
    .values({ igrejaId: churchId, tipoVisibilidadeConteudo })
    .onConflictDoUpdate({ target: planoAssinaturaConfiguracao.igrejaId, set: { tipoVisibilidadeConteudo } });
}

/** Every plan with its subscriptions valid now. */
export function planRows(tx: Tx, churchId: number, now: Date) {
  const s = usuarioPlanoAssinatura;
  return tx
    .select({
      id: p.id,
      nome: p.nome,
      descricao: p.descricao,
      codigo: p.codigo,
      periodo: p.periodo,
      valor: p.valor,
      taxaAdesao: p.taxaAdesao,
      flagRepassarTaxas: p.flagRepassarTaxas,
      flagAtivo: p.flagAtivo,
      assinantes: sql<number>`(select count(*)::int from ${s} where ${s.igrejaId} = ${churchId} and ${s.planoId} = ${outer('plano_assinatura', 'id')}
        and ${validSql(now)})`,
    })
    .from(p)
    .where(eq(p.igrejaId, churchId))
    .orderBy(asc(p.ordem), asc(p.id));
}
export type PlanAdminRow = Awaited<ReturnType<typeof planRows>>[number];

export async function planTally(tx: Tx, churchId: number) {
  const [row] = await tx
    .select({ n: count(), last: max(p.ordem) })
    .from(p)
    .where(eq(p.igrejaId, churchId));
  return { n: Number(row?.n ?? 0), last: row?.last ?? 0 };
}

export async function planCodeTaken(tx: Tx, churchId: number, codigo: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.igrejaId, churchId), sql`upper(${p.codigo}) = ${codigo}`, exceptId === null ? undefined : ne(p.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertPlan(tx: Tx, churchId: number, values: PlanInsert, ordem: number): Promise<number> {
  const [row] = await tx
    .insert(p)
    .values({ ...values, igrejaId: churchId, ordem })
    .returning({ id: p.id });
  return row!.id;
}

export async function updatePlan(tx: Tx, churchId: number, id: number, values: PlanInsert): Promise<boolean> {
  const rows = await tx
    .update(p)
    .set(values)
    .where(and(eq(p.igrejaId, churchId), eq(p.id, id)))
    .returning({ id: p.id });
  return rows.length > 0;
}

/** How many of `ids` are plans of the church. */
export async function countPlans(tx: Tx, churchId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(p)
    .where(and(eq(p.igrejaId, churchId), inArray(p.id, ids)));
  return Number(row?.n ?? 0);
}

/** Every collection with the plans that see it (none: every plan). */
export function collectionRows(tx: Tx, churchId: number, id?: number) {
  return tx
    .select({
      id: col.id,
      nome: col.nome,
      descricao: col.descricao,
      imagem: col.imagem,
      ordem: col.ordem,
      planoIds: sql<number[]>`coalesce((select array_agg(${cp.planoId} order by ${cp.planoId}) from ${cp}
        where ${cp.igrejaId} = ${churchId} and ${cp.coletaneaId} = ${outer('plano_assinatura_coletanea', 'id')}), '{}')`,
    })
    .from(col)
    .where(and(eq(col.igrejaId, churchId), id === undefined ? undefined : eq(col.id, id)))
    .orderBy(asc(col.ordem), asc(col.id));
}
export type CollectionAdminRow = Awaited<ReturnType<typeof collectionRows>>[number];

export async function collectionTally(tx: Tx, churchId: number) {
  const [row] = await tx
    .select({ n: count(), last: max(col.ordem) })
    .from(col)
    .where(eq(col.igrejaId, churchId));
  return { n: Number(row?.n ?? 0), last: row?.last ?? -1 };
}

export async function insertCollection(tx: Tx, churchId: number, values: CollectionInsert, ordem: number): Promise<number> {
  const [row] = await tx
    .insert(col)
    .values({ ...values, igrejaId: churchId, ordem })
    .returning({ id: col.id });
  return row!.id;
}

export async function updateCollection(tx: Tx, churchId: number, id: number, values: Partial<CollectionInsert & { ordem: number }>) {
  const rows = await tx
    .update(col)
    .set(values)
    .where(and(eq(col.igrejaId, churchId), eq(col.id, id)))
    .returning({ id: col.id });
  return rows.length > 0;
}

export async function deleteCollection(tx: Tx, churchId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(col)
    .where(and(eq(col.igrejaId, churchId), eq(col.id, id)))
    .returning({ id: col.id });
  return rows.length > 0;
}

export async function setCollectionPlans(tx: Tx, churchId: number, id: number, planoIds: number[]) {
  await tx.delete(cp).where(and(eq(cp.igrejaId, churchId), eq(cp.coletaneaId, id)));
  if (planoIds.length > 0) await tx.insert(cp).values(planoIds.map((planoId) => ({ igrejaId: churchId, coletaneaId: id, planoId })));
}

/** Every content (drafts too) with its media item, in catalogue order. */
export function contentRows(tx: Tx, churchId: number, filter: { id?: number; coletaneaId?: number } = {}) {
  return tx
    .select({
      id: c.id,
      titulo: c.titulo,
      resumo: c.resumo,
      descricao: c.descricao,
      imagem: c.imagem,
      arquivo: c.arquivo,
      coletaneaId: c.coletaneaId,
      tags: c.tags,
      flagDestaque: c.flagDestaque,
      flagAtivo: c.flagAtivo,
      ordem: c.ordem,
      midiaArquivoId: c.midiaArquivoId,
      midiaNome: m.nome,
      midiaSituacao: m.situacao,
      midiaDuracao: m.duracaoSegundos,
      midiaPoster: m.poster,
    })
    .from(c)
    .leftJoin(m, and(eq(m.igrejaId, churchId), eq(m.id, c.midiaArquivoId)))
    .where(
      and(
        eq(c.igrejaId, churchId),
        filter.id === undefined ? undefined : eq(c.id, filter.id),
        filter.coletaneaId === undefined ? undefined : eq(c.coletaneaId, filter.coletaneaId),
      ),
    )
    .orderBy(asc(c.ordem), desc(c.id));
}
export type ContentAdminRow = Awaited<ReturnType<typeof contentRows>>[number];

export async function contentTally(tx: Tx, churchId: number) {
  const [row] = await tx
    .select({ n: count(), last: max(c.ordem) })
    .from(c)
    .where(eq(c.igrejaId, churchId));
  return { n: Number(row?.n ?? 0), last: row?.last ?? -1 };
}

export async function insertContent(tx: Tx, churchId: number, values: ContentInsert, ordem: number): Promise<number> {
  const [row] = await tx
    .insert(c)
    .values({ ...values, igrejaId: churchId, ordem, flagAtivo: false })
    .returning({ id: c.id });
  return row!.id;
}

export async function updateContent(
  tx: Tx,
  churchId: number,
  id: number,
  values: Partial<ContentInsert & { flagAtivo: boolean; ordem: number }>,
) {
  const rows = await tx
    .update(c)
    .set(values)
    .where(and(eq(c.igrejaId, churchId), eq(c.id, id)))
    .returning({ id: c.id });
  return rows.length > 0;
}

/** Deletes a content (members' list items go with it: foreign key on delete cascade); false when there is none. */
export async function deleteContent(tx: Tx, churchId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(c)
    .where(and(eq(c.igrejaId, churchId), eq(c.id, id)))
    .returning({ id: c.id });
  return rows.length > 0;
}

/**
 * A media item of the church (the video a content names), held FOR KEY SHARE until the commit: a delete under way is
 * waited for (then the item is gone: undefined), a later one waits for this save and then sees the content using it.
 */
export async function findChurchMedia(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select({ id: m.id, situacao: m.situacao, duracaoSegundos: m.duracaoSegundos, tipo: m.tipo })
    .from(m)
    .where(and(eq(m.igrejaId, churchId), eq(m.id, id)))
    .limit(1)
    .for('key share');
  return row;
}

export async function contentUsingMedia(tx: Tx, churchId: number, mediaId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.igrejaId, churchId), eq(c.midiaArquivoId, mediaId)))
    .limit(1);
  return row?.id;
}
