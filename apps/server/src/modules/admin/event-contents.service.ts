import type { TAdminEventContent, TAdminEventContentInput, TAdminEventContentList } from '@congrega/contract/admin/event-contents';
import {
  addEventContent,
  changeEventContent,
  eventContent,
  eventContents,
  orderEventContents,
  removeEventContent,
} from '../events/events.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';

/**
 * An event's exclusive online content in the staff console (rules in packages/contract/src/admin/event-contents.ts,
 * the SQL in events/event-contents*.ts): each change one transaction audited under the `events` area, entity
 * `evento_conteudo` (a reorder: the event's id with the order before and after). Holders read the contents at once
 * (the member answer is per owner and never cached).
 */
const WHAT = { area: 'events', entidade: 'evento_conteudo' } as const;

export function adminEventContents(ctx: AdminContext, eventId: number): Promise<TAdminEventContentList> {
  return adminRead(ctx, (tx, church) => eventContents(tx, church.id, eventId));
}

export function adminEventContentCreate(ctx: AdminContext, eventId: number, body: TAdminEventContentInput): Promise<TAdminEventContent> {
  return adminWrite(ctx, WHAT, async (tx, church) => {
    const created = await addEventContent(tx, church.id, eventId, body);
    return { result: created, audit: { entidadeId: created.id, acao: 'create', depois: { eventoId: eventId, ...created } } };
  });
}

export function adminEventContentUpdate(
  ctx: AdminContext,
  eventId: number,
  id: number,
  body: TAdminEventContentInput,
): Promise<TAdminEventContent> {
  return adminWrite(ctx, WHAT, async (tx, church) => {
    const antes = await eventContent(tx, church.id, eventId, id);
    const depois = await changeEventContent(tx, church.id, eventId, id, body);
    return { result: depois, audit: { entidadeId: id, acao: 'update', antes, depois } };
  });
}

export function adminEventContentDelete(ctx: AdminContext, eventId: number, id: number): Promise<null> {
  return adminWrite(ctx, WHAT, async (tx, church) => {
    const antes = await eventContent(tx, church.id, eventId, id);
    await removeEventContent(tx, church.id, eventId, id);
    return { result: null, audit: { entidadeId: id, acao: 'delete', antes } };
  });
}

export function adminEventContentOrder(ctx: AdminContext, eventId: number, ids: number[]): Promise<TAdminEventContentList> {
  return adminWrite(ctx, WHAT, async (tx, church) => {
    const antes = (await eventContents(tx, church.id, eventId)).itens.map((c) => c.id);
    const list = await orderEventContents(tx, church.id, eventId, ids);
    return { result: list, audit: { entidadeId: eventId, acao: 'update', antes: { ordem: antes }, depois: { ordem: ids } } };
  });
}
