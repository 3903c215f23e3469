import type { TLocale } from '@congrega/contract/locale';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../../core/locale.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/** What the account services need from a request, so they do not depend on Fastify's request type. */
export interface RequestContext {
  church: TenantChurch;
  ip: string;
  locale: TLocale;
}

export function requestContext(req: FastifyRequest): RequestContext {
  return { church: req.church, ip: req.ip, locale: requestLocale(req) };
}
