import { GRANT_SCOPE_PARAMS, type TEndpointGrant, type TGrantRequirement, type THeldGrant } from '@congrega/contract/admin/grants';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { accessVerdict, churchAccess } from './staff-access.ts';
import { insertAudit } from './audit.repository.ts';
import { findStaffGateState } from './staff-gate.repository.ts';
import { StaffTokens } from './staff-tokens.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * The staff console's gate (issue 30), the onRequest hook lib/endpoint.ts puts in front of every admin descriptor
 * whose grant is not 'public'. Rule, in order:
 * 1. a staff bearer token (audience `staff`) of a live staff session, else 401 UNAUTHENTICATED / TOKEN_EXPIRED;
 *    an account holding no grant and no staff role at any church has no staff session left (401): removing the
 *    last grant ends the session at once;
 * 2. a church path (`/admin/:church/...`): an unknown or inactive church, and a church where the caller holds
 *    nothing, both answer 404 CHURCH_NOT_FOUND (a stranger learns nothing); holding something there but not the
 *    endpoint's grant is 403 STAFF_FORBIDDEN; matching only grants that need a second factor on a session that has
 *    not passed one is 403 STAFF_TOTP_REQUIRED; a grant scoped to one thing (door staff of one event) counts only
 *    on paths naming that thing (`pathScopeId`), else 403 STAFF_FORBIDDEN;
 * 3. access through ROLE_SUPER_ADMIN alone is appended to the church's audit log (area of the endpoint, 'access').
 * Grants are read on every request (no cache), so a removal takes effect at once on every server copy.
 * The handler then works in the church's `withChurch` scope through admin-tx.ts.
 */
export interface StaffAuth {
  contaId: number;
  sessionId: string;
  email: string;
  sessionVerified: boolean;
  /** The path's church (null on church-less endpoints: me, TOTP). */
  church: TenantChurch | null;
  /** The caller's client account at that church, when it has one (a super admin may have none). */
  usuarioId: number | null;
  /** What the caller holds at that church. */
  grants: THeldGrant[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff gate on admin endpoints; null elsewhere. */
    staff: StaffAuth | null;
  }
  interface FastifyInstance {
    staffTokens: StaffTokens;
    /** The server secret the staff console derives its keys from (JWT_SECRET, or a per-process one). */
    staffSecret: string;
    /** The onRequest hook enforcing an admin descriptor's grant (lib/endpoint.ts registers it). */
    staffGate(grant: Exclude<TEndpointGrant, 'public'>, routePath: string): onRequestHookHandler;
  }
}

/** Without JWT_SECRET (development, tests) staff sessions end when the process restarts, as member sessions do. */
const PROCESS_SECRET = randomBytes(48).toString('base64url');

function bearer(req: FastifyRequest): string | undefined {
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * The scoped thing a path names for a scoped requirement (`/door/events/:eventId` for scope 'event'), so a grant
 * scoped to event A does not open event B. A path without that parameter (a list of the caller's events) or with
 * one that is not an id (the schema answers 400 next) checks the scope kind only.
 */
function pathScopeId(grant: TGrantRequirement, params: unknown): number | undefined {
  if (!grant.scope) return undefined;
  const raw = (params as Record<string, unknown> | undefined)?.[GRANT_SCOPE_PARAMS[grant.scope]];
  return typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : undefined;
}

export default fp(async function staffGatePlugin(app: FastifyInstance) {
  const secret = app.config.jwtSecret ?? PROCESS_SECRET;
  app.decorate('staffSecret', secret);
  app.decorate('staffTokens', new StaffTokens(secret));
  app.decorateRequest('staff', null);

  async function resolveChurch(slug: unknown): Promise<TenantChurch> {
    if (typeof slug !== 'string' || !/^[a-z0-9][a-z0-9-]{0,99}$/.test(slug)) throw new AppError('CHURCH_NOT_FOUND');
    const church = await app.resolveChurch(`${slug}.${app.config.appDomain}`);
    if (!church || !church.flagAtivo || church.slug !== slug) throw new AppError('CHURCH_NOT_FOUND');
    return church;
  }

  app.decorate('staffGate', (grant: Exclude<TEndpointGrant, 'public'>, routePath: string): onRequestHookHandler => {
    return async (req: FastifyRequest) => {
      const token = bearer(req);
      if (!token) throw new AppError('UNAUTHENTICATED');
      const verified = await app.staffTokens.verify(token);
      if (!verified.ok) throw new AppError(verified.expired ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
      const { contaId, sessionId } = verified.claims;
      // The path's church (a cached lookup) first, then ONE statement: the session, what the account holds and its
      // member account at that church. A refused church waits until the session is known good, so the rule's
      // order above still decides.
      const place = grant === 'staff' ? undefined : resolveChurch((req.params as Record<string, unknown>).church);
      const known = place && (await place.catch(() => undefined));
      const state = await findStaffGateState(app.database, verified.claims, known?.id ?? null);
      if (!state || (!state.grants.length && !state.roles.length)) throw new AppError('UNAUTHENTICATED');
      const { session, grants: stored, roles } = state;
      const base = { contaId, sessionId, email: session.email, sessionVerified: session.totpVerificado };
      if (grant === 'staff' || !place) {
        req.staff = { ...base, church: null, usuarioId: null, grants: [] };
        return;
      }
      const church = await place;
      const access = churchAccess(church.id, stored, roles);
      const verdict = accessVerdict(grant, access.grants, session.totpVerificado, pathScopeId(grant, req.params));
      if (verdict === 'none') throw new AppError('CHURCH_NOT_FOUND');
      if (verdict === 'forbidden') throw new AppError('STAFF_FORBIDDEN');
      if (verdict === 'totp') throw new AppError('STAFF_TOTP_REQUIRED');
      if (access.viaSuperAdmin) {
        await app.database.withChurch(church.id, (tx) =>
          insertAudit(tx, church.id, {
            atorContaId: contaId,
            area: grant.area === 'any' ? 'settings' : grant.area,
            entidade: 'endpoint',
            entidadeId: `${req.method} ${routePath}`.slice(0, 200),
            acao: 'access',
            requestId: req.id,
            ip: req.ip,
          }),
        );
      }
      req.staff = { ...base, church, usuarioId: state.usuarioId, grants: access.grants };
    };
  });
});
