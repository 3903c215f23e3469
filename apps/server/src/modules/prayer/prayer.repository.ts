import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { oracaoCuidado } from './prayer-moderation.schema.ts';
import { oracao, oracaoMensagem, oracaoMotivo, oracaoOrar } from './prayer.schema.ts';

/**
 * SQL of the prayer wall. Every function runs in the transaction of its use case (prayer.service.ts opens one
 * app.database.withChurch per request), so row-level security hides other churches' rows even if a filter is
 * missed, and a read of a request with its messages is one transaction.
 */

/** Who is looking, for the per-viewer columns (meu, orouHoje); undefined for visitors. */
export interface ViewerDay {
  usuarioId: number | undefined;
  /** Calendar day of the pray rule (see prayer.service.ts). */
  day: string;
}

/** The columns every viewer sees alike (the wall page is shared, see prayer-wall-cache.ts). */
const wallColumns = {
  id: oracao.id,
  idUsuario: oracao.idUsuario,
  nome: oracao.nome,
  mensagem: oracao.mensagem,
  imagem: oracao.imagem,
  idOracaoMotivo: oracao.idOracaoMotivo,
  motivo: oracaoMotivo.nome,
  quantidadeOracoes: oracao.quantidadeOracoes,
  quantidadeMensagens: sql<number>`(select count(*)::int from ${oracaoMensagem} where ${oracaoMensagem.idOracao} = ${oracao.id} and ${oracaoMensagem.status} = 'publicada')`,
  flagPublicarMural: oracao.flagPublicarMural,
  flagReceberLigacao: oracao.flagReceberLigacao,
  flagReceberVisita: oracao.flagReceberVisita,
  flagAtivo: oracao.flagAtivo,
  status: oracao.status,
  expiraEm: oracao.expiraEm,
  respondidaEm: oracao.respondidaEm,
  criadoEm: oracao.criadoEm,
};

/** What is on the wall: public, active, published (not pending nor hidden) and not expired. */
export const onWallWhere = (churchId: number) =>
  and(
    eq(oracao.igrejaId, churchId),
    eq(oracao.flagPublicarMural, true),
    eq(oracao.flagAtivo, true),
    eq(oracao.status, 'publicada'),
    or(isNull(oracao.expiraEm), gt(oracao.expiraEm, sql`now()`)),
  );

/** The shared columns plus the viewer's own "prayed today" mark. */
function prayerColumns({ usuarioId, day }: ViewerDay) {
  return {
    ...wallColumns,
    orouHoje:
      usuarioId === undefined
        ? sql<boolean>`false`
        : sql<boolean>`exists(select 1 from ${oracaoOrar} where ${oracaoOrar.idOracao} = ${oracao.id} and ${oracaoOrar.idUsuario} = ${usuarioId} and ${oracaoOrar.dia} = ${day})`,
    /** The care follow-up as its author sees it: status and the first name of whoever took it. */
    cuidadoStatus: sql<
      string | null
    >`(select ${oracaoCuidado.status} from ${oracaoCuidado} where ${oracaoCuidado.idOracao} = ${oracao.id})`,
    cuidadoResponsavel: sql<
      string | null
    >`(select u.nome from ${oracaoCuidado} join ${usuario} u on u.id = ${oracaoCuidado.idResponsavel} where ${oracaoCuidado.idOracao} = ${oracao.id})`,
  };
}
export type PrayerRow = NonNullable<Awaited<ReturnType<typeof findPrayer>>>;

export async function listActiveReasons(tx: Tx, churchId: number) {
  return tx
    .select({ id: oracaoMotivo.id, nome: oracaoMotivo.nome })
    .from(oracaoMotivo)
    .where(and(eq(oracaoMotivo.igrejaId, churchId), eq(oracaoMotivo.flagAtivo, true)))
    .orderBy(asc(oracaoMotivo.ordem), asc(oracaoMotivo.nome));
}

export async function isActiveReason(tx: Tx, churchId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: oracaoMotivo.id })
    .from(oracaoMotivo)
    .where(and(eq(oracaoMotivo.igrejaId, churchId), eq(oracaoMotivo.id, id), eq(oracaoMotivo.flagAtivo, true)))
    .limit(1);
  return row !== undefined;
}

/** A wall page as every viewer sees it alike: the rows and the wall's total. */
export interface WallPage {
  rows: WallRow[];
  total: number;
}
export type WallRow = Omit<PrayerRow, 'orouHoje' | 'cuidadoStatus' | 'cuidadoResponsavel'>;

/**
 * The public wall: published and active requests, newest first, without per-viewer columns (the page is shared by
 * everyone and cached; a member's own marks come from listPrayedToday).
 */
export async function listWall(tx: Tx, churchId: number, page: { page: number; limit: number }): Promise<WallPage> {
  const onWall = onWallWhere(churchId);
  const onWallCount = tx.select({ n: count() }).from(oracao).where(onWall);
  // The total rides on the page as an uncorrelated subquery (PostgreSQL runs it once, as an InitPlan): one
  // statement. Only a page past the end has no row to carry it, and then asks for it on its own.
  const rows = await tx
    .select({ ...wallColumns, total: sql<number>`(${onWallCount})`.mapWith(Number) })
    .from(oracao)
    .leftJoin(oracaoMotivo, eq(oracaoMotivo.id, oracao.idOracaoMotivo))
    .where(onWall)
    .orderBy(desc(oracao.criadoEm), desc(oracao.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const pageRows = rows.map(({ total: _total, ...row }) => row);
  if (rows[0]) return { rows: pageRows, total: rows[0].total };
  if (page.page === 1) return { rows: pageRows, total: 0 };
  const [total] = await onWallCount;
  return { rows: pageRows, total: total?.n ?? 0 };
}

/** Which of `prayerIds` the member has prayed for on `day` (their "prayed today" marks on a wall page). */
export async function listPrayedToday(tx: Tx, churchId: number, usuarioId: number, day: string, prayerIds: string[]): Promise<Set<string>> {
  if (prayerIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: oracaoOrar.idOracao })
    .from(oracaoOrar)
    .where(
      and(
        eq(oracaoOrar.igrejaId, churchId),
        eq(oracaoOrar.idUsuario, usuarioId),
        eq(oracaoOrar.dia, day),
        inArray(oracaoOrar.idOracao, prayerIds),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The author's own requests (published or not), newest first. */
export async function listByAuthor(tx: Tx, churchId: number, viewer: ViewerDay & { usuarioId: number }) {
  return tx
    .select(prayerColumns(viewer))
    .from(oracao)
    .leftJoin(oracaoMotivo, eq(oracaoMotivo.id, oracao.idOracaoMotivo))
    .where(and(eq(oracao.igrejaId, churchId), eq(oracao.idUsuario, viewer.usuarioId)))
    .orderBy(desc(oracao.criadoEm), desc(oracao.id));
}

export async function findPrayer(tx: Tx, churchId: number, id: string, viewer: ViewerDay) {
  const [row] = await tx
    .select(prayerColumns(viewer))
    .from(oracao)
    .leftJoin(oracaoMotivo, eq(oracaoMotivo.id, oracao.idOracaoMotivo))
    .where(and(eq(oracao.igrejaId, churchId), eq(oracao.id, id)))
    .limit(1);
  return row;
}

/** Published supportive messages of a request, oldest first, with each writer's current first name. */
export async function listMessages(tx: Tx, churchId: number, prayerId: string) {
  return tx
    .select({
      id: oracaoMensagem.id,
      idUsuario: oracaoMensagem.idUsuario,
      nome: usuario.nome,
      mensagem: oracaoMensagem.mensagem,
      criadoEm: oracaoMensagem.criadoEm,
    })
    .from(oracaoMensagem)
    .innerJoin(usuario, eq(usuario.id, oracaoMensagem.idUsuario))
    .where(and(eq(oracaoMensagem.igrejaId, churchId), eq(oracaoMensagem.idOracao, prayerId), eq(oracaoMensagem.status, 'publicada')))
    .orderBy(asc(oracaoMensagem.criadoEm), asc(oracaoMensagem.id));
}

/** The request's messages the wall counts (published ones), in the caller's transaction. */
export async function countShownMessages(tx: Tx, churchId: number, prayerId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(oracaoMensagem)
    .where(and(eq(oracaoMensagem.igrejaId, churchId), eq(oracaoMensagem.idOracao, prayerId), eq(oracaoMensagem.status, 'publicada')));
  return row?.n ?? 0;
}

export interface NewPrayer {
  idUsuario: number;
  mensagem: string;
  idOracaoMotivo?: number | undefined;
  imagem: string | null;
  flagPublicarMural: boolean;
  flagReceberLigacao: boolean;
  flagReceberVisita: boolean;
  /** 'pendente' when the church publishes after approval (a public request), else 'publicada'. */
  status: 'publicada' | 'pendente';
  expiraEm: Date;
}

/** Inserts a request; `nome` is a snapshot of the author's first name at this moment. Returns its id. */
export async function insertPrayer(tx: Tx, churchId: number, values: NewPrayer): Promise<string> {
  const [author] = await tx.select({ nome: usuario.nome }).from(usuario).where(eq(usuario.id, values.idUsuario)).limit(1);
  if (!author) throw new Error('author not found');
  const [row] = await tx
    .insert(oracao)
    .values({ ...values, igrejaId: churchId, nome: author.nome })
    .returning({ id: oracao.id });
  return row!.id;
}

export async function insertMessage(tx: Tx, churchId: number, values: { idOracao: string; idUsuario: number; mensagem: string }) {
  const [row] = await tx
    .insert(oracaoMensagem)
    .values({ ...values, igrejaId: churchId })
    .returning({ id: oracaoMensagem.id, mensagem: oracaoMensagem.mensagem, criadoEm: oracaoMensagem.criadoEm });
  const [author] = await tx.select({ nome: usuario.nome }).from(usuario).where(eq(usuario.id, values.idUsuario)).limit(1);
  return { ...row!, nome: author?.nome ?? '' };
}

/**
 * Counts one prayer of `usuarioId` for `day`, atomically: the (prayer, member, day) primary key makes
 * the insert a no-op for a repeated tap, and the counter only moves when a row was really inserted.
 * Returns the request's count afterwards.
 */
export async function recordPray(tx: Tx, churchId: number, prayerId: string, usuarioId: number, day: string): Promise<number> {
  const inserted = await tx
    .insert(oracaoOrar)
    .values({ igrejaId: churchId, idOracao: prayerId, idUsuario: usuarioId, dia: day })
    .onConflictDoNothing()
    .returning({ dia: oracaoOrar.dia });
  const counter = inserted.length
    ? tx
        .update(oracao)
        .set({ quantidadeOracoes: sql`${oracao.quantidadeOracoes} + 1` })
        .where(and(eq(oracao.igrejaId, churchId), eq(oracao.id, prayerId)))
        .returning({ n: oracao.quantidadeOracoes })
    : tx
        .select({ n: oracao.quantidadeOracoes })
        .from(oracao)
        .where(and(eq(oracao.igrejaId, churchId), eq(oracao.id, prayerId)));
  const [row] = await counter;
  return row?.n ?? 0;
}

/** Deletes a request; its messages and pray rows go with it (ON DELETE CASCADE). Returns its image path. */
export async function deletePrayer(tx: Tx, churchId: number, id: string): Promise<string | null> {
  const [row] = await tx
    .delete(oracao)
    .where(and(eq(oracao.igrejaId, churchId), eq(oracao.id, id)))
    .returning({ imagem: oracao.imagem });
  return row?.imagem ?? null;
}
