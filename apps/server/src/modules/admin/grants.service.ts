import {
  GRANT_PRESETS,
  PRESET_GRANTS,
  ROLE_PRESETS,
  type TGrant,
  type TGrantList,
  type TGrantPresetList,
  type ZGrantCreateBody,
  type ZGrantUpdateBody,
} from '@congrega/contract/admin/grants';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { findMemberByEmail } from './admin-people.repository.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import {
  deleteGrant,
  findGrantForUpdate,
  insertGrants,
  listGrants,
  listRoleHolders,
  updateGrant,
  type GrantInsert,
  type GrantRow,
} from './grants.repository.ts';

/**
 * Grant management (settings admin). Decided rules: a grant names a member of the church (a client account, found
 * by e-mail); a scoped grant (cell leader, door staff) needs its scope's id; an expiry is in the future; the
 * spec's roles are listed read-only (they come with the account's registration). Grants are read on every admin
 * request (staff-gate.ts), so a change shows at once on every copy; each change is audited (admin-tx.ts).
 */
function toGrant(row: GrantRow): TGrant {
  return {
    id: row.id,
    area: row.area as TGrant['area'],
    action: row.action as TGrant['action'],
    scopeKind: row.scopeKind as TGrant['scopeKind'],
    scopeId: row.scopeId,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    preset: row.preset as TGrant['preset'],
    pessoa: { usuarioId: row.usuarioId, nome: row.nome, email: row.email },
    concedidoPor: row.grantedByNome === null ? null : { usuarioId: row.grantedBy, nome: row.grantedByNome },
    criadoEm: row.createdAt.toISOString(),
  };
}
const auditView = (g: TGrant) => ({ ...g, pessoa: { usuarioId: g.pessoa.usuarioId }, concedidoPor: undefined });

export function presetList(): TGrantPresetList {
  return {
    itens: GRANT_PRESETS.map((codigo) => ({
      codigo,
      grants: PRESET_GRANTS[codigo].map((g) => ({ area: g.area, action: g.action, scopeKind: g.scopeKind ?? null })),
    })),
  };
}

export function grantList(ctx: AdminContext, query: { usuarioId?: number; area?: string }): Promise<TGrantList> {
  return adminRead(ctx, async (tx, church) => {
    const [rows, roles] = [await listGrants(tx, church.id, query), await listRoleHolders(tx, church.id)];
    return {
      itens: rows.map(toGrant),
      papeis: roles
        .filter((r) => query.usuarioId === undefined || r.usuarioId === query.usuarioId)
        .map((r) => ({ ...r, presets: [...((ROLE_PRESETS as Record<string, readonly (typeof GRANT_PRESETS)[number][]>)[r.role] ?? [])] })),
    };
  });
}

function futureExpiry(value: string | null | undefined): Date | null {
  if (!value) return null;
  const at = new Date(value);
  if (at.getTime() <= Date.now()) throw new AppError('GRANT_EXPIRY_PAST', {}, { fields: { expiresAt: 'validation.invalid' } });
  return at;
}

export function grantCreate(ctx: AdminContext, body: z.output<typeof ZGrantCreateBody>): Promise<{ itens: TGrant[] }> {
  const expiresAt = futureExpiry(body.expiresAt);
  const wanted =
    'preset' in body
      ? PRESET_GRANTS[body.preset].map((g) => ({ ...g, preset: body.preset }))
      : [{ area: body.area, action: body.action, scopeKind: body.scopeKind, preset: null }];
  return adminWrite(ctx, { area: 'settings', entidade: 'staff_grant' }, async (tx, church) => {
    const member = await findMemberByEmail(tx, church.id, body.email);
    if (!member) throw new AppError('GRANT_MEMBER_NOT_FOUND');
    const rows: GrantInsert[] = wanted.map((g) => {
      if (g.scopeKind && body.scopeId === undefined)
        throw new AppError('GRANT_SCOPE_REQUIRED', {}, { fields: { scopeId: 'validation.required' } });
      return {
        usuarioId: member.id,
        area: g.area,
        action: g.action,
        scopeKind: g.scopeKind ?? null,
        scopeId: g.scopeKind ? (body.scopeId ?? null) : null,
        preset: g.preset,
        expiresAt,
        grantedBy: ctx.staff.usuarioId,
      };
    });
    const ids = await insertGrants(tx, church.id, rows);
    const created = (await listGrants(tx, church.id, { usuarioId: member.id })).filter((r) => ids.includes(r.id)).map(toGrant);
    return { result: { itens: created }, audit: created.map((g) => ({ entidadeId: g.id, acao: 'create' as const, depois: auditView(g) })) };
  });
}

export function grantUpdate(ctx: AdminContext, id: number, body: z.output<typeof ZGrantUpdateBody>): Promise<TGrant> {
  const expiresAt = body.expiresAt === undefined ? undefined : futureExpiry(body.expiresAt);
  return adminWrite(ctx, { area: 'settings', entidade: 'staff_grant' }, async (tx, church) => {
    if (!(await findGrantForUpdate(tx, church.id, id))) throw new AppError('GRANT_NOT_FOUND');
    const [before] = await listGrants(tx, church.id, { id });
    await updateGrant(tx, church.id, id, {
      ...(body.action ? { action: body.action } : {}),
      ...(expiresAt !== undefined ? { expiresAt } : {}),
    });
    const [after] = await listGrants(tx, church.id, { id });
    const grant = toGrant(after!);
    return { result: grant, audit: { entidadeId: id, acao: 'update', antes: auditView(toGrant(before!)), depois: auditView(grant) } };
  });
}

export function grantDelete(ctx: AdminContext, id: number): Promise<void> {
  return adminWrite(ctx, { area: 'settings', entidade: 'staff_grant' }, async (tx, church) => {
    if (!(await findGrantForUpdate(tx, church.id, id))) throw new AppError('GRANT_NOT_FOUND');
    const [before] = await listGrants(tx, church.id, { id });
    await deleteGrant(tx, church.id, id);
    return { result: undefined, audit: { entidadeId: id, acao: 'delete', antes: auditView(toGrant(before!)) } };
  });
}
