import { MAX_CUSTOM_DOMAINS, type TCustomDomain, type TCustomDomainList } from '@congrega/contract/admin/custom-domains';
import { tenantHostChanged } from '../../core/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { checkCustomHostname, hostnameForDisplay } from './custom-domain-rules.ts';
import * as repo from './custom-domains.repository.ts';

/**
 * The church's custom domains (settings view to list, settings admin to add or remove). Each change is one audited
 * transaction under the church row's lock (MAX_CUSTOM_DOMAINS holds with two adds at once); after its commit the host's
 * cached tenant answer is evicted on every copy (core/tenant.ts tenantHostChanged), so the domain answers as the
 * church, or stops answering (404 CHURCH_NOT_FOUND), on its next request. A name taken by another church answers 409
 * DOMAIN_IN_USE, the same as one this church has already: nothing says whose it is.
 */
const toDomain = (hostname: string): TCustomDomain => ({ hostname, exibicao: hostnameForDisplay(hostname) });
const AUDIT = { area: 'settings', entidade: 'igreja_dominio' } as const;

export function customDomainList(ctx: AdminContext): Promise<TCustomDomainList> {
  return adminRead(ctx, async (tx, church) => ({
    itens: (await repo.listDomains(tx, church.id)).map(toDomain),
    maximo: MAX_CUSTOM_DOMAINS,
    dns: { tipo: 'CNAME', valor: `${church.slug}.${ctx.app.config.appDomain.toLowerCase()}` },
  }));
}

export async function customDomainAdd(ctx: AdminContext, typed: string): Promise<TCustomDomain> {
  const verdict = checkCustomHostname(typed, ctx.app.config.appDomain);
  if (!verdict.ok) throw new AppError('VALIDATION_FAILED', {}, { fields: { hostname: verdict.reason } });
  const { hostname } = verdict;
  const added = await adminWrite(ctx, AUDIT, async (tx, church) => {
    await repo.lockChurchDomains(tx, church.id);
    if ((await repo.countDomains(tx, church.id)) >= MAX_CUSTOM_DOMAINS) {
      throw new AppError('DOMAIN_LIMIT_REACHED', { max: MAX_CUSTOM_DOMAINS });
    }
    if (!(await repo.insertDomain(tx, church.id, hostname))) throw new AppError('DOMAIN_IN_USE');
    return { result: toDomain(hostname), audit: { entidadeId: hostname, acao: 'create', depois: { hostname } } };
  });
  await tenantHostChanged(ctx.app, hostname);
  return added;
}

export async function customDomainRemove(ctx: AdminContext, hostname: string): Promise<void> {
  await adminWrite(ctx, AUDIT, async (tx, church) => {
    await repo.lockChurchDomains(tx, church.id);
    if (!(await repo.deleteDomain(tx, church.id, hostname))) throw new AppError('DOMAIN_NOT_FOUND');
    return { result: undefined, audit: { entidadeId: hostname, acao: 'delete', antes: { hostname } } };
  });
  await tenantHostChanged(ctx.app, hostname);
}
