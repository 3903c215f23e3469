import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cartaoSalvo } from '../payments/payments.schema.ts';
import { staffGrant } from '../admin/admin.schema.ts';
import { usuario, usuarioRole } from '../accounts/accounts.schema.ts';
import type { MemberPatch } from './member-merge-profile.ts';

/**
 * Moving what one client account holds at a church to another (People "merge duplicates"), driven by the database's
 * own catalogue so that a table added later is covered without anyone remembering it: every foreign key to
 * `usuario(id)` is a column whose rows move (`member-merge.test.ts` walks the catalogue and proves it). Where a
 * unique index holds the member column (one card per member, one membership per group, one saved card per
 * fingerprint...), the closed record's row that would clash with the kept one's is dropped, after every foreign key
 * that points at it has been pointed at the kept row instead (a recurring gift on the duplicate's copy of the same
 * card follows it to the kept copy). Table, column and index names come from the catalogue and are quoted as
 * identifiers; a partial index's predicate is the catalogue's own text of our migrations.
 */

/** A client account as stored (the merge reads both records whole). */
export type MemberRow = typeof usuario.$inferSelect;

export interface MemberReference {
  table: string;
  column: string;
}

interface UniqueOn {
  name: string;
  /** The index's other columns (the member column left out). */
  others: string[];
  predicate: string | null;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(tx: Tx, query: SQL): Promise<T[]> => ((await tx.execute(query)) as unknown as Rows<T>).rows;
const id = (name: string) => sql.identifier(name);

/** Every column of the schema that references `usuario(id)` (single-column foreign keys), in table order. */
export function memberReferences(tx: Tx): Promise<MemberReference[]> {
  return rowsOf<MemberReference>(
    tx,
    sql`select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'public.usuario'::regclass and cardinality(c.conkey) = 1
      order by 1, 2`,
  ).then((rows) => rows.map((r) => ({ table: r.table.replace(/^public\./, ''), column: r.column })));
}

async function uniquesOn(tx: Tx, ref: MemberReference): Promise<UniqueOn[]> {
  const rows = await rowsOf<{ name: string; cols: string[]; predicate: string | null }>(
    tx,
    sql`select i.indexrelid::regclass::text as name,
        array(select a.attname::text from unnest(i.indkey::int2[]) k join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k) as cols,
        pg_get_expr(i.indpred, i.indrelid) as predicate
      from pg_index i where i.indrelid = ${`public.${ref.table}`}::regclass and i.indisunique`,
  );
  return rows
    .filter((r) => r.cols.includes(ref.column))
    .map((r) => ({ name: r.name, others: r.cols.filter((c) => c !== ref.column), predicate: r.predicate }));
}

/** The table's one-column primary key, or null (a table keyed otherwise drops its clashing rows without repointing). */
async function primaryKey(tx: Tx, table: string): Promise<string | null> {
  const [row] = await rowsOf<{ column: string }>(
    tx,
    sql`select a.attname as "column" from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
      where i.indrelid = ${`public.${table}`}::regclass and i.indisprimary and i.indnatts = 1`,
  );
  return row?.column ?? null;
}

/** Foreign keys pointing at a table's rows (single-column), to repoint before a clashing row is dropped. */
function referencesTo(tx: Tx, table: string): Promise<MemberReference[]> {
  return rowsOf<MemberReference>(
    tx,
    sql`select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = ${`public.${table}`}::regclass and cardinality(c.conkey) = 1`,
  ).then((rows) => rows.map((r) => ({ table: r.table.replace(/^public\./, ''), column: r.column })));
}

/**
 * Unique indexes whose clash refuses the merge instead of dropping a row: two current Play subscriptions are two
 * things someone pays for, which staff must settle first (the error code the console shows).
 */
const REFUSING_CLASHES: Record<string, 'PERSON_MERGE_PLAY'> = { usuario_plano_assinatura_vigente_uq: 'PERSON_MERGE_PLAY' };

export interface MergeMembers {
  churchId: number;
  /** The record closed. */
  from: number;
  /** The record kept. */
  into: number;
}

/** The member's rows of a table at the church, within a partial index's predicate; `key` is the row's key as `key`. */
const scoped = (ref: MemberReference, key: SQL, churchId: number, member: number, predicate: string | null) =>
  sql`select *, ${key} as key from ${id(ref.table)} where igreja_id = ${churchId} and ${id(ref.column)} = ${member}${
    predicate ? sql.raw(` and (${predicate})`) : sql``
  }`;

/** Pairs (closed row, kept row) of one unique index that would clash once the member column moves. */
function clashes(tx: Tx, ref: MemberReference, unique: UniqueOn, key: SQL, m: MergeMembers) {
  const on =
    unique.others.length > 0
      ? sql.join(
          unique.others.map((c) => sql`k.${id(c)} = d.${id(c)}`),
          sql` and `,
        )
      : sql`true`;
  return rowsOf<{ dup: string; kept: string }>(
    tx,
    sql`select d.key as dup, k.key as kept from (${scoped(ref, key, m.churchId, m.from, unique.predicate)}) d
      join (${scoped(ref, key, m.churchId, m.into, unique.predicate)}) k on ${on}`,
  );
}

export type MergeBlock = 'PERSON_MERGE_PLAY' | 'PERSON_MERGE_STAFF';

/**
 * Roles of the church's staff (the spec's): a record holding one, or any staff grant, is not merged (PERSON_MERGE_STAFF)
 * until its access is removed: a merge must never hand one login another's access, nor a staff member's login
 * someone else's data.
 */
const STAFF_ROLES = ['ROLE_ADMIN', 'ROLE_ADMIN_CONTENT', 'ROLE_SUPER_ADMIN'];

async function holdsStaffAccess(tx: Tx, m: MergeMembers): Promise<boolean> {
  const ids = [m.from, m.into];
  const [grant] = await tx
    .select({ id: staffGrant.id })
    .from(staffGrant)
    .where(and(eq(staffGrant.igrejaId, m.churchId), inArray(staffGrant.usuarioId, ids)))
    .limit(1);
  if (grant) return true;
  const [role] = await tx
    .select({ id: usuarioRole.id })
    .from(usuarioRole)
    .where(and(eq(usuarioRole.igrejaId, m.churchId), inArray(usuarioRole.usuarioId, ids), inArray(usuarioRole.role, STAFF_ROLES)))
    .limit(1);
  return role !== undefined;
}

/** What refuses merging the two (staff access on either, a clash of REFUSING_CLASHES), or null. */
export async function mergeBlock(tx: Tx, m: MergeMembers): Promise<MergeBlock | null> {
  if (await holdsStaffAccess(tx, m)) return 'PERSON_MERGE_STAFF';
  for (const ref of await memberReferences(tx)) {
    for (const unique of await uniquesOn(tx, ref)) {
      const code = REFUSING_CLASHES[unique.name];
      if (code && (await clashes(tx, ref, unique, sql`ctid::text`, m)).length > 0) return code;
    }
  }
  return null;
}

/** How many rows of each referencing column name the member (the preview's counts), tables with none left out. */
export async function countMemberRows(tx: Tx, churchId: number, usuarioId: number): Promise<{ tabela: string; quantidade: number }[]> {
  const refs = await memberReferences(tx);
  if (refs.length === 0) return [];
  const counts = sql.join(
    refs.map(
      (r) =>
        sql`select ${r.table}::text as tabela, count(*)::int as quantidade from ${id(r.table)} where igreja_id = ${churchId} and ${id(r.column)} = ${usuarioId}`,
    ),
    sql` union all `,
  );
  const rows = await rowsOf<{ tabela: string; quantidade: number }>(
    tx,
    sql`select tabela, sum(quantidade)::int as quantidade from (${counts}) c group by tabela order by tabela`,
  );
  return rows.filter((r) => r.quantidade > 0);
}

/**
 * Moves every row naming `from` to `into` at the church (inside the caller's transaction, both members locked),
 * answering the rows moved per table; a clashing row of `from` is dropped (counted apart) once what pointed at it
 * points at the kept row.
 */
export async function moveMemberRows(tx: Tx, m: MergeMembers): Promise<{ tabela: string; quantidade: number }[]> {
  const moved = new Map<string, number>();
  // Saved cards stay with the login that saved them: the closed record's go (its recurring gifts keep their own
  // card token and move with the rest).
  await tx.delete(cartaoSalvo).where(and(eq(cartaoSalvo.igrejaId, m.churchId), eq(cartaoSalvo.idUsuario, m.from)));
  for (const ref of await memberReferences(tx)) {
    const uniques = await uniquesOn(tx, ref);
    if (uniques.length > 0) {
      // The row's key: its primary key, or its physical address for a table without one (read as text; the
      // statements below hand it back as a parameter, whose type PostgreSQL takes from the column).
      const pk = await primaryKey(tx, ref.table);
      const key = pk ? sql`${id(pk)}::text` : sql`ctid::text`;
      const target = pk ? id(pk) : sql`ctid`;
      const pointing = pk ? await referencesTo(tx, ref.table) : [];
      for (const unique of uniques) {
        for (const pair of await clashes(tx, ref, unique, key, m)) {
          for (const p of pointing) {
            await tx.execute(sql`update ${id(p.table)} set ${id(p.column)} = ${pair.kept} where ${id(p.column)} = ${pair.dup}`);
          }
          await tx.execute(sql`delete from ${id(ref.table)} where ${target} = ${pair.dup}`);
        }
      }
    }
    const result = await rowsOf<{ n: number }>(
      tx,
      sql`with moved as (update ${id(ref.table)} set ${id(ref.column)} = ${m.into}
        where igreja_id = ${m.churchId} and ${id(ref.column)} = ${m.from} returning 1) select count(*)::int as n from moved`,
    );
    const n = result[0]?.n ?? 0;
    if (n > 0) moved.set(ref.table, (moved.get(ref.table) ?? 0) + n);
  }
  return [...moved].map(([tabela, quantidade]) => ({ tabela, quantidade })).sort((a, b) => a.tabela.localeCompare(b.tabela));
}

/** Both client accounts of the church, locked in id order for a merge (two merges of one pair wait on each other). */
export function findMembers(tx: Tx, churchId: number, ids: [number, number], lock: boolean): Promise<MemberRow[]> {
  const query = tx
    .select()
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), inArray(usuario.id, ids)))
    .orderBy(asc(usuario.id));
  return lock ? query.for('update') : query;
}

/** The kept record's filled fields. The CPF is unique at the church: the closed record lets go of it first. */
export async function applyMemberPatch(tx: Tx, churchId: number, m: MergeMembers, patch: MemberPatch, now: Date): Promise<void> {
  if (patch.cpf)
    await tx
      .update(usuario)
      .set({ cpf: null })
      .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, m.from)));
  // The photo now belongs to the kept record: the closed one's erasure must not delete its file.
  if (patch.imagem)
    await tx
      .update(usuario)
      .set({ imagem: null })
      .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, m.from)));
  if (Object.keys(patch).length === 0) return;
  await tx
    .update(usuario)
    .set({ ...patch, atualizadoEm: now })
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, m.into)));
}
