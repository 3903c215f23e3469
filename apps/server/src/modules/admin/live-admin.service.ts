import type { TAdminLiveService, TAdminLiveServiceInput, TAdminLiveServiceList } from '@congrega/contract/admin/live';
import {
  authoredService,
  authoredServices,
  createAuthoredService,
  deleteAuthoredService,
  endAuthoredService,
  liveScheduleChanged,
  startAuthoredService,
  updateAuthoredService,
} from '../live/live.public.ts';
import { queuePushSweep } from '../notifications/notifications.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';

/**
 * Scheduling live services in the staff console (rules in packages/contract/src/admin/live.ts; the SQL in
 * live/live-authoring.repository.ts): each change one transaction audited under the `live` area, then, once
 * committed, the new schedule goes to the member pages open on every copy (liveScheduleChanged). A new service's
 * CULTO notification is written in its transaction and pushed once committed.
 */
const WHAT = { area: 'live', entidade: 'culto' } as const;

export async function adminLiveServiceList(ctx: AdminContext): Promise<TAdminLiveServiceList> {
  return { itens: await adminRead(ctx, (tx, church) => authoredServices(tx, church.id)) };
}

export function adminLiveServiceGet(ctx: AdminContext, serviceId: number): Promise<TAdminLiveService> {
  return adminRead(ctx, (tx, church) => authoredService(tx, church.id, serviceId));
}

/** The write, then the member pages told. */
async function thenTell<T>(ctx: AdminContext, write: Promise<T>): Promise<T> {
  const result = await write;
  await liveScheduleChanged(ctx.app, ctx.staff.church);
  return result;
}

export async function adminLiveServiceCreate(ctx: AdminContext, body: TAdminLiveServiceInput): Promise<TAdminLiveService> {
  const created = await thenTell(
    ctx,
    adminWrite(ctx, WHAT, async (tx, church) => {
      const service = await createAuthoredService(tx, church, body);
      return { result: service, audit: { entidadeId: service.id, acao: 'create', depois: service } };
    }),
  );
  await queuePushSweep(ctx.app, ctx.staff.church.id);
  return created;
}

export function adminLiveServiceUpdate(ctx: AdminContext, serviceId: number, body: TAdminLiveServiceInput): Promise<TAdminLiveService> {
  return thenTell(
    ctx,
    adminWrite(ctx, WHAT, async (tx, church) => {
      const { antes, depois } = await updateAuthoredService(tx, church.id, serviceId, body);
      return { result: depois, audit: { entidadeId: serviceId, acao: 'update', antes, depois } };
    }),
  );
}

export function adminLiveServiceStart(ctx: AdminContext, serviceId: number): Promise<TAdminLiveService> {
  return thenTell(
    ctx,
    adminWrite(ctx, WHAT, async (tx, church) => {
      const { antes, depois, changed } = await startAuthoredService(tx, church.id, serviceId);
      const audit = changed
        ? [
            {
              entidadeId: serviceId,
              acao: 'update' as const,
              antes: { aoVivo: antes.aoVivo },
              depois: { aoVivo: true, aoVivoDesde: depois.aoVivoDesde },
            },
          ]
        : [];
      return { result: depois, audit };
    }),
  );
}

export function adminLiveServiceEnd(ctx: AdminContext, serviceId: number): Promise<TAdminLiveService> {
  return thenTell(
    ctx,
    adminWrite(ctx, WHAT, async (tx, church) => {
      const { antes, depois, changed } = await endAuthoredService(tx, church.id, serviceId);
      const audit = changed
        ? [
            {
              entidadeId: serviceId,
              acao: 'update' as const,
              antes: { aoVivo: antes.aoVivo },
              depois: { aoVivo: false, ocorrencia: depois.ocorrencia },
            },
          ]
        : [];
      return { result: depois, audit };
    }),
  );
}

export async function adminLiveServiceDelete(ctx: AdminContext, serviceId: number): Promise<null> {
  await thenTell(
    ctx,
    adminWrite(ctx, WHAT, async (tx, church) => {
      const antes = await deleteAuthoredService(tx, church.id, serviceId);
      return { result: null, audit: { entidadeId: serviceId, acao: 'delete', antes } };
    }),
  );
  return null;
}
