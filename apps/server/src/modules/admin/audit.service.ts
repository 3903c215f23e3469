import {
  AUDIT_EXPORT_MAX,
  type TAuditEntry,
  type TAuditPage,
  type ZAuditExportQuery,
  type ZAuditQuery,
} from '@congrega/contract/admin/audit';
import type { z } from 'zod';
import { resolveTimeZone, zonedTime } from '@congrega/contract/datetime';
import { adminRead, type AdminContext } from './admin-tx.ts';
import { listAudit } from './audit.repository.ts';
import { CSV_BOM, csvRow } from './csv.ts';

/**
 * The audit log's list (settings admin). `de`/`ate` are the church's calendar days: from the start of `de` to the
 * end of `ate` on the church's clock.
 */
function startOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return zonedTime(y, m, d, 0, 0, timeZone);
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function filterOf(ctx: AdminContext, q: z.output<typeof ZAuditExportQuery>) {
  const zone = resolveTimeZone(ctx.staff.church.fusoHorario);
  return {
    ator: q.ator,
    area: q.area,
    entidade: q.entidade,
    entidadeId: q.entidadeId,
    from: q.de ? startOfDay(q.de, zone) : undefined,
    until: q.ate ? startOfDay(nextDay(q.ate), zone) : undefined,
  };
}

export function auditList(ctx: AdminContext, q: z.output<typeof ZAuditQuery>): Promise<TAuditPage> {
  return adminRead(ctx, async (tx, church) => {
    const { rows, total } = await listAudit(tx, church.id, filterOf(ctx, q), { offset: (q.page - 1) * q.limit, limit: q.limit });
    const itens: TAuditEntry[] = rows.map((r) => ({
      id: r.id,
      em: r.em.toISOString(),
      ator: { contaId: r.atorContaId, nome: r.atorNome ?? '' },
      area: r.area as TAuditEntry['area'],
      entidade: r.entidade,
      entidadeId: r.entidadeId,
      acao: r.acao as TAuditEntry['acao'],
      antes: r.antes ?? null,
      depois: r.depois ?? null,
      requestId: r.requestId,
      ip: r.ip,
    }));
    return { itens, page: q.page, limit: q.limit, total };
  });
}

const CSV_HEADER = ['em', 'ator_conta_id', 'ator', 'area', 'entidade', 'entidade_id', 'acao', 'antes', 'depois', 'request_id', 'ip'];

/** The filtered log as CSV, newest first, at most AUDIT_EXPORT_MAX rows (read in pages within one transaction). */
export function auditExport(ctx: AdminContext, q: z.output<typeof ZAuditExportQuery>): Promise<Uint8Array> {
  const filter = filterOf(ctx, q);
  return adminRead(ctx, async (tx, church) => {
    const parts = [CSV_BOM, csvRow(CSV_HEADER)];
    for (let offset = 0; offset < AUDIT_EXPORT_MAX; offset += 500) {
      const { rows } = await listAudit(tx, church.id, filter, { offset, limit: Math.min(500, AUDIT_EXPORT_MAX - offset) });
      for (const r of rows)
        parts.push(
          csvRow([r.em, r.atorContaId, r.atorNome, r.area, r.entidade, r.entidadeId, r.acao, r.antes, r.depois, r.requestId, r.ip]),
        );
      if (rows.length < 500) break;
    }
    return new TextEncoder().encode(parts.join(''));
  });
}
