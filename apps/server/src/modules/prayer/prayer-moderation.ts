import type {
  TAdminPrayerMessage,
  TAdminPrayerQueue,
  TAdminPrayerReason,
  TAdminPrayerRequest,
  TAdminPrayerSettings,
} from '@congrega/contract/admin/prayer';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  editPrayer,
  findMessage,
  findModerated,
  findSettings,
  listQueue,
  listReportedMessages,
  resolveReports,
  saveSettings,
  setAnswered,
  setMessageStatus,
  setPrayerStatus,
  type MessageRow,
  type ModeratedRow,
  type QueueName,
} from './prayer-moderation.repository.ts';
import { findReason, insertReason, listAllReasons, updateReason, type ReasonValues } from './prayer-reasons.repository.ts';

/**
 * Moderating the prayer wall (exported through the door for admin/, which audits each change in the same
 * transaction, tells the author and evicts the wall after the commit; rules in packages/contract/src/admin/prayer.ts).
 * A change answers the item before and after it (the audit's antes/depois) and its author's client account.
 */
export type Decision = 'aprovar' | 'ocultar';
export interface Moderated<T> {
  antes: T;
  depois: T;
  autorId: number;
}

function toRequest(r: ModeratedRow): TAdminPrayerRequest {
  return {
    id: r.id,
    nome: r.nome,
    mensagem: r.mensagem,
    imagem: r.imagem,
    motivo: r.motivo,
    status: r.status as TAdminPrayerRequest['status'],
    denuncias: r.denuncias,
    respondida: r.respondidaEm !== null,
    quantidadeOracoes: r.quantidadeOracoes,
    expiraEm: r.expiraEm?.toISOString() ?? null,
    dataCadastro: r.criadoEm.toISOString(),
  };
}

function toMessage(m: MessageRow): TAdminPrayerMessage {
  return {
    id: m.id,
    idOracao: m.idOracao,
    nome: m.nome,
    mensagem: m.mensagem,
    status: m.status as TAdminPrayerMessage['status'],
    denuncias: m.denuncias,
    dataCadastro: m.criadoEm.toISOString(),
  };
}

export const prayerSettings = (tx: Tx, churchId: number): Promise<TAdminPrayerSettings> => findSettings(tx, churchId);

export async function savePrayerSettings(tx: Tx, churchId: number, values: TAdminPrayerSettings) {
  const antes = await findSettings(tx, churchId);
  await saveSettings(tx, churchId, values);
  return { antes, depois: await findSettings(tx, churchId) };
}

export async function moderationQueue(
  tx: Tx,
  churchId: number,
  fila: QueueName,
  page: { page: number; limit: number },
): Promise<TAdminPrayerQueue> {
  const [{ rows, total }, messages] = await Promise.all([
    listQueue(tx, churchId, fila, { offset: (page.page - 1) * page.limit, limit: page.limit }),
    listReportedMessages(tx, churchId),
  ]);
  return { itens: rows.map(toRequest), page: page.page, limit: page.limit, total, mensagens: messages.map(toMessage) };
}

async function moderated(tx: Tx, churchId: number, id: string): Promise<ModeratedRow> {
  const row = await findModerated(tx, churchId, id);
  if (!row) throw new AppError('PRAYER_NOT_FOUND');
  return row;
}

/** Runs a change on a public request and answers it before and after. */
async function changeRequest(tx: Tx, churchId: number, id: string, change: () => Promise<void>): Promise<Moderated<TAdminPrayerRequest>> {
  const before = await moderated(tx, churchId, id);
  await change();
  return { antes: toRequest(before), depois: toRequest(await moderated(tx, churchId, id)), autorId: before.idUsuario };
}

/** Approve publishes (a pending, hidden or reported request); hide takes it off the wall. Either resolves its reports. */
export function decidePrayer(tx: Tx, churchId: number, id: string, decisao: Decision) {
  return changeRequest(tx, churchId, id, async () => {
    await setPrayerStatus(tx, churchId, id, decisao === 'aprovar' ? 'publicada' : 'oculta');
    await resolveReports(tx, churchId, { idOracao: id });
  });
}

export function editModeratedPrayer(tx: Tx, churchId: number, id: string, values: { nome: string; mensagem: string }) {
  return changeRequest(tx, churchId, id, () => editPrayer(tx, churchId, id, values));
}

export function markPrayerAnswered(tx: Tx, churchId: number, id: string, answered: boolean) {
  return changeRequest(tx, churchId, id, () => setAnswered(tx, churchId, id, answered));
}

export async function decidePrayerMessage(
  tx: Tx,
  churchId: number,
  id: number,
  decisao: Decision,
): Promise<Moderated<TAdminPrayerMessage>> {
  const before = await findMessage(tx, churchId, id);
  if (!before) throw new AppError('PRAYER_MESSAGE_NOT_FOUND');
  await setMessageStatus(tx, churchId, id, decisao === 'aprovar' ? 'publicada' : 'oculta');
  await resolveReports(tx, churchId, { idMensagem: id });
  return { antes: toMessage(before), depois: toMessage((await findMessage(tx, churchId, id))!), autorId: before.idUsuario };
}

export const prayerReasons = (tx: Tx, churchId: number): Promise<TAdminPrayerReason[]> => listAllReasons(tx, churchId);
export const createPrayerReason = (tx: Tx, churchId: number, values: ReasonValues): Promise<TAdminPrayerReason> =>
  insertReason(tx, churchId, values);

export async function updatePrayerReason(tx: Tx, churchId: number, id: number, values: ReasonValues) {
  const antes = await findReason(tx, churchId, id);
  if (!antes) throw new AppError('PRAYER_REASON_NOT_FOUND');
  return { antes, depois: (await updateReason(tx, churchId, id, values))! };
}
