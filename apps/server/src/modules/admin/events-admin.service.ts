import type { TAdminEvent, TAdminEventCancelResult, TAdminEventInput } from '@congrega/contract/admin/events';
import type { TLocale } from '@congrega/contract/locale';
import type { Tx } from '../../db/client.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import {
  authoredEvent,
  cancelAuthoredEvent,
  createAuthoredEvent,
  duplicateAuthoredEvent,
  hasOpenRegistrations,
  noticeEventOnce,
  ticketStockChanged,
  updateAuthoredEvent,
} from '../events/events.public.ts';
import { queuePushSweep } from '../notifications/notifications.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { assertMayRefund, eventRegistrationCancel, eventRegistrationGet } from './event-registrations.service.ts';
import { assertChurchImage } from './settings-images.ts';

/**
 * Authoring events in the staff console (rules in packages/contract/src/admin/events.ts; the SQL in
 * events/event-authoring.ts): each change one transaction audited under the `events` area. A quantity raised
 * offers the new seats to the waitlist and tells the live pages once committed (ticketStockChanged). The events
 * module keeps no per-member cache, so nothing is evicted. A cancel cancels the registrations one by one through
 * the registrations console's cancel (event-registrations.service.ts: refunds through the money console's one path),
 * at most CANCEL_BATCH per call: `concluido` false says to call again (a repeat finishes, never refunds twice).
 * Publishing (the create; a duplicate's first save) tells the church's members once (events/event-notice.ts), the
 * push queued once committed.
 */
const WHAT = { area: 'events', entidade: 'evento' } as const;
export const CANCEL_BATCH = 200;

const withCurrency = (church: TenantChurch, e: Omit<TAdminEvent, 'moeda'>): TAdminEvent => ({ ...e, moeda: church.moeda });

async function assertImage(ctx: AdminContext, tx: Tx, churchId: number, imagem: string | null, current: string | null = null) {
  if (imagem && imagem !== current) await assertChurchImage(tx, ctx.app.config.dataDir, churchId, 'event', imagem);
}

export function adminEventGet(ctx: AdminContext, eventId: number): Promise<TAdminEvent> {
  return adminRead(ctx, async (tx, church) => withCurrency(church, await authoredEvent(tx, church.id, eventId)));
}

/** After a commit that told the members of an event: its push now rather than at the minute's sweep. */
async function pushNotice(ctx: AdminContext, told: boolean) {
  if (told) await queuePushSweep(ctx.app, ctx.staff.church.id);
}

export async function adminEventCreate(ctx: AdminContext, body: TAdminEventInput): Promise<TAdminEvent> {
  let told = false;
  const created = await adminWrite(ctx, WHAT, async (tx, church) => {
    await assertImage(ctx, tx, church.id, body.imagem);
    const id = await createAuthoredEvent(tx, church.id, body);
    told = await noticeEventOnce(tx, church, id);
    const event = withCurrency(church, await authoredEvent(tx, church.id, id));
    return { result: event, audit: { entidadeId: id, acao: 'create', depois: event } };
  });
  await pushNotice(ctx, told);
  return created;
}

export async function adminEventUpdate(ctx: AdminContext, eventId: number, body: TAdminEventInput): Promise<TAdminEvent> {
  let offerSeats: (() => Promise<void>) | undefined;
  let told = false;
  const updated = await adminWrite(ctx, WHAT, async (tx, church) => {
    const current = await authoredEvent(tx, church.id, eventId);
    await assertImage(ctx, tx, church.id, body.imagem, current.imagem);
    const { antes, depois, stockUp } = await updateAuthoredEvent(tx, church.id, eventId, body);
    told = await noticeEventOnce(tx, church, eventId);
    // New seats go to the waitlist, and the event's pages hear of it, once committed.
    if (!stockUp.length) return { result: withCurrency(church, depois), audit: { entidadeId: eventId, acao: 'update', antes, depois } };
    offerSeats = await ticketStockChanged(ctx.app, tx, church.id, stockUp);
    // The answer counts the seats the waitlist's offers now hold.
    const offered = withCurrency(church, await authoredEvent(tx, church.id, eventId));
    return { result: offered, audit: { entidadeId: eventId, acao: 'update', antes, depois } };
  });
  await offerSeats?.();
  await pushNotice(ctx, told);
  return updated;
}

export function adminEventDuplicate(ctx: AdminContext, eventId: number, dataInicio: string | undefined): Promise<TAdminEvent> {
  return adminWrite(ctx, WHAT, async (tx, church) => {
    const id = await duplicateAuthoredEvent(tx, church.id, eventId, dataInicio);
    const copy = withCurrency(church, await authoredEvent(tx, church.id, id));
    return { result: copy, audit: { entidadeId: id, acao: 'create', depois: { ...copy, copiaDe: eventId } } };
  });
}

/**
 * Cancels the event (audited with its reason), then each open registration as the registrations console does: with
 * `reembolsar`, those with money to refund are refunded in full (each under its own key derived from the request's
 * Idempotency-Key, so a repeat refunds nothing twice), the others cancelled. Refunding needs finance edit: checked
 * before anything changes.
 */
export async function adminEventCancel(
  ctx: AdminContext,
  eventId: number,
  body: { motivo: string; reembolsar: boolean },
  refund: { key: string; locale: TLocale } | null,
): Promise<TAdminEventCancelResult> {
  if (body.reembolsar) assertMayRefund(ctx);
  const registrations = await adminWrite(ctx, WHAT, async (tx, church) => {
    const done = await cancelAuthoredEvent(tx, church.id, eventId, CANCEL_BATCH);
    const audit = done.wasActive
      ? [{ entidadeId: eventId, acao: 'update' as const, antes: { flagAtivo: true }, depois: { flagAtivo: false, motivo: body.motivo } }]
      : [];
    return { result: done.registrations, audit };
  });
  let reembolsadas = 0;
  for (const id of registrations) {
    const { estornavel } = await eventRegistrationGet(ctx, eventId, id);
    if (body.reembolsar && refund && estornavel > 0) {
      await eventRegistrationCancel(
        ctx,
        eventId,
        id,
        { motivo: body.motivo, reembolsar: true, estornavelEsperado: estornavel },
        { key: `${refund.key.slice(0, 100)}-r${id}`, locale: refund.locale },
      );
      reembolsadas += 1;
    } else {
      await eventRegistrationCancel(ctx, eventId, id, { motivo: body.motivo, reembolsar: false }, null);
    }
  }
  return adminRead(ctx, async (tx, church) => ({
    evento: withCurrency(church, await authoredEvent(tx, church.id, eventId)),
    canceladas: registrations.length,
    reembolsadas,
    concluido: !(await hasOpenRegistrations(tx, church.id, eventId)),
  }));
}
