import { PRAYER_SETTINGS_DEFAULTS, type TAdminPrayerSettings } from '@congrega/contract/admin/prayer';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { oracaoConfig, oracaoDenuncia } from './prayer-moderation.schema.ts';
import { oracao, oracaoMensagem, oracaoMotivo } from './prayer.schema.ts';

/**
 * SQL of prayer moderation (issue 34): the church's settings, the members' reports and the moderators' changes.
 * Every function runs in its use case's transaction (row-level security backs the church filter).
 */

export async function findSettings(tx: Tx, churchId: number): Promise<TAdminPrayerSettings> {
  const [row] = await tx
    .select({
      flagAprovacao: oracaoConfig.flagAprovacao,
      diasExpiracao: oracaoConfig.diasExpiracao,
      limiteDenuncias: oracaoConfig.limiteDenuncias,
    })
    .from(oracaoConfig)
    .where(eq(oracaoConfig.igrejaId, churchId))
    .limit(1);
  return row ?? { ...PRAYER_SETTINGS_DEFAULTS };
}

export async function saveSettings(tx: Tx, churchId: number, values: TAdminPrayerSettings): Promise<void> {
  await tx
    .insert(oracaoConfig)
    .values({ igrejaId: churchId, ...values })
    .onConflictDoUpdate({ target: oracaoConfig.igrejaId, set: { ...values, atualizadoEm: sql`now()` } });
}

// --- Reports -------------------------------------------------------------------------------------------------------

export type ReportTarget = { idOracao: string } | { idMensagem: number };

const targetWhere = (churchId: number, target: ReportTarget): SQL =>
  and(
    eq(oracaoDenuncia.igrejaId, churchId),
    'idOracao' in target ? eq(oracaoDenuncia.idOracao, target.idOracao) : eq(oracaoDenuncia.idMensagem, target.idMensagem),
  )!;

/** Locks the reported row, so concurrent reports count one after the other (the threshold is crossed once). */
export async function lockReportTarget(tx: Tx, churchId: number, target: ReportTarget): Promise<void> {
  if ('idOracao' in target)
    await tx
      .select({ id: oracao.id })
      .from(oracao)
      .where(and(eq(oracao.igrejaId, churchId), eq(oracao.id, target.idOracao)))
      .for('update');
  else
    await tx
      .select({ id: oracaoMensagem.id })
      .from(oracaoMensagem)
      .where(and(eq(oracaoMensagem.igrejaId, churchId), eq(oracaoMensagem.id, target.idMensagem)))
      .for('update');
}

/** Records a member's report (a repeat is a no-op) and answers the item's unresolved reports afterwards. */
export async function recordReport(tx: Tx, churchId: number, target: ReportTarget, idUsuario: number): Promise<number> {
  await tx
    .insert(oracaoDenuncia)
    .values({ igrejaId: churchId, idUsuario, ...target })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ n: count() })
    .from(oracaoDenuncia)
    .where(and(targetWhere(churchId, target), isNull(oracaoDenuncia.resolvidaEm)));
  return row?.n ?? 0;
}

/** A moderator decided on the item: its open reports stop counting. */
export async function resolveReports(tx: Tx, churchId: number, target: ReportTarget): Promise<void> {
  await tx
    .update(oracaoDenuncia)
    .set({ resolvidaEm: sql`now()` })
    .where(and(targetWhere(churchId, target), isNull(oracaoDenuncia.resolvidaEm)));
}

const openReportsOf = (column: SQL) =>
  sql<number>`(select count(*)::int from ${oracaoDenuncia} where ${column} and ${oracaoDenuncia.resolvidaEm} is null)`;

// --- Requests ------------------------------------------------------------------------------------------------------

const moderatedColumns = {
  id: oracao.id,
  idUsuario: oracao.idUsuario,
  nome: oracao.nome,
  mensagem: oracao.mensagem,
  imagem: oracao.imagem,
  motivo: oracaoMotivo.nome,
  status: oracao.status,
  denuncias: openReportsOf(sql`${oracaoDenuncia.idOracao} = ${oracao.id}`),
  respondidaEm: oracao.respondidaEm,
  quantidadeOracoes: oracao.quantidadeOracoes,
  expiraEm: oracao.expiraEm,
  criadoEm: oracao.criadoEm,
};
export type ModeratedRow = Awaited<ReturnType<typeof findModerated>> & object;

/** Public requests only: a private one never reaches the wall and is the care queue's. */
const publicWhere = (churchId: number) =>
  and(eq(oracao.igrejaId, churchId), eq(oracao.flagPublicarMural, true), eq(oracao.flagAtivo, true));

export async function findModerated(tx: Tx, churchId: number, id: string) {
  const [row] = await tx
    .select(moderatedColumns)
    .from(oracao)
    .leftJoin(oracaoMotivo, eq(oracaoMotivo.id, oracao.idOracaoMotivo))
    .where(and(publicWhere(churchId), eq(oracao.id, id)))
    .limit(1);
  return row;
}

export type QueueName = 'pendentes' | 'denunciadas' | 'todas';

/** A page of the queue: pending ones oldest first (first come, first served), the others newest first. */
export async function listQueue(tx: Tx, churchId: number, fila: QueueName, page: { offset: number; limit: number }) {
  const reported = sql`exists(select 1 from ${oracaoDenuncia} where ${oracaoDenuncia.idOracao} = ${oracao.id} and ${oracaoDenuncia.resolvidaEm} is null)`;
  const where = and(
    publicWhere(churchId),
    fila === 'pendentes' ? eq(oracao.status, 'pendente') : fila === 'denunciadas' ? reported : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select(moderatedColumns)
      .from(oracao)
      .leftJoin(oracaoMotivo, eq(oracaoMotivo.id, oracao.idOracaoMotivo))
      .where(where)
      .orderBy(fila === 'pendentes' ? asc(oracao.criadoEm) : desc(oracao.criadoEm), asc(oracao.id))
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ n: count() }).from(oracao).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function setPrayerStatus(tx: Tx, churchId: number, id: string, status: 'publicada' | 'oculta'): Promise<void> {
  await tx
    .update(oracao)
    .set({ status })
    .where(and(eq(oracao.igrejaId, churchId), eq(oracao.id, id)));
}

/** Hides a published request whose reports reached the threshold (a pending one stays pending). */
export async function hideIfPublished(tx: Tx, churchId: number, id: string): Promise<void> {
  await tx
    .update(oracao)
    .set({ status: 'oculta' })
    .where(and(eq(oracao.igrejaId, churchId), eq(oracao.id, id), eq(oracao.status, 'publicada')));
}

export async function editPrayer(tx: Tx, churchId: number, id: string, values: { nome: string; mensagem: string }): Promise<void> {
  await tx
    .update(oracao)
    .set(values)
    .where(and(eq(oracao.igrejaId, churchId), eq(oracao.id, id)));
}

export async function setAnswered(tx: Tx, churchId: number, id: string, answered: boolean): Promise<void> {
  await tx
    .update(oracao)
    .set({ respondidaEm: answered ? sql`coalesce(${oracao.respondidaEm}, now())` : null })
    .where(and(eq(oracao.igrejaId, churchId), eq(oracao.id, id)));
}

/** The author keeps a request on the wall `days` more from now (one that never expires stays so). */
export async function extendExpiry(tx: Tx, churchId: number, id: string, days: number): Promise<void> {
  await tx
    .update(oracao)
    .set({ expiraEm: sql`now() + make_interval(days => ${days})` })
    .where(and(eq(oracao.igrejaId, churchId), eq(oracao.id, id), isNotNull(oracao.expiraEm)));
}

// --- Messages ------------------------------------------------------------------------------------------------------

const messageColumns = {
  id: oracaoMensagem.id,
  idOracao: oracaoMensagem.idOracao,
  idUsuario: oracaoMensagem.idUsuario,
  nome: usuario.nome,
  mensagem: oracaoMensagem.mensagem,
  status: oracaoMensagem.status,
  denuncias: openReportsOf(sql`${oracaoDenuncia.idMensagem} = ${oracaoMensagem.id}`),
  criadoEm: oracaoMensagem.criadoEm,
};
export type MessageRow = Awaited<ReturnType<typeof findMessage>> & object;

export async function findMessage(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select(messageColumns)
    .from(oracaoMensagem)
    .innerJoin(usuario, eq(usuario.id, oracaoMensagem.idUsuario))
    .where(and(eq(oracaoMensagem.igrejaId, churchId), eq(oracaoMensagem.id, id)))
    .limit(1);
  return row;
}

/** Messages with unresolved reports, oldest report first (at most 100: a queue, not an archive). */
export function listReportedMessages(tx: Tx, churchId: number) {
  return tx
    .select(messageColumns)
    .from(oracaoMensagem)
    .innerJoin(usuario, eq(usuario.id, oracaoMensagem.idUsuario))
    .where(
      and(
        eq(oracaoMensagem.igrejaId, churchId),
        sql`exists(select 1 from ${oracaoDenuncia} where ${oracaoDenuncia.idMensagem} = ${oracaoMensagem.id} and ${oracaoDenuncia.resolvidaEm} is null)`,
      ),
    )
    .orderBy(asc(oracaoMensagem.criadoEm))
    .limit(100);
}

export async function setMessageStatus(tx: Tx, churchId: number, id: number, status: 'publicada' | 'oculta'): Promise<void> {
  await tx
    .update(oracaoMensagem)
    .set({ status })
    .where(and(eq(oracaoMensagem.igrejaId, churchId), eq(oracaoMensagem.id, id)));
}
