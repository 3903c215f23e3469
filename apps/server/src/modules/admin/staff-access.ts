import {
  grantNeedsTotp,
  grantSatisfies,
  PRESET_GRANTS,
  ROLE_PRESETS,
  type TAdminAction,
  type TAdminArea,
  type TGrantRequirement,
  type TGrantScopeKind,
  type THeldGrant,
} from '@congrega/contract/admin/grants';
import type { StoredHeldGrant } from './staff-grants.repository.ts';

/**
 * What an account may do at a church: its stored grants there, the presets of its spec roles there, and, with
 * ROLE_SUPER_ADMIN at any church, church admin and finance at every church (each such access is audited). Pure.
 */
export interface ChurchAccess {
  grants: THeldGrant[];
  roles: string[];
  /** Holds something at this church only through ROLE_SUPER_ADMIN held elsewhere (or here): audited. */
  viaSuperAdmin: boolean;
}

const SUPER = 'ROLE_SUPER_ADMIN';

function presetGrants(role: string): THeldGrant[] {
  const presets = (ROLE_PRESETS as Record<string, readonly (keyof typeof PRESET_GRANTS)[]>)[role] ?? [];
  return presets.flatMap((preset) =>
    PRESET_GRANTS[preset].map((g) => ({ area: g.area, action: g.action, scopeKind: g.scopeKind ?? null, scopeId: null, expiresAt: null })),
  );
}

export function isSuperAdmin(roles: ReadonlyArray<{ role: string }>): boolean {
  return roles.some((r) => r.role === SUPER);
}

export function churchAccess(
  churchId: number,
  stored: readonly StoredHeldGrant[],
  roles: ReadonlyArray<{ igrejaId: number; role: string }>,
): ChurchAccess {
  const here = roles.filter((r) => r.igrejaId === churchId).map((r) => r.role);
  const own: THeldGrant[] = [
    ...stored
      .filter((g) => g.igrejaId === churchId)
      .map((g) => ({
        area: g.area as TAdminArea,
        action: g.action as TAdminAction,
        scopeKind: g.scopeKind as TGrantScopeKind | null,
        scopeId: g.scopeId,
        expiresAt: g.expiresAt?.toISOString() ?? null,
      })),
    ...here.filter((role) => role !== SUPER).flatMap(presetGrants),
  ];
  const superAdmin = isSuperAdmin(roles);
  const grants = superAdmin ? [...own, ...presetGrants(SUPER)] : own;
  return { grants, roles: here, viaSuperAdmin: superAdmin && !own.length };
}

/**
 * The gate's verdict for a requirement: 'ok'; 'none' (nothing held at the church: the church answers 404 as if it
 * did not exist); 'forbidden' (holds something there, not this: 403 STAFF_FORBIDDEN); 'totp' (only grants that
 * need a second factor match and the session has not passed one: 403 STAFF_TOTP_REQUIRED). `scopeId`: the path's
 * scoped thing (staff-gate.ts `pathScopeId`), which a scoped grant must name.
 */
export function accessVerdict(
  requirement: TGrantRequirement,
  grants: readonly THeldGrant[],
  sessionVerified: boolean,
  scopeId?: number,
): 'ok' | 'none' | 'forbidden' | 'totp' {
  if (!grants.length) return 'none';
  const matching = grants.filter((g) => grantSatisfies(g, requirement, scopeId));
  if (!matching.length) return 'forbidden';
  return sessionVerified || matching.some((g) => !grantNeedsTotp(g)) ? 'ok' : 'totp';
}

/** Whether the held grants cover an area at a level, whatever the scope (the dashboard's items). */
export function coversArea(grants: readonly THeldGrant[], area: TAdminArea, action: TAdminAction, sessionVerified: boolean): boolean {
  return grants.some(
    (g) => g.area === area && grantSatisfies({ ...g, scopeKind: null }, { area, action }) && (sessionVerified || !grantNeedsTotp(g)),
  );
}
