import type { TAdminCareDetail, TAdminCareItem, TAdminCareNote, TAdminCarePage } from '@congrega/contract/admin/prayer';
import type { TPrayerCareStatus } from '@congrega/contract/prayer';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSettings } from './prayer-moderation.repository.ts';
import { insertPrayer } from './prayer.repository.ts';
import { findCare, insertCareNote, listCare, listCareNotes, listPastoralTeam, saveCare, type CareRow } from './prayer-care.repository.ts';

/**
 * The pastoral care queue (exported through the door for admin/, which audits every read and write in the same
 * transaction; rules in packages/contract/src/admin/prayer.ts): requests asking for a call or a visit, and private
 * ones. Assigning needs someone of the pastoral team (PRAYER_CARE_STAFF_INVALID otherwise).
 */
function toItem(r: CareRow): TAdminCareItem {
  return {
    idOracao: r.idOracao,
    pessoa: { usuarioId: r.usuarioId, nome: r.nome, email: r.email, telefone: r.telefone },
    mensagem: r.mensagem,
    flagPublicarMural: r.flagPublicarMural,
    flagReceberLigacao: r.flagReceberLigacao,
    flagReceberVisita: r.flagReceberVisita,
    status: r.status as TPrayerCareStatus,
    responsavel: r.responsavelId === null ? null : { usuarioId: r.responsavelId, nome: r.responsavelNome ?? '' },
    dataCadastro: r.criadoEm.toISOString(),
  };
}

export async function careQueue(
  tx: Tx,
  churchId: number,
  status: TPrayerCareStatus | undefined,
  page: { page: number; limit: number },
): Promise<TAdminCarePage> {
  const [{ rows, total }, equipe] = await Promise.all([
    listCare(tx, churchId, status, { offset: (page.page - 1) * page.limit, limit: page.limit }),
    listPastoralTeam(tx, churchId),
  ]);
  return { itens: rows.map(toItem), page: page.page, limit: page.limit, total, equipe };
}

export async function careItem(tx: Tx, churchId: number, id: string): Promise<TAdminCareDetail & { autorId: number }> {
  const row = await findCare(tx, churchId, id);
  if (!row) throw new AppError('PRAYER_CARE_NOT_FOUND');
  const [notas, equipe] = await Promise.all([listCareNotes(tx, churchId, id), listPastoralTeam(tx, churchId)]);
  return {
    ...toItem(row),
    notas: notas.map((n) => ({ id: n.id, texto: n.texto, autor: n.autor, criadoEm: n.criadoEm.toISOString() })),
    equipe,
    autorId: row.usuarioId,
  };
}

export async function updateCareItem(
  tx: Tx,
  churchId: number,
  id: string,
  values: { status: TPrayerCareStatus; responsavelId: number | null },
) {
  const before = await careItem(tx, churchId, id);
  if (values.responsavelId !== null && !before.equipe.some((p) => p.usuarioId === values.responsavelId)) {
    throw new AppError('PRAYER_CARE_STAFF_INVALID', {}, { fields: { responsavelId: 'error.PRAYER_CARE_STAFF_INVALID' } });
  }
  await saveCare(tx, churchId, id, { status: values.status, idResponsavel: values.responsavelId });
  return { antes: before, depois: await careItem(tx, churchId, id) };
}

export async function addCareNote(tx: Tx, churchId: number, id: string, idAutor: number | null, texto: string): Promise<TAdminCareNote> {
  if (!(await findCare(tx, churchId, id))) throw new AppError('PRAYER_CARE_NOT_FOUND');
  const row = await insertCareNote(tx, churchId, { idOracao: id, idAutor, texto });
  const [note] = (await listCareNotes(tx, churchId, id)).filter((n) => n.id === row.id);
  return { id: row.id, texto, autor: note?.autor ?? null, criadoEm: row.criadoEm.toISOString() };
}

/**
 * A hand raised in a live service's moment (issue 34, from the chat): the member's private request with the host's
 * question, so it lands in this care queue (private: the pastoral team only, never the wall) and in the member's own
 * requests, where they see that someone follows up. Runs in the caller's church transaction; returns its id.
 */
export async function addRaisedHandToCare(tx: Tx, churchId: number, usuarioId: number, mensagem: string): Promise<string> {
  const settings = await findSettings(tx, churchId);
  return insertPrayer(tx, churchId, {
    idUsuario: usuarioId,
    mensagem,
    imagem: null,
    flagPublicarMural: false,
    flagReceberLigacao: false,
    flagReceberVisita: false,
    status: 'publicada',
    expiraEm: new Date(Date.now() + settings.diasExpiracao * 86_400_000),
  });
}
