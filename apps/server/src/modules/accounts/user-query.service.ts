import type { TProviderAccount } from '@congrega/contract/auth';
import type { TClientAccount } from '@congrega/contract/user';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { listSisterChurches } from '../church/church.public.ts';
import { findClientAccountTx, findClientAccountsByEmail } from './client-account.repository.ts';
import { findContaByEmail, findContaById } from './conta.repository.ts';
import { listCustomFields, type CustomFieldRow } from './custom-field.repository.ts';
import type { AccountLimiters } from './limiters.ts';
import type { RequestContext } from './request-context.ts';
import { listRoles } from '../../core/roles.repository.ts';

export interface UserScope {
  cliente?: number;
  organizacao?: string;
}

/** GET /me */
export async function getMe(app: FastifyInstance, contaId: number): Promise<TProviderAccount> {
  const account = await findContaById(app.database.db, contaId);
  if (!account) throw new AppError('UNAUTHENTICATED');
  return { id: account.id, email: account.email, flagAtivo: account.flagAtivo };
}

/** GET /user/?email= (access screen: log in, register or activate). Rate limited against probing. */
export async function lookupAccount(
  app: FastifyInstance,
  limiters: AccountLimiters,
  ctx: RequestContext,
  email: string,
): Promise<TProviderAccount> {
  await limiters.emailLookupByIp.consume(ctx.ip);
  const account = await findContaByEmail(app.database.db, email);
  if (!account) throw new AppError('ACCOUNT_NOT_FOUND');
  return { id: account.id, email: account.email, flagAtivo: account.flagAtivo };
}

/** GET /igreja/{client}/usuario/?email=: only ever the host church's client accounts. */
export async function lookupClientAccounts(
  app: FastifyInstance,
  limiters: AccountLimiters,
  ctx: RequestContext,
  churchParam: number,
  email: string,
): Promise<Array<{ id: number; nome: string }>> {
  if (churchParam !== ctx.church.id) throw new AppError('NOT_FOUND');
  await limiters.emailLookupByIp.consume(ctx.ip);
  return app.database.withChurch(ctx.church.id, (tx) => findClientAccountsByEmail(tx, ctx.church.id, email));
}

/** The /user/{id}/... endpoints serve only the caller's own data. */
export function assertSelf(pathId: number, contaId: number): void {
  if (pathId !== contaId) throw new AppError('FORBIDDEN');
}

/**
 * Churches a scope query names: `cliente` must be the host church; `organizacao` must be the host's own
 * organization and yields its churches. Anything else is 404, so no other tenant is ever reached.
 */
async function scopeChurches(app: FastifyInstance, ctx: RequestContext, scope: UserScope): Promise<Array<{ id: number; codigo: string }>> {
  const host = ctx.church;
  if (scope.organizacao !== undefined) {
    const churches = await listSisterChurches(app.database.db, host, scope.organizacao);
    if (!churches) throw new AppError('NOT_FOUND');
    return churches;
  }
  if (scope.cliente !== undefined && scope.cliente !== host.id) throw new AppError('NOT_FOUND');
  return [{ id: host.id, codigo: host.codigo }];
}

/** GET /user/{id}/usuario: the caller's client accounts in scope (one church transaction each). */
export async function listUserClientAccounts(
  app: FastifyInstance,
  ctx: RequestContext,
  contaId: number,
  scope: UserScope,
): Promise<TClientAccount[]> {
  const accounts: TClientAccount[] = [];
  // Sequential: one short church-scoped transaction at a time, however large the organization.
  for (const church of await scopeChurches(app, ctx, scope)) {
    const account = await app.database.withChurch(church.id, (tx) => findClientAccountTx(tx, church.id, contaId));
    if (account) accounts.push(account);
  }
  return accounts;
}

/** GET /user/{id}/documento: CPF numbers of the caller's client accounts in scope (deduplicated). */
export async function listDocuments(app: FastifyInstance, ctx: RequestContext, contaId: number, scope: UserScope) {
  const accounts = await listUserClientAccounts(app, ctx, contaId, scope);
  const cpfs = [...new Set(accounts.map((a) => a.cpf).filter((cpf): cpf is string => !!cpf))];
  return cpfs.map((numero) => ({ tipo: 'CPF', numero }));
}

/** GET /user/{id}/role: the caller's roles per church in scope. */
export async function listUserRoles(app: FastifyInstance, ctx: RequestContext, contaId: number, scope: UserScope) {
  const roles: Array<{ role: string; igreja: string }> = [];
  for (const church of await scopeChurches(app, ctx, scope)) {
    const churchRoles = await app.database.withChurch(church.id, (tx) => listRoles(tx, church.id, contaId));
    for (const role of churchRoles) roles.push({ role, igreja: church.codigo });
  }
  return roles;
}

/** Custom profile field definitions of the host church (`igreja` must be the host). */
export async function listChurchCustomFields(app: FastifyInstance, ctx: RequestContext, churchParam: number) {
  if (churchParam !== ctx.church.id) throw new AppError('NOT_FOUND');
  const rows = await app.database.withChurch(ctx.church.id, (tx) => listCustomFields(tx, ctx.church.id));
  return rows.map((row: CustomFieldRow) => ({ ...row, tipo: normalizeType(row.tipo) }));
}

function normalizeType(tipo: string): 'text' | 'number' | 'date' | 'select' {
  return tipo === 'number' || tipo === 'date' || tipo === 'select' ? tipo : 'text';
}
