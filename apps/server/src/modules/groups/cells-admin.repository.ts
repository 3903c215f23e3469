import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { celula, celulaConfiguracao, celulaMembro, celulaSolicitacao } from './groups.schema.ts';

/**
 * SQL of the staff console's cells (cells-admin.ts), in the console's church transaction. `ids` null: every cell of
 * the church; else only those (a leader's scoped grant). Every query filters by church; row-level security again.
 */
const groupId = sql.raw('"celula"."id"');

const inScope = (churchId: number, ids: number[] | null): SQL | undefined =>
  and(eq(celula.igrejaId, churchId), ids === null ? undefined : ids.length ? inArray(celula.id, ids) : sql`false`);

const summaryColumns = {
  id: celula.id,
  nome: celula.nome,
  publico: celula.publico,
  diaSemana: celula.diaSemana,
  horario: celula.horario,
  bairro: celula.bairro,
  capacidade: celula.capacidade,
  aceitaSolicitacoes: celula.flagAceitaSolicitacao,
  flagAtivo: celula.flagAtivo,
  membros: sql<number>`(select count(*)::int from ${celulaMembro} where ${celulaMembro.celulaId} = ${groupId})`,
  pendentes: sql<number>`(select count(*)::int from ${celulaSolicitacao} where ${celulaSolicitacao.celulaId} = ${groupId} and ${celulaSolicitacao.status} = 'pendente')`,
};

export async function listAdminCells(tx: Tx, churchId: number, ids: number[] | null) {
  return tx
    .select(summaryColumns)
    .from(celula)
    .where(inScope(churchId, ids))
    .orderBy(desc(celula.flagAtivo), asc(celula.diaSemana), asc(celula.horario), asc(celula.nome));
}
export type AdminCellSummaryRow = Awaited<ReturnType<typeof listAdminCells>>[number];

export async function findAdminCell(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select({
      ...summaryColumns,
      descricao: celula.descricao,
      responsavel: celula.responsavel,
      cep: celula.cep,
      logradouro: celula.logradouro,
      numero: celula.numero,
      complemento: celula.complemento,
      cidade: celula.cidade,
      estado: celula.estado,
      latitude: celula.latitude,
      longitude: celula.longitude,
    })
    .from(celula)
    .where(and(eq(celula.igrejaId, churchId), eq(celula.id, id)))
    .limit(1);
  return row;
}
export type AdminCellRow = NonNullable<Awaited<ReturnType<typeof findAdminCell>>>;

/** The cell's members with their contacts (the console and the leader's roster). */
export async function listCellMembers(tx: Tx, churchId: number, celulaId: number) {
  return tx
    .select({
      usuarioId: usuario.id,
      nome: usuario.nome,
      sobrenome: usuario.sobrenome,
      email: usuario.email,
      telefone: usuario.telefone,
      imagem: usuario.imagem,
      desde: celulaMembro.criadoEm,
    })
    .from(celulaMembro)
    .innerJoin(usuario, and(eq(usuario.id, celulaMembro.usuarioId), eq(usuario.igrejaId, churchId)))
    .where(and(eq(celulaMembro.igrejaId, churchId), eq(celulaMembro.celulaId, celulaId)))
    .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id));
}

export type CellValues = Omit<typeof celula.$inferInsert, 'id' | 'igrejaId' | 'criadoEm' | 'imagem'>;

export async function insertCell(tx: Tx, churchId: number, values: CellValues): Promise<number> {
  const [row] = await tx
    .insert(celula)
    .values({ ...values, igrejaId: churchId })
    .returning({ id: celula.id });
  return row!.id;
}

export async function updateCell(tx: Tx, churchId: number, id: number, values: CellValues): Promise<void> {
  await tx
    .update(celula)
    .set(values)
    .where(and(eq(celula.igrejaId, churchId), eq(celula.id, id)));
}

/** Locks the member's row in the cell (a concurrent move waits); false when they are not in it. */
export async function removeMembership(tx: Tx, churchId: number, celulaId: number, usuarioId: number): Promise<boolean> {
  const rows = await tx
    .delete(celulaMembro)
    .where(and(eq(celulaMembro.igrejaId, churchId), eq(celulaMembro.celulaId, celulaId), eq(celulaMembro.usuarioId, usuarioId)))
    .returning({ id: celulaMembro.id });
  return rows.length > 0;
}

/** Adds the member to the cell (nothing if already there) and accepts their open request there, answered by `by`. */
export async function addMembership(tx: Tx, churchId: number, celulaId: number, usuarioId: number, by: number | null): Promise<void> {
  await tx.insert(celulaMembro).values({ igrejaId: churchId, celulaId, usuarioId }).onConflictDoNothing();
  await tx
    .update(celulaSolicitacao)
    .set({ status: 'aceita', respondidoPor: by, respondidoEm: sql`now()` })
    .where(
      and(
        eq(celulaSolicitacao.igrejaId, churchId),
        eq(celulaSolicitacao.celulaId, celulaId),
        eq(celulaSolicitacao.usuarioId, usuarioId),
        eq(celulaSolicitacao.status, 'pendente'),
      ),
    );
}

const answerer = alias(usuario, 'respondente');

/** Join requests of the cells in scope, newest first, with who answered. */
export async function listAdminRequests(
  tx: Tx,
  churchId: number,
  ids: number[] | null,
  q: { status?: string | undefined; celula?: number | undefined; page: number; limit: number },
) {
  const where = and(
    inScope(churchId, ids),
    eq(celulaSolicitacao.igrejaId, churchId),
    q.status ? eq(celulaSolicitacao.status, q.status) : undefined,
    q.celula ? eq(celulaSolicitacao.celulaId, q.celula) : undefined,
  );
  const base = () =>
    tx
      .select({
        id: celulaSolicitacao.id,
        celulaId: celula.id,
        celulaNome: celula.nome,
        usuarioId: usuario.id,
        nome: usuario.nome,
        sobrenome: usuario.sobrenome,
        email: usuario.email,
        mensagem: celulaSolicitacao.mensagem,
        status: celulaSolicitacao.status,
        criadoEm: celulaSolicitacao.criadoEm,
        respondidoEm: celulaSolicitacao.respondidoEm,
        respondenteId: answerer.id,
        respondenteNome: answerer.nome,
        respondenteSobrenome: answerer.sobrenome,
      })
      .from(celulaSolicitacao)
      .innerJoin(celula, and(eq(celula.id, celulaSolicitacao.celulaId), eq(celula.igrejaId, churchId)))
      .innerJoin(usuario, and(eq(usuario.id, celulaSolicitacao.usuarioId), eq(usuario.igrejaId, churchId)))
      .leftJoin(answerer, and(eq(answerer.id, celulaSolicitacao.respondidoPor), eq(answerer.igrejaId, churchId)));
  const rows = await base()
    .where(where)
    .orderBy(desc(celulaSolicitacao.criadoEm), desc(celulaSolicitacao.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await tx
    .select({ n: count() })
    .from(celulaSolicitacao)
    .innerJoin(celula, and(eq(celula.id, celulaSolicitacao.celulaId), eq(celula.igrejaId, churchId)))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findCellSettings(tx: Tx, churchId: number) {
  const [row] = await tx
    .select({ diasLembrete: celulaConfiguracao.diasLembrete })
    .from(celulaConfiguracao)
    .where(eq(celulaConfiguracao.igrejaId, churchId));
  return row;
}

export async function saveCellSettings(tx: Tx, churchId: number, diasLembrete: number): Promise<void> {
  await tx
    .insert(celulaConfiguracao)
    .values({ igrejaId: churchId, diasLembrete })
    .onConflictDoUpdate({ target: celulaConfiguracao.igrejaId, set: { diasLembrete } });
}

/** Active members of the church by e-mail, any case (the cell's leaders as the console names them). */
export async function findActiveMembersByEmail(tx: Tx, churchId: number, emails: string[]) {
  if (!emails.length) return new Map<string, number>();
  const rows = await tx
    .select({ id: usuario.id, email: sql<string>`lower(${usuario.email})` })
    .from(usuario)
    .where(
      and(
        eq(usuario.igrejaId, churchId),
        inArray(
          sql`lower(${usuario.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
        eq(usuario.flagAtivo, true),
      ),
    )
    .orderBy(asc(usuario.id));
  const byEmail = new Map<string, number>();
  for (const r of rows) if (!byEmail.has(r.email)) byEmail.set(r.email, r.id);
  return byEmail;
}
