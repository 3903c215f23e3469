import type { TAddress, TChild } from '@congrega/contract/household';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import * as addresses from './addresses.repository.ts';
import * as children from './children.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * Children and addresses: the member's own, at the host church. `/usuario/{id}` names the caller's client account,
 * `/user/{id}` the caller's shared account; any other id answers 404 NOT_FOUND and another member's child or
 * address 404 like a missing one, so ids reveal nothing. Staff have no access here (children's data is sensitive,
 * LGPD art. 14). Each use case is one church transaction.
 */

type Ctx = { app: FastifyInstance; church: TenantChurch; auth: AuthContext };

function toChild(row: children.ChildRow): TChild {
  return {
    id: row.id,
    nome: row.nome,
    dataNascimento: row.dataNascimento,
    sexo: row.sexo === 'M' || row.sexo === 'F' ? row.sexo : null,
    alergias: row.alergias,
    cuidados: row.cuidados,
    dataUltimaAlteracao: row.atualizadoEm.toISOString(),
  };
}

function toAddress(row: addresses.AddressRow): TAddress {
  return {
    id: row.id,
    pais: row.pais,
    cep: row.cep,
    logradouro: row.logradouro,
    numero: row.numero,
    complemento: row.complemento,
    bairro: row.bairro,
    cidade: row.cidade,
    estado: row.estado,
    dataUltimaAlteracao: row.atualizadoEm.toISOString(),
  };
}

/** `/usuario/{id}`: the caller's client account at the host church, or 404. */
async function ownClient(tx: Tx, auth: AuthContext, usuarioId: number): Promise<number> {
  if ((await requireMember(tx, auth)) !== usuarioId) throw new AppError('NOT_FOUND');
  return usuarioId;
}

/** `/user/{id}?cliente=`: the caller's shared account and the host church, or 404. */
function assertOwnAccount({ church, auth }: Ctx, contaId: number, cliente: number): void {
  if (contaId !== auth.contaId) throw new AppError('NOT_FOUND');
  if (cliente !== church.id) throw new AppError('CHURCH_NOT_FOUND');
}

function inChurch<T>({ app, church }: Ctx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return app.database.withChurch(church.id, work);
}

export interface ChildInput {
  nome: string;
  dataNascimento: string;
  sexo?: 'M' | 'F' | undefined;
  alergias?: string | undefined;
  cuidados?: string | undefined;
}

function childValues(input: ChildInput): children.ChildValues {
  return {
    nome: input.nome,
    dataNascimento: input.dataNascimento,
    sexo: input.sexo ?? null,
    alergias: input.alergias ?? null,
    cuidados: input.cuidados ?? null,
  };
}

export async function listMyChildren(ctx: Ctx, contaId: number, cliente: number) {
  assertOwnAccount(ctx, contaId, cliente);
  const rows = await inChurch(ctx, async (tx) => children.listChildren(tx, ctx.church.id, await requireMember(tx, ctx.auth)));
  return { criancas: rows.map(toChild) };
}

export async function addChild(ctx: Ctx, usuarioId: number, igreja: number, input: ChildInput): Promise<TChild> {
  if (igreja !== ctx.church.id) throw new AppError('CHURCH_NOT_FOUND');
  return toChild(
    await inChurch(ctx, async (tx) =>
      children.insertChild(tx, ctx.church.id, await ownClient(tx, ctx.auth, usuarioId), childValues(input)),
    ),
  );
}

export async function changeChild(ctx: Ctx, usuarioId: number, childId: number, input: ChildInput): Promise<TChild> {
  const row = await inChurch(ctx, async (tx) =>
    children.updateChild(tx, ctx.church.id, await ownClient(tx, ctx.auth, usuarioId), childId, childValues(input)),
  );
  if (!row) throw new AppError('CHILD_NOT_FOUND');
  return toChild(row);
}

export async function removeChild(ctx: Ctx, usuarioId: number, childId: number): Promise<void> {
  const deleted = await inChurch(ctx, async (tx) =>
    children.deleteChild(tx, ctx.church.id, await ownClient(tx, ctx.auth, usuarioId), childId),
  );
  if (!deleted) throw new AppError('CHILD_NOT_FOUND');
}

export interface AddressInput {
  pais: string;
  cep: string;
  logradouro: string;
  numero?: string | undefined;
  complemento?: string | undefined;
  bairro?: string | undefined;
  cidade: string;
  estado?: string | undefined;
}

function addressValues(input: AddressInput): addresses.AddressValues {
  return {
    pais: input.pais,
    cep: input.cep,
    logradouro: input.logradouro,
    numero: input.numero ?? null,
    complemento: input.complemento ?? null,
    bairro: input.bairro ?? null,
    cidade: input.cidade,
    estado: input.estado ?? null,
  };
}

export async function listMyAddresses(ctx: Ctx, contaId: number, cliente: number) {
  assertOwnAccount(ctx, contaId, cliente);
  const rows = await inChurch(ctx, async (tx) => addresses.listAddresses(tx, ctx.church.id, await requireMember(tx, ctx.auth)));
  return { enderecos: rows.map(toAddress) };
}

export async function addAddress(ctx: Ctx, usuarioId: number, input: AddressInput): Promise<TAddress> {
  return toAddress(
    await inChurch(ctx, async (tx) =>
      addresses.insertAddress(tx, ctx.church.id, await ownClient(tx, ctx.auth, usuarioId), addressValues(input)),
    ),
  );
}

export async function changeAddress(ctx: Ctx, usuarioId: number, addressId: number, input: AddressInput): Promise<TAddress> {
  const row = await inChurch(ctx, async (tx) =>
    addresses.updateAddress(tx, ctx.church.id, await ownClient(tx, ctx.auth, usuarioId), addressId, addressValues(input)),
  );
  if (!row) throw new AppError('ADDRESS_NOT_FOUND');
  return toAddress(row);
}

export async function removeAddress(ctx: Ctx, usuarioId: number, addressId: number): Promise<void> {
  const deleted = await inChurch(ctx, async (tx) =>
    addresses.deleteAddress(tx, ctx.church.id, await ownClient(tx, ctx.auth, usuarioId), addressId),
  );
  if (!deleted) throw new AppError('ADDRESS_NOT_FOUND');
}
