import type { TAdminArea, TGrantRequirement } from '@congrega/contract/admin/grants';
import type { TAuditAction } from '@congrega/contract/admin/audit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicReadsChanged } from '../../core/public-reads.ts';
import { maskForAudit } from './audit-mask.ts';
import { insertAudit, type AuditInsert } from './audit.repository.ts';
import { accessVerdict } from './staff-access.ts';
import type { StaffAuth } from './staff-gate.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * How every admin use case touches a church: ONE `withChurch` transaction of the path's church (the gate checked
 * the grant), and for a write its audit rows in that same transaction. `adminWrite`'s work must return the changes
 * it made (`audit`), so a write cannot forget its audit row: the row is masked (audit-mask.ts) and appended before
 * the commit, and fails the write with it. After the commit every cached public read of the church goes, on every
 * copy (core/public-reads.ts): staff writes are rare, and so none can leave a visitor's page stale.
 */
export interface AdminContext {
  app: FastifyInstance;
  staff: StaffAuth & { church: TenantChurch };
  requestId: string;
  ip: string;
}

export interface AuditChange {
  entidadeId: string | number | null;
  acao: Exclude<TAuditAction, 'access'>;
  antes?: unknown;
  depois?: unknown;
}

export function adminContext(app: FastifyInstance, req: FastifyRequest): AdminContext {
  const staff = req.staff;
  if (!staff?.church) throw new AppError('UNAUTHENTICATED');
  return { app, staff: staff as AdminContext['staff'], requestId: req.id, ip: req.ip };
}

/**
 * A second grant a use case needs beyond its endpoint's (checked by the gate): a refund from a registration needs
 * finance edit, a desk sale offerings edit. Without it 403 STAFF_FORBIDDEN; held but the session lacks the second
 * factor it needs, 403 STAFF_TOTP_REQUIRED.
 */
export function requireGrant(ctx: AdminContext, requirement: TGrantRequirement): void {
  const verdict = accessVerdict(requirement, ctx.staff.grants, ctx.staff.sessionVerified);
  if (verdict === 'totp') throw new AppError('STAFF_TOTP_REQUIRED');
  if (verdict !== 'ok') throw new AppError('STAFF_FORBIDDEN');
}

export function adminRead<T>(ctx: AdminContext, work: (tx: Tx, church: TenantChurch) => Promise<T>): Promise<T> {
  const church = ctx.staff.church;
  return ctx.app.database.withChurch(church.id, (tx) => work(tx, church));
}

export type AuditedWhat = { area: TAdminArea; entidade: string };
const AREAS_NO_PUBLIC_READ: ReadonlySet<TAdminArea> = new Set(['door']);

/**
 * The audit row of one change as `adminWrite` appends it (the actor, the request, the values masked), also for a
 * statement that writes its own audit row with the change (the door scan's, door-scan.repository.ts).
 */
export function auditRow(ctx: AdminContext, what: AuditedWhat, c: AuditChange): AuditInsert {
  return {
    atorContaId: ctx.staff.contaId,
    area: what.area,
    entidade: what.entidade,
    entidadeId: c.entidadeId === null ? null : String(c.entidadeId),
    acao: c.acao,
    antes: maskForAudit(c.antes),
    depois: maskForAudit(c.depois),
    requestId: ctx.requestId,
    ip: ctx.ip,
  };
}

export async function adminWrite<T>(
  ctx: AdminContext,
  what: AuditedWhat,
  work: (tx: Tx, church: TenantChurch) => Promise<{ result: T; audit: AuditChange | AuditChange[] }>,
): Promise<T> {
  const church = ctx.staff.church;
  const result = await ctx.app.database.withChurch(church.id, async (tx) => {
    const { result, audit } = await work(tx, church);
    const changes = Array.isArray(audit) ? audit : [audit];
    await insertAudit(
      tx,
      church.id,
      changes.map((c) => auditRow(ctx, what, c)),
    );
    return result;
  });
  // What the site shows may have changed: the church's public reads end on every copy. Not for the door: an admission
  // changes no public read, and ending them at every scan would leave an event's pages uncached all through its doors.
  if (!AREAS_NO_PUBLIC_READ.has(what.area)) await publicReadsChanged(ctx.app, church.id);
  return result;
}
