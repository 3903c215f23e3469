import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conta, usuario } from '../accounts/accounts.schema.ts';
import { auditoria } from './admin.schema.ts';

/** SQL of the audit log: insert and read only (the table refuses anything else). */
export interface AuditInsert {
  atorContaId: number;
  area: string;
  entidade: string;
  entidadeId?: string | null;
  acao: string;
  antes?: unknown;
  depois?: unknown;
  requestId?: string | null;
  ip?: string | null;
}

export async function insertAudit(tx: Tx, churchId: number, rows: AuditInsert | AuditInsert[]): Promise<void> {
  const list = Array.isArray(rows) ? rows : [rows];
  if (!list.length) return;
  await tx.insert(auditoria).values(
    list.map((r) => ({
      igrejaId: churchId,
      atorContaId: r.atorContaId,
      area: r.area,
      entidade: r.entidade,
      entidadeId: r.entidadeId ?? null,
      acao: r.acao,
      antes: r.antes ?? null,
      depois: r.depois ?? null,
      requestId: r.requestId ?? null,
      ip: r.ip ?? null,
    })),
  );
}

export interface AuditFilter {
  ator?: number;
  area?: string;
  entidade?: string;
  entidadeId?: string;
  /** Instants (the church's calendar days already converted). */
  from?: Date;
  until?: Date;
}

function where(churchId: number, f: AuditFilter) {
  return and(
    eq(auditoria.igrejaId, churchId),
    f.ator === undefined ? undefined : eq(auditoria.atorContaId, f.ator),
    f.area === undefined ? undefined : eq(auditoria.area, f.area),
    f.entidade === undefined ? undefined : eq(auditoria.entidade, f.entidade),
    f.entidadeId === undefined ? undefined : eq(auditoria.entidadeId, f.entidadeId),
    f.from === undefined ? undefined : gte(auditoria.em, f.from),
    f.until === undefined ? undefined : lt(auditoria.em, f.until),
  );
}

/** A page of the log, newest first, with the actor's name at this church (the pseudonym after an erasure). */
export async function listAudit(tx: Tx, churchId: number, f: AuditFilter, page: { offset: number; limit: number }) {
  const rows = await tx
    .select({
      id: auditoria.id,
      em: auditoria.em,
      atorContaId: auditoria.atorContaId,
      atorNome: sql<string | null>`coalesce(nullif(trim(${usuario.nome} || ' ' || ${usuario.sobrenome}), ''), ${conta.email})`,
      area: auditoria.area,
      entidade: auditoria.entidade,
      entidadeId: auditoria.entidadeId,
      acao: auditoria.acao,
      antes: auditoria.antes,
      depois: auditoria.depois,
      requestId: auditoria.requestId,
      ip: auditoria.ip,
    })
    .from(auditoria)
    .leftJoin(conta, eq(conta.id, auditoria.atorContaId))
    .leftJoin(usuario, and(eq(usuario.igrejaId, auditoria.igrejaId), eq(usuario.contaId, auditoria.atorContaId)))
    .where(where(churchId, f))
    .orderBy(desc(auditoria.em), desc(auditoria.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await tx.select({ n: count() }).from(auditoria).where(where(churchId, f));
  return { rows, total: total?.n ?? 0 };
}

/** The rows an account wrote at the church (its data export). */
export function auditRowsOfActor(tx: Tx, churchId: number, contaId: number) {
  return tx
    .select({
      em: auditoria.em,
      area: auditoria.area,
      entidade: auditoria.entidade,
      entidadeId: auditoria.entidadeId,
      acao: auditoria.acao,
    })
    .from(auditoria)
    .where(and(eq(auditoria.igrejaId, churchId), eq(auditoria.atorContaId, contaId)))
    .orderBy(desc(auditoria.em));
}
