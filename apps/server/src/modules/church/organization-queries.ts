import type { Db } from '../../db/client.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { findChurchById, findOrganizationById, listActiveOrganizationChurches } from './church.repository.ts';

/** The host church's organisation as other modules see it (through church.public.ts): never another tenant's. */

/** The active church `targetId` of the host's organisation (a church switch's target), undefined otherwise. */
export async function findSisterChurch(db: Db, host: TenantChurch, targetId: number) {
  if (!host.organizacaoId) return undefined;
  const target = await findChurchById(db, targetId);
  return target && target.flagAtivo && target.organizacaoId === host.organizacaoId ? target : undefined;
}

/**
 * The active churches of the host's organisation when `organizationSlug` names it (a scope query's `organizacao`),
 * undefined when the host has no organisation or the slug is another's.
 */
export async function listSisterChurches(db: Db, host: TenantChurch, organizationSlug: string) {
  if (!host.organizacaoId) return undefined;
  const organization = await findOrganizationById(db, host.organizacaoId);
  return organization?.slug === organizationSlug ? listActiveOrganizationChurches(db, host.organizacaoId) : undefined;
}
