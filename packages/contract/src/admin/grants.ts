import { z } from 'zod';
import { ZId } from '../common.ts';
import { zDateTime, zEmail } from '../validators.ts';
import { zChurchSlug } from './common.ts';

/**
 * Staff grants (issue 30, ../shared/staff-console.md): an area x an action (view < edit < admin) x an optional
 * scope (one cell, one event, one service) at one church. Presets are named bundles of grants; the spec's roles map
 * to presets (ROLE_ADMIN = church admin, ROLE_ADMIN_CONTENT = content editor, ROLE_SUPER_ADMIN = church admin and
 * finance at every church). A church admin does not see money unless also granted finance (Planning Center's model).
 * `offerings` is counting cash offerings into batches (issue 31): its own area so a counter holds neither the
 * payments nor refunds; committing a batch needs `finance` edit (admin/offerings.ts).
 */
export const ADMIN_AREAS = [
  'settings',
  'people',
  'content',
  'events',
  'door',
  'finance',
  'offerings',
  'pastoral',
  'cells',
  'live',
  'play',
] as const;
export type TAdminArea = (typeof ADMIN_AREAS)[number];
/** The money areas: a church admin holds none of them unless granted (the finance preset gives both). */
export const MONEY_AREAS: readonly TAdminArea[] = ['finance', 'offerings'];
export const ADMIN_ACTIONS = ['view', 'edit', 'admin'] as const;
export type TAdminAction = (typeof ADMIN_ACTIONS)[number];
export const GRANT_SCOPE_KINDS = ['cell', 'event', 'service'] as const;
export type TGrantScopeKind = (typeof GRANT_SCOPE_KINDS)[number];

/** Whether holding `held` allows `needed` (view < edit < admin). */
export function actionAllows(held: TAdminAction, needed: TAdminAction): boolean {
  return ADMIN_ACTIONS.indexOf(held) >= ADMIN_ACTIONS.indexOf(needed);
}

/**
 * Grants usable only once the session passed a second factor (TOTP): money (payments and counted offerings, whose
 * envelopes name givers) and people's data, and any `admin` action (it can hand out grants).
 */
export function grantNeedsTotp(grant: { area: TAdminArea; action: TAdminAction }): boolean {
  return MONEY_AREAS.includes(grant.area) || grant.area === 'people' || grant.action === 'admin';
}

/**
 * What an admin endpoint requires (packages/contract/src/endpoint.ts `grant`): a grant at the path's church
 * (`area: 'any'` = any grant there, e.g. the dashboard, which shows only what the caller's grants cover; `orArea`:
 * a second area whose grant at that action opens it too, e.g. the media library, a content tool that Play also
 * uses; `scope`: the endpoint acts on one scoped thing and also accepts grants scoped to that kind, else only
 * unscoped grants count), 'staff' (a staff session, no church: me, TOTP) or 'public' (no session: login, refresh,
 * logout). `area` is the one its audit rows name.
 */
export type TGrantRequirement = { area: TAdminArea | 'any'; orArea?: TAdminArea; action: TAdminAction; scope?: TGrantScopeKind };
export type TEndpointGrant = TGrantRequirement | 'staff' | 'public';

/** One grant as held: what `me` lists per church and what the server's check compares. */
export const ZHeldGrant = z
  .object({
    area: z.enum(ADMIN_AREAS),
    action: z.enum(ADMIN_ACTIONS),
    scopeKind: z.enum(GRANT_SCOPE_KINDS).nullable(),
    scopeId: z.number().int().nullable(),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'AdminHeldGrant' });
export type THeldGrant = z.infer<typeof ZHeldGrant>;

/** The path parameter naming the scoped thing of an endpoint whose grant has that scope kind (`/door/events/:eventId`). */
export const GRANT_SCOPE_PARAMS: Record<TGrantScopeKind, string> = { cell: 'cellId', event: 'eventId', service: 'serviceId' };

/**
 * Whether one held grant satisfies a requirement (expiry is the server's: an expired grant is never listed). With
 * `scopeId` (the path's scoped thing, see GRANT_SCOPE_PARAMS), a scoped grant counts only for its own thing.
 */
export function grantSatisfies(
  held: Pick<THeldGrant, 'area' | 'action' | 'scopeKind'> & { scopeId?: number | null },
  needed: TGrantRequirement,
  scopeId?: number,
): boolean {
  if (needed.area !== 'any' && held.area !== needed.area && held.area !== needed.orArea) return false;
  if (!actionAllows(held.action, needed.action)) return false;
  if (held.scopeKind === null) return true;
  return held.scopeKind === needed.scope && (scopeId === undefined || held.scopeId === scopeId);
}

// --- Presets -----------------------------------------------------------------------------------------------------

export const GRANT_PRESETS = [
  'church_admin',
  'content_editor',
  'finance',
  'counter',
  'pastor',
  'cell_leader',
  'chat_host',
  'door_staff',
] as const;
export type TGrantPreset = (typeof GRANT_PRESETS)[number];
export type TPresetGrant = { area: TAdminArea; action: TAdminAction; scopeKind?: TGrantScopeKind };

/** The grants each preset gives. A scoped preset (cell leader, door staff) needs the scope's id when granted. */
export const PRESET_GRANTS: Record<TGrantPreset, readonly TPresetGrant[]> = {
  church_admin: ADMIN_AREAS.filter((area) => !MONEY_AREAS.includes(area)).map((area) => ({ area, action: 'admin' as const })),
  content_editor: [
    { area: 'content', action: 'edit' },
    { area: 'live', action: 'edit' },
    { area: 'events', action: 'edit' },
  ],
  finance: [
    { area: 'finance', action: 'admin' },
    { area: 'offerings', action: 'admin' },
  ],
  /** Counts offerings into batches; committing them is a treasurer's (finance edit). */
  counter: [{ area: 'offerings', action: 'edit' }],
  /**
   * The pastoral team (issue 34): moderates the prayer wall and follows up care (calls, visits, private requests).
   * Edit, not admin, so it works without a second factor; the prayer settings are a church admin's (pastoral admin).
   */
  pastor: [{ area: 'pastoral', action: 'edit' }],
  cell_leader: [{ area: 'cells', action: 'edit', scopeKind: 'cell' }],
  chat_host: [{ area: 'live', action: 'edit' }],
  door_staff: [{ area: 'door', action: 'edit', scopeKind: 'event' }],
};

/** The spec's staff roles, as presets (ROLE_SUPER_ADMIN adds finance, at every church). */
export const ROLE_PRESETS = {
  ROLE_ADMIN: ['church_admin'],
  ROLE_ADMIN_CONTENT: ['content_editor'],
  ROLE_SUPER_ADMIN: ['church_admin', 'finance'],
} as const satisfies Record<string, readonly TGrantPreset[]>;

export const ZGrantPreset = z
  .object({
    codigo: z.enum(GRANT_PRESETS),
    grants: z.array(
      z.object({ area: z.enum(ADMIN_AREAS), action: z.enum(ADMIN_ACTIONS), scopeKind: z.enum(GRANT_SCOPE_KINDS).nullable() }),
    ),
  })
  .meta({ id: 'AdminGrantPreset' });
export const ZGrantPresetList = z.object({ itens: z.array(ZGrantPreset) }).meta({ id: 'AdminGrantPresetList' });
export type TGrantPresetList = z.infer<typeof ZGrantPresetList>;

// --- Grant management ---------------------------------------------------------------------------------------------

const ZPersonRef = z.object({ usuarioId: z.number().int(), nome: z.string(), email: z.string() });

/** A stored grant of a member at the church. */
export const ZGrant = ZHeldGrant.extend({
  id: z.number().int(),
  pessoa: ZPersonRef,
  /** The preset it came from, when granted as one. */
  preset: z.enum(GRANT_PRESETS).nullable(),
  concedidoPor: z.object({ usuarioId: z.number().int().nullable(), nome: z.string() }).nullable(),
  criadoEm: z.string(),
}).meta({ id: 'AdminGrant' });
export type TGrant = z.infer<typeof ZGrant>;

/** GET /admin/:church/grants: the stored grants and the members holding one of the spec's roles (read-only here). */
export const ZGrantList = z
  .object({
    itens: z.array(ZGrant),
    papeis: z.array(ZPersonRef.extend({ role: z.string(), presets: z.array(z.enum(GRANT_PRESETS)) })),
  })
  .meta({ id: 'AdminGrantList' });
export type TGrantList = z.infer<typeof ZGrantList>;

export const ZGrantListQuery = z.strictObject({ usuarioId: ZId.optional(), area: z.enum(ADMIN_AREAS).optional() });

const grantTarget = {
  /** The member's e-mail: they must have a client account at this church. */
  email: zEmail,
  scopeId: ZId.optional(),
  /** Absent or null: no expiry. Must be in the future. */
  expiresAt: zDateTime().nullable().optional(),
};

/** POST /admin/:church/grants: a preset (its grants, each stored) or one grant. */
export const ZGrantCreateBody = z
  .union([
    z.strictObject({ ...grantTarget, preset: z.enum(GRANT_PRESETS) }),
    z.strictObject({
      ...grantTarget,
      area: z.enum(ADMIN_AREAS),
      action: z.enum(ADMIN_ACTIONS),
      scopeKind: z.enum(GRANT_SCOPE_KINDS).optional(),
    }),
  ])
  .meta({ id: 'AdminGrantCreateBody' });
export type TGrantCreateBody = z.input<typeof ZGrantCreateBody>;
export const ZGrantCreated = z.object({ itens: z.array(ZGrant) }).meta({ id: 'AdminGrantCreated' });

/** PATCH /admin/:church/grants/:id: its action or expiry. */
export const ZGrantUpdateBody = z
  .strictObject({ action: z.enum(ADMIN_ACTIONS).optional(), expiresAt: zDateTime().nullable().optional() })
  .meta({ id: 'AdminGrantUpdateBody' });
export type TGrantUpdateBody = z.input<typeof ZGrantUpdateBody>;

export const ZGrantIdParams = z.strictObject({ church: zChurchSlug, id: ZId });
