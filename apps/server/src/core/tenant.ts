import type { FastifyInstance } from 'fastify';

/** What every request needs to know about its tenant. */
export interface TenantChurch {
  id: number;
  slug: string;
  codigo: string;
  nome: string;
  idioma: string;
  moeda: string;
  /** IANA zone as stored (read it through the contract's resolveTimeZone). */
  fusoHorario: string;
  flagAtivo: boolean;
  organizacaoId: number | null;
}

/** The eviction topic of the host -> church cache (plugins/tenant.ts `app.tenantCache`): the prefix is a host name. */
export const TENANT_HOST_TOPIC = 'tenant-host';

/**
 * A host's church changed (a custom domain added or removed, after the commit): its cached answer goes on this copy at
 * once and on the others through the eviction topic (plugins/realtime.ts), so the host answers as its church, or
 * stops answering, on the next request instead of within CHURCH_CACHE_TIMES (a "no church" answer is cached too).
 */
export async function tenantHostChanged(app: FastifyInstance, hostname: string): Promise<void> {
  await app.cacheEvictions.evict(TENANT_HOST_TOPIC, hostname);
}
