import type { z } from 'zod';
import { actionAllows } from '@congrega/contract/admin/grants';
import type {
  TAdminCell,
  TAdminCellList,
  TAdminCellRequestPage,
  TAdminCellSettings,
  TAdminStudy,
  TAdminStudyList,
  ZAdminCellBody,
  ZAdminCellRequestQuery,
  ZAdminCellSettingsBody,
  ZAdminStudyBody,
} from '@congrega/contract/admin/cells';
import type { TGroupHealth } from '@congrega/contract/groups-leader';
import {
  adminCell,
  adminCellRequests,
  adminCells,
  adminStudies,
  cellHealth,
  cellSettings,
  createAdminCell,
  createAdminStudy,
  moveCellMember,
  saveAdminCellSettings,
  updateAdminCell,
  updateAdminStudy,
} from '../groups/groups.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';

/**
 * Cells in the staff console (the `cells` grant). A leader's grant is scoped to their cell: the gate opened only
 * their cell's paths; lists and the requests are filtered here to the cells of the caller's grants. Every write is
 * audited with the cell's fields before and after (the members' contacts are not copied into the audit).
 */
const CELL = { area: 'cells', entidade: 'celula' } as const;

/** The cells of the caller's cells grants: an unscoped one covers them all (null). */
export function grantedCellIds(ctx: AdminContext): number[] | null {
  const cells = ctx.staff.grants.filter((g) => g.area === 'cells' && actionAllows(g.action, 'view'));
  if (cells.some((g) => g.scopeKind === null)) return null;
  return cells.filter((g) => g.scopeKind === 'cell' && g.scopeId !== null).map((g) => g.scopeId as number);
}

const auditView = (cell: TAdminCell) => {
  const { participantes, ...fields } = cell;
  return { ...fields, participantes: participantes.length };
};

export function cellList(ctx: AdminContext): Promise<TAdminCellList> {
  return adminRead(ctx, async (tx, church) => ({ itens: await adminCells(tx, church.id, grantedCellIds(ctx)) }));
}

export function cellGet(ctx: AdminContext, id: number): Promise<TAdminCell> {
  return adminRead(ctx, async (tx, church) => adminCell(tx, church.id, grantedCellIds(ctx), id));
}

export function cellCreate(ctx: AdminContext, body: z.output<typeof ZAdminCellBody>): Promise<TAdminCell> {
  return adminWrite(ctx, CELL, async (tx, church) => {
    const cell = await createAdminCell(tx, church.id, body);
    return { result: cell, audit: { entidadeId: cell.id, acao: 'create', depois: auditView(cell) } };
  });
}

export function cellUpdate(ctx: AdminContext, id: number, body: z.output<typeof ZAdminCellBody>): Promise<TAdminCell> {
  return adminWrite(ctx, CELL, async (tx, church) => {
    const { before, after } = await updateAdminCell(tx, church.id, grantedCellIds(ctx), id, body);
    return { result: after, audit: { entidadeId: id, acao: 'update', antes: auditView(before), depois: auditView(after) } };
  });
}

export function cellMove(ctx: AdminContext, from: number, usuarioId: number, to: number) {
  return adminWrite(ctx, { area: 'cells', entidade: 'celula_membro' }, async (tx, church) => {
    const moved = await moveCellMember(tx, church.id, from, usuarioId, to, ctx.staff.usuarioId);
    return { result: moved, audit: { entidadeId: usuarioId, acao: 'update', antes: { celula: from }, depois: { celula: to } } };
  });
}

export function cellHealthGet(ctx: AdminContext, id: number): Promise<TGroupHealth> {
  return adminRead(ctx, async (tx, church) => {
    await adminCell(tx, church.id, grantedCellIds(ctx), id);
    return cellHealth(tx, church.id, id);
  });
}

export function cellRequests(ctx: AdminContext, q: z.output<typeof ZAdminCellRequestQuery>): Promise<TAdminCellRequestPage> {
  return adminRead(ctx, (tx, church) => adminCellRequests(tx, church.id, grantedCellIds(ctx), q));
}

export function studyList(ctx: AdminContext): Promise<TAdminStudyList> {
  return adminRead(ctx, async (tx, church) => ({ itens: await adminStudies(tx, church.id) }));
}

export function studyCreate(ctx: AdminContext, body: z.output<typeof ZAdminStudyBody>): Promise<TAdminStudy> {
  return adminWrite(ctx, { area: 'cells', entidade: 'estudo' }, async (tx, church) => {
    const study = await createAdminStudy(tx, church.id, body);
    return { result: study, audit: { entidadeId: study.id, acao: 'create', depois: study } };
  });
}

export function studyUpdate(ctx: AdminContext, id: number, body: z.output<typeof ZAdminStudyBody>): Promise<TAdminStudy> {
  return adminWrite(ctx, { area: 'cells', entidade: 'estudo' }, async (tx, church) => {
    const { before, after } = await updateAdminStudy(tx, church.id, id, body);
    return { result: after, audit: { entidadeId: id, acao: 'update', antes: before, depois: after } };
  });
}

export function settingsGet(ctx: AdminContext): Promise<TAdminCellSettings> {
  return adminRead(ctx, (tx, church) => cellSettings(tx, church.id));
}

export function settingsSave(ctx: AdminContext, body: z.output<typeof ZAdminCellSettingsBody>): Promise<TAdminCellSettings> {
  return adminWrite(ctx, { area: 'cells', entidade: 'celula_configuracao' }, async (tx, church) => {
    const { before, after } = await saveAdminCellSettings(tx, church.id, body);
    return { result: after, audit: { entidadeId: null, acao: 'update', antes: before, depois: after } };
  });
}
