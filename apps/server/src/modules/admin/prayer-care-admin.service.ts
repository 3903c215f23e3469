import type { TAdminCareDetail, TAdminCareNote, TAdminCarePage } from '@congrega/contract/admin/prayer';
import type { TPrayerCareStatus } from '@congrega/contract/prayer';
import type { Tx } from '../../db/client.ts';
import { addCareNote, careItem, careQueue, updateCareItem } from '../prayer/prayer.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { insertAudit } from './audit.repository.ts';
import { tellAuthor } from './prayer-admin.service.ts';

/**
 * The pastoral care queue (pastoral grant; never content editors). Requests naming a religious need are sensitive
 * data (LGPD art. 11): every read, of the queue or of one item, appends an 'access' row to the audit log in the
 * read's own transaction (who looked, when, which items); writes are audited as every staff write, with the status
 * and the person assigned, never the notes' text. The requester is told once someone takes their request in hand.
 */
const CARE = { area: 'pastoral', entidade: 'oracao_cuidado' } as const;

function auditAccess(ctx: AdminContext, tx: Tx, churchId: number, entidadeId: string | null, depois: unknown) {
  return insertAudit(tx, churchId, {
    atorContaId: ctx.staff.contaId,
    area: CARE.area,
    entidade: CARE.entidade,
    entidadeId,
    acao: 'access',
    depois,
    requestId: ctx.requestId,
    ip: ctx.ip,
  });
}

export function careList(
  ctx: AdminContext,
  q: { status?: TPrayerCareStatus | undefined; page: number; limit: number },
): Promise<TAdminCarePage> {
  return adminRead(ctx, async (tx, church) => {
    const page = await careQueue(tx, church.id, q.status, q);
    await auditAccess(ctx, tx, church.id, null, { status: q.status ?? null, page: q.page, itens: page.itens.map((i) => i.idOracao) });
    return page;
  });
}

export function careGet(ctx: AdminContext, id: string): Promise<TAdminCareDetail> {
  return adminRead(ctx, async (tx, church) => {
    const { autorId: _autor, ...item } = await careItem(tx, church.id, id);
    await auditAccess(ctx, tx, church.id, id, null);
    return item;
  });
}

const auditView = (i: TAdminCareDetail) => ({ status: i.status, responsavel: i.responsavel });

export function careUpdate(
  ctx: AdminContext,
  id: string,
  body: { status: TPrayerCareStatus; responsavelId: number | null },
): Promise<TAdminCareDetail> {
  return adminWrite(ctx, CARE, async (tx, church) => {
    const { antes, depois } = await updateCareItem(tx, church.id, id, { status: body.status, responsavelId: body.responsavelId });
    // The requester sees it on their request too (who took it); the notice says so once, when someone first takes it.
    if (antes.responsavel === null && depois.responsavel !== null) await tellAuthor(tx, church, antes.autorId, 'cuidado');
    const { autorId: _autor, ...result } = depois;
    return { result, audit: { entidadeId: id, acao: 'update', antes: auditView(antes), depois: auditView(depois) } };
  });
}

export function careNoteAdd(ctx: AdminContext, id: string, texto: string): Promise<TAdminCareNote> {
  return adminWrite(ctx, CARE, async (tx, church) => {
    const note = await addCareNote(tx, church.id, id, ctx.staff.usuarioId, texto);
    return { result: note, audit: { entidadeId: id, acao: 'create', depois: { nota: note.id, tamanho: texto.length } } };
  });
}
