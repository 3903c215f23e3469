import type { TAuditEntry, TAuditPage, ZAuditQuery } from '@congrega/contract/admin/audit';
import type { z } from 'zod';
import { resolveTimeZone, zonedTime } from '@congrega/contract/datetime';
import { adminRead, type AdminContext } from './admin-tx.ts';
import { listAudit } from './audit.repository.ts';

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

export function auditList(ctx: AdminContext, q: z.output<typeof ZAuditQuery>): Promise<TAuditPage> {
  const zone = resolveTimeZone(ctx.staff.church.fusoHorario);
  const filter = {
    ator: q.ator,
    area: q.area,
    entidade: q.entidade,
    entidadeId: q.entidadeId,
    from: q.de ? startOfDay(q.de, zone) : undefined,
    until: q.ate ? startOfDay(nextDay(q.ate), zone) : undefined,
  };
  return adminRead(ctx, async (tx, church) => {
    const { rows, total } = await listAudit(tx, church.id, filter, { offset: (q.page - 1) * q.limit, limit: q.limit });
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
