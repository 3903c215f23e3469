import type { TAdminCongregation, TAdminCongregationList, ZCongregationBody } from '@congrega/contract/admin/congregations';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { churchChanged } from '../church/church.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import {
  congregationNameTaken,
  congregationsWithMembers,
  insertCongregation,
  lockCongregationNames,
  updateCongregation,
  type CongregationValues,
} from './congregations.repository.ts';

/**
 * Congregations in the settings area (settings view to list, edit to add or change; each write audited in its
 * transaction, then the church's caches evicted on every copy as for every settings change). Decided rules: names
 * unique per church in any case (CONGREGATION_NAME_TAKEN; the church's name lock serialises two staff adding the
 * same one); a congregation is never deleted, only hidden (flagAtivo false), since members and offering batches
 * name it; a change of one the church does not have is CONGREGATION_NOT_FOUND.
 */
const WHAT = { area: 'settings', entidade: 'congregacao' } as const;

export function congregationList(ctx: AdminContext): Promise<TAdminCongregationList> {
  return adminRead(ctx, async (tx, church) => ({ itens: await congregationsWithMembers(tx, church.id) }));
}

async function one(tx: Tx, churchId: number, id: number): Promise<TAdminCongregation | undefined> {
  return (await congregationsWithMembers(tx, churchId, id))[0];
}

function values(body: z.output<typeof ZCongregationBody>, current?: TAdminCongregation): CongregationValues {
  return {
    nome: body.nome,
    endereco: body.endereco ?? null,
    cidade: body.cidade ?? null,
    estado: body.estado ?? null,
    flagAtivo: body.flagAtivo ?? current?.flagAtivo ?? true,
  };
}

export async function congregationCreate(ctx: AdminContext, body: z.output<typeof ZCongregationBody>): Promise<TAdminCongregation> {
  const created = await adminWrite(ctx, WHAT, async (tx, church) => {
    await lockCongregationNames(tx, church.id);
    if (await congregationNameTaken(tx, church.id, body.nome)) throw new AppError('CONGREGATION_NAME_TAKEN');
    const id = await insertCongregation(tx, church.id, values(body));
    const after = (await one(tx, church.id, id))!;
    return { result: after, audit: { entidadeId: id, acao: 'create', depois: after } };
  });
  await churchChanged(ctx.app, ctx.staff.church.id);
  return created;
}

export async function congregationUpdate(
  ctx: AdminContext,
  id: number,
  body: z.output<typeof ZCongregationBody>,
): Promise<TAdminCongregation> {
  const updated = await adminWrite(ctx, WHAT, async (tx, church) => {
    await lockCongregationNames(tx, church.id);
    const before = await one(tx, church.id, id);
    if (!before) throw new AppError('CONGREGATION_NOT_FOUND');
    if (await congregationNameTaken(tx, church.id, body.nome, id)) throw new AppError('CONGREGATION_NAME_TAKEN');
    await updateCongregation(tx, church.id, id, values(body, before));
    const after = (await one(tx, church.id, id))!;
    return { result: after, audit: { entidadeId: id, acao: 'update', antes: before, depois: after } };
  });
  await churchChanged(ctx.app, ctx.staff.church.id);
  return updated;
}
