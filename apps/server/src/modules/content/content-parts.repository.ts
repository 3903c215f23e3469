import { and, asc, count, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { igreja } from '../../db/church-table.ts';
import { stateOf } from './content-authoring.repository.ts';
import { columnsOf } from './content.repository.ts';
import { ebd, ebdLicao, ministerio, ministerioProjeto, publicacao, publicacaoTipo } from './content.schema.ts';

/**
 * SQL of the parts the console's content kinds hold (content-parts.ts): rows of a church table, of a parent item
 * when the part has one (a quarter's classes and lessons) or of the church (publication types), by their table's
 * property names; and the lookups the kinds' rules need. Run in the use case's church transaction, filtered by church.
 */
export interface PartTable {
  table: PgTable;
  id: AnyPgColumn;
  igrejaId: AnyPgColumn;
  parent?: AnyPgColumn;
  /** field -> column, as the answer names them (the body's fields are the table's property names). */
  columns: Record<string, AnyPgColumn>;
  orderBy: AnyPgColumn[];
}

const scope = (part: PartTable, churchId: number, parentId: number | undefined) =>
  and(eq(part.igrejaId, churchId), part.parent && parentId !== undefined ? eq(part.parent, parentId) : undefined);

export async function listParts(tx: Tx, part: PartTable, churchId: number, parentId?: number) {
  return (await tx
    .select(part.columns)
    .from(part.table)
    .where(scope(part, churchId, parentId))
    .orderBy(...part.orderBy.map((col) => asc(col)), asc(part.id))) as Array<Record<string, unknown>>;
}

export async function findPart(tx: Tx, part: PartTable, churchId: number, id: number, parentId?: number) {
  const [row] = await tx
    .select(part.columns)
    .from(part.table)
    .where(and(scope(part, churchId, parentId), eq(part.id, id)))
    .limit(1);
  return row as Record<string, unknown> | undefined;
}

export async function insertPart(tx: Tx, part: PartTable, churchId: number, values: Record<string, unknown>, parentId?: number) {
  const parentProp = part.parent && Object.entries(columnsOf(part.table)).find(([, c]) => c === part.parent)![0];
  const [row] = await tx
    .insert(part.table)
    .values({ ...values, igrejaId: churchId, ...(parentProp ? { [parentProp]: parentId } : {}) } as never)
    .returning({ id: part.id });
  return (row as { id: number }).id;
}

export async function updatePart(
  tx: Tx,
  part: PartTable,
  churchId: number,
  id: number,
  values: Record<string, unknown>,
  parentId?: number,
) {
  const rows = await tx
    .update(part.table)
    .set(values as never)
    .where(and(scope(part, churchId, parentId), eq(part.id, id)))
    .returning({ id: part.id });
  return rows.length > 0;
}

export async function deletePart(tx: Tx, part: PartTable, churchId: number, id: number, parentId?: number) {
  const rows = await tx
    .delete(part.table)
    .where(and(scope(part, churchId, parentId), eq(part.id, id)))
    .returning({ id: part.id });
  return rows.length > 0;
}

// ---- the kinds' lookups ----

const exists = async (tx: Tx, table: PgTable, idCol: AnyPgColumn, churchCol: AnyPgColumn, churchId: number, id: number) =>
  (
    await tx
      .select({ id: idCol })
      .from(table)
      .where(and(eq(churchCol, churchId), eq(idCol, id)))
      .limit(1)
  ).length > 0;

export const publicationTypeExists = (tx: Tx, churchId: number, id: number) =>
  exists(tx, publicacaoTipo, publicacaoTipo.id, publicacaoTipo.igrejaId, churchId, id);

export const ministryExists = (tx: Tx, churchId: number, id: number) =>
  exists(tx, ministerio, ministerio.id, ministerio.igrejaId, churchId, id);

/** How many publications (any state) each of the church's types has. */
export async function publicationCounts(tx: Tx, churchId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ tipoId: publicacao.tipoId, n: count() })
    .from(publicacao)
    .where(eq(publicacao.igrejaId, churchId))
    .groupBy(publicacao.tipoId);
  return new Map(rows.map((r) => [r.tipoId, Number(r.n)]));
}

/** The place after the ministry's last project. */
export async function nextProjectOrder(tx: Tx, churchId: number, ministryId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(ministerioProjeto.ordem) })
    .from(ministerioProjeto)
    .where(and(eq(ministerioProjeto.igrejaId, churchId), eq(ministerioProjeto.ministerioId, ministryId)));
  return (row?.last ?? 0) + 1;
}

/** A ministry's projects in the member pages' order (ordem, then newest first), with their console state. */
export async function ministryProjects(tx: Tx, churchId: number, ministryId: number) {
  const c = columnsOf(ministerioProjeto);
  return tx
    .select({ id: ministerioProjeto.id, titulo: ministerioProjeto.titulo, estado: stateOf(c), ordem: ministerioProjeto.ordem })
    .from(ministerioProjeto)
    .where(and(eq(ministerioProjeto.igrejaId, churchId), eq(ministerioProjeto.ministerioId, ministryId)))
    .orderBy(asc(ministerioProjeto.ordem), desc(ministerioProjeto.dataPublicacao), desc(ministerioProjeto.id));
}

/** Each project named gets its place (1, 2, ...) in one statement. */
export async function setProjectOrder(tx: Tx, churchId: number, ministryId: number, ids: number[]) {
  const places = sql.join(
    ids.map((id, i) => sql`when ${id}::integer then ${i + 1}::integer`),
    sql` `,
  );
  await tx
    .update(ministerioProjeto)
    .set({ ordem: sql`case ${ministerioProjeto.id} ${places} end`, atualizadoEm: sql`now()` })
    .where(
      and(eq(ministerioProjeto.igrejaId, churchId), eq(ministerioProjeto.ministerioId, ministryId), inArray(ministerioProjeto.id, ids)),
    );
}

/** Whether the quarter shows on the member pages now (published: not a draft, on, dated now or earlier). */
export async function quarterShowing(tx: Tx, churchId: number, quarterId: number): Promise<{ titulo: string } | undefined> {
  const [row] = await tx
    .select({ titulo: ebd.titulo })
    .from(ebd)
    .where(
      and(
        eq(ebd.igrejaId, churchId),
        eq(ebd.id, quarterId),
        eq(ebd.rascunho, false),
        eq(ebd.flagAtivo, true),
        sql`${ebd.dataPublicacao} <= now()`,
      ),
    );
  return row;
}

/** Whether the quarter is published (not a draft, on), showing now or at a time still ahead. */
export async function quarterPublished(tx: Tx, churchId: number, quarterId: number): Promise<{ dataPublicacao: Date } | undefined> {
  const [row] = await tx
    .select({ dataPublicacao: ebd.dataPublicacao })
    .from(ebd)
    .where(and(eq(ebd.igrejaId, churchId), eq(ebd.id, quarterId), eq(ebd.rascunho, false), eq(ebd.flagAtivo, true)));
  return row;
}

/**
 * The lesson's quarter shows on the member pages now (the outer row's names written out: inside the subquery a
 * column's bare name would be the quarter's).
 */
const quarterShowsNow = sql`exists (select 1 from "ebd" q where q."id" = "ebd_licao"."ebd_id" and q."igreja_id" = "ebd_licao"."igreja_id"
  and q."rascunho" = false and q."flag_ativo" = true and q."data_publicacao" <= now())`;

/** A scheduled lesson whose time arrived, not notified yet (the publish job's work). */
const dueScheduled = and(
  eq(ebdLicao.rascunho, false),
  isNull(ebdLicao.notificadoEm),
  isNotNull(ebdLicao.publicarEm),
  sql`${ebdLicao.publicarEm} <= now()`,
  quarterShowsNow,
);

/**
 * Claims lesson notices: `notificado_em` is set in the same UPDATE that returns the rows, only while it is null, so
 * of two publishes (or job runs, on any copies) at once only one notifies. With `lesson`, that published lesson of
 * the quarter (published now); without, every scheduled lesson of the church whose time arrived, its quarter showing.
 */
export async function claimLessonNotices(tx: Tx, churchId: number, lesson?: { quarterId: number; id: number }) {
  return tx
    .update(ebdLicao)
    .set({ notificadoEm: sql`now()` })
    .where(
      and(
        eq(ebdLicao.igrejaId, churchId),
        lesson
          ? and(
              eq(ebdLicao.ebdId, lesson.quarterId),
              eq(ebdLicao.id, lesson.id),
              eq(ebdLicao.rascunho, false),
              isNull(ebdLicao.notificadoEm),
            )
          : dueScheduled,
      ),
    )
    .returning({ id: ebdLicao.id, titulo: ebdLicao.titulo, ebdId: ebdLicao.ebdId });
}

/** The churches (id and code) with a scheduled lesson due (owner connection: every church). */
export async function churchesWithDueLessons(db: Db): Promise<Array<{ id: number; codigo: string }>> {
  return db
    .selectDistinct({ id: igreja.id, codigo: igreja.codigo })
    .from(ebdLicao)
    .innerJoin(igreja, eq(igreja.id, ebdLicao.igrejaId))
    .where(dueScheduled);
}

/** The titles of the church's quarters named (the notices' bodies). */
export async function quarterTitles(tx: Tx, churchId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: ebd.id, titulo: ebd.titulo })
    .from(ebd)
    .where(and(eq(ebd.igrejaId, churchId), inArray(ebd.id, ids)));
  return new Map(rows.map((r) => [r.id, r.titulo]));
}
