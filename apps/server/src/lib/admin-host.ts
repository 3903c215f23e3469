import type { TReservedChurchSlug } from '@congrega/contract/admin/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeHost } from './tenant-host.ts';

/**
 * The staff console's own origin, `admin.<APP_DOMAIN>` (any port): the one host check the console's site
 * (plugins/admin-site.ts) and its API (`/api/v1/admin/:church/...`) share. The two faces never cross: on the admin
 * host only routes of an admin scope answer, on every other host no route of an admin scope answers (both 404,
 * enforced for the whole app by plugins/admin-site.ts `adminHostGuard`). The label `admin` is therefore never a
 * church's: a church slugged `admin` would be unreachable.
 */
export const ADMIN_HOST_LABEL = 'admin' satisfies TReservedChurchSlug;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route of an admin scope (adminScope below): it answers on the admin host only. */
    adminHost?: boolean;
    /** A probe answering on every host, the admin one included (/healthz). */
    anyHost?: boolean;
  }
}

/** `admin.<APP_DOMAIN>`, lower-cased, without a port. */
export function adminHostName(appDomain: string): string {
  return `${ADMIN_HOST_LABEL}.${appDomain.toLowerCase()}`;
}

/** Whether a Host header names the console's origin (port and case ignored, as church hosts are). */
export function isAdminHost(host: string | undefined, appDomain: string): boolean {
  return normalizeHost(host) === adminHostName(appDomain);
}

/** The admin host as a Fastify host constraint (the Host header carries the port). */
export function adminHostConstraint(appDomain: string): RegExp {
  return new RegExp(`^${adminHostName(appDomain).replaceAll('.', '\\.')}\\.?(:\\d+)?$`, 'i');
}

/**
 * Marks every route registered in `scope` (and its children) as the console's: it answers on the admin host
 * only, and no church-host hook (tenant, member auth) is needed in front of it. Call it first thing in the
 * plugin that holds the console's routes (the admin API's, the console's HTML and assets).
 */
export function adminScope(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), adminHost: true };
  });
}

/** Whether the request's matched route belongs to an admin scope. */
export function isAdminRoute(req: FastifyRequest): boolean {
  return req.routeOptions.config?.adminHost === true;
}
