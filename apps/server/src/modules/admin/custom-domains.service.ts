import { MAX_CUSTOM_DOMAINS, type TCustomDomain, type TCustomDomainList } from '@congrega/contract/admin/custom-domains';
import { randomBytes } from 'node:crypto';
import { tenantHostChanged } from '../../core/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { DnsUnavailable, lookupTxt } from '../../lib/dns-txt.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { checkCustomHostname, hostnameForDisplay } from './custom-domain-rules.ts';
import * as repo from './custom-domains.repository.ts';

/**
 * The church's custom domains (settings view to list, settings admin to claim, verify or remove). A claim answers as
 * the church only once verified: staff publish the TXT record `_congrega.<name>` = `congrega-verificacao=<token>` (the
 * claim's own random token) and ask to verify; the lookup runs outside any transaction (DNS_SERVERS, DNS_TIMEOUT_MS),
 * then one audited transaction marks it. Several churches may claim a name (no church can hold another's name hostage
 * by claiming it first); the first verified holds it, and a later verification answers 409 DOMAIN_IN_USE, as does a
 * claim of a name held verified elsewhere: nothing says whose it is. Each change is one audited transaction under the
 * church row's lock (MAX_CUSTOM_DOMAINS holds with two adds at once); after a verification or a removal the host's
 * cached tenant answer is evicted on every copy (core/tenant.ts tenantHostChanged).
 */
const AUDIT = { area: 'settings', entidade: 'igreja_dominio' } as const;
const TXT_PREFIX = 'congrega-verificacao=';
const txtName = (hostname: string) => `_congrega.${hostname}`;

function toDomain(row: repo.DomainRow): TCustomDomain {
  return {
    hostname: row.hostname,
    exibicao: hostnameForDisplay(row.hostname),
    verificado: row.verificadoEm !== null,
    verificacao: row.verificadoEm ? null : { tipo: 'TXT', nome: txtName(row.hostname), valor: `${TXT_PREFIX}${row.token}` },
  };
}

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
  return adminWrite(ctx, AUDIT, async (tx, church) => {
    await repo.lockChurchDomains(tx, church.id);
    if ((await repo.countDomains(tx, church.id)) >= MAX_CUSTOM_DOMAINS) {
      throw new AppError('DOMAIN_LIMIT_REACHED', { max: MAX_CUSTOM_DOMAINS });
    }
    if (await repo.heldElsewhere(tx, church.id, hostname)) throw new AppError('DOMAIN_IN_USE');
    const row = await repo.insertDomain(tx, church.id, hostname, randomBytes(16).toString('hex'));
    if (!row) throw new AppError('DOMAIN_IN_USE');
    return { result: toDomain(row), audit: { entidadeId: hostname, acao: 'create', depois: { hostname, verificado: false } } };
  });
}

export async function customDomainVerify(ctx: AdminContext, hostname: string): Promise<TCustomDomain> {
  const claim = await adminRead(ctx, (tx, church) => repo.findDomain(tx, church.id, hostname));
  if (!claim) throw new AppError('DOMAIN_NOT_FOUND');
  if (claim.verificadoEm) return toDomain(claim);
  const expected = `${TXT_PREFIX}${claim.token}`;
  let records: string[];
  try {
    records = await lookupTxt(txtName(hostname), ctx.app.config.dns);
  } catch (err) {
    if (err instanceof DnsUnavailable) throw new AppError('DOMAIN_DNS_UNAVAILABLE');
    throw err;
  }
  if (!records.some((record) => record.trim() === expected)) {
    throw new AppError('DOMAIN_NOT_VERIFIED', { nome: txtName(hostname), valor: expected });
  }
  let verified: TCustomDomain;
  try {
    verified = await adminWrite(ctx, AUDIT, async (tx, church) => {
      const row = (await repo.markVerified(tx, church.id, hostname, new Date())) ?? (await repo.findDomain(tx, church.id, hostname));
      if (!row) throw new AppError('DOMAIN_NOT_FOUND');
      return { result: toDomain(row), audit: { entidadeId: hostname, acao: 'update', depois: { hostname, verificado: true } } };
    });
  } catch (err) {
    if (uniqueViolation(err) === 'igreja_dominio_verificado_uq') throw new AppError('DOMAIN_IN_USE');
    throw err;
  }
  await tenantHostChanged(ctx.app, hostname);
  return verified;
}

export async function customDomainRemove(ctx: AdminContext, hostname: string): Promise<void> {
  await adminWrite(ctx, AUDIT, async (tx, church) => {
    await repo.lockChurchDomains(tx, church.id);
    if (!(await repo.deleteDomain(tx, church.id, hostname))) throw new AppError('DOMAIN_NOT_FOUND');
    return { result: undefined, audit: { entidadeId: hostname, acao: 'delete', antes: { hostname } } };
  });
  await tenantHostChanged(ctx.app, hostname);
}
