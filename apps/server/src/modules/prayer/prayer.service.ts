import type {
  TMyPrayer,
  TPrayerCreateValues,
  TPrayerDetail,
  TPrayerMessage,
  TPrayerReason,
  TPrayerWall,
  TPrayResult,
} from '@congrega/contract/prayer';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { deleteUpload, saveImageUpload } from '../../lib/image-upload.ts';
import { findSettings } from './prayer-moderation.repository.ts';
import { assertHost, findVisible, memberOf, onPublicWall, toMyPrayer, toPrayer, viewerOf } from './prayer-viewer.ts';
import { prayerWallEvent } from './prayer-wall-live.ts';
import { cachedPrayedMarks, cachedWallPage, peekPrayedMarks, peekWallPage, prayedChanged, wallChanged } from './prayer-wall-cache.ts';
import {
  deletePrayer,
  findPrayer,
  insertMessage,
  insertPrayer,
  countShownMessages,
  isActiveReason,
  listActiveReasons,
  listByAuthor,
  listMessages,
  listPrayedToday,
  listWall,
  recordPray,
  type WallPage,
} from './prayer.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/** Images of prayer requests live in DATA_DIR/uploads/prayer/. */
const UPLOAD_FOLDER = 'prayer';

/**
 * The wall: the page is shared by every reader and cached (prayer-wall-cache.ts); a member's request adds their own
 * "prayed today" marks on that page, cached per member (evicted when they pray). A warm read, visitor's or member's,
 * touches no database at all; otherwise one transaction loads what is missing (the page, the marks, or both).
 */
export async function getWall(
  app: FastifyInstance,
  church: TenantChurch,
  slug: string,
  auth: AuthContext | null,
  page: { page: number; limit: number },
): Promise<TPrayerWall> {
  assertHost(church, { slug });
  const viewer = viewerOf(church, auth);
  const { usuarioId, day } = viewer;
  const idsOf = (wall: WallPage) => wall.rows.map((row) => row.id);
  let wall: WallPage;
  let prayed = new Set<string>();
  if (usuarioId === undefined) {
    wall = await cachedWallPage(app, church.id, page, () => app.database.withChurch(church.id, (tx) => listWall(tx, church.id, page)));
  } else {
    const warm = peekWallPage(app, church.id, page);
    const warmMarks = warm && peekPrayedMarks(app, church.id, usuarioId, day, idsOf(warm));
    ({ wall, prayed } =
      warm && warmMarks
        ? { wall: warm, prayed: warmMarks }
        : await app.database.withChurch(church.id, async (tx) => {
            const loaded = await cachedWallPage(app, church.id, page, () => listWall(tx, church.id, page));
            const ids = idsOf(loaded);
            const marks = await cachedPrayedMarks(app, church.id, usuarioId, day, ids, () =>
              listPrayedToday(tx, church.id, usuarioId, day, ids),
            );
            return { wall: loaded, prayed: marks };
          }));
  }
  const oracoes = wall.rows.map((row) => toPrayer({ ...row, orouHoje: prayed.has(row.id) }, viewer));
  return { oracoes, total: wall.total, page: page.page, limit: page.limit };
}

export async function getPrayer(
  app: FastifyInstance,
  church: TenantChurch,
  slug: string,
  id: string,
  auth: AuthContext | null,
): Promise<TPrayerDetail> {
  assertHost(church, { slug });
  // One transaction: the viewer, the request (with the visibility rule) and its messages.
  return app.database.withChurch(church.id, async (tx) => {
    const viewer = viewerOf(church, auth);
    const row = await findVisible(tx, church.id, id, viewer);
    const messages = await listMessages(tx, church.id, id);
    return {
      ...toPrayer(row, viewer),
      flagPublicarMural: row.flagPublicarMural,
      status: toMyPrayer(row, viewer).status,
      mensagens: messages.map((m) => ({
        id: m.id,
        nome: m.nome,
        mensagem: m.mensagem,
        dataCadastro: m.criadoEm.toISOString(),
        meu: viewer.usuarioId !== undefined && m.idUsuario === viewer.usuarioId,
      })),
    };
  });
}

export async function getReasons(app: FastifyInstance, church: TenantChurch, slug: string): Promise<{ motivos: TPrayerReason[] }> {
  assertHost(church, { slug });
  return { motivos: await app.database.withChurch(church.id, (tx) => listActiveReasons(tx, church.id)) };
}

export async function listMyPrayers(
  app: FastifyInstance,
  church: TenantChurch,
  igreja: number,
  auth: AuthContext,
): Promise<{ oracoes: TMyPrayer[] }> {
  assertHost(church, { id: igreja });
  return app.database.withChurch(church.id, async (tx) => {
    const viewer = memberOf(church, auth);
    const rows = await listByAuthor(tx, church.id, viewer);
    return { oracoes: rows.map((row) => toMyPrayer(row, viewer)) };
  });
}

export async function createPrayer(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  input: TPrayerCreateValues,
  image: Buffer | undefined,
): Promise<TMyPrayer> {
  // Cheap checks first, in their own short transaction: no image is processed for a request that fails them.
  const settings = await app.database.withChurch(church.id, async (tx) => {
    memberOf(church, auth);
    if (input.idOracaoMotivo !== undefined && !(await isActiveReason(tx, church.id, input.idOracaoMotivo))) {
      throw new AppError('VALIDATION_FAILED', {}, { fields: { idOracaoMotivo: 'validation.invalid' } });
    }
    return findSettings(tx, church.id);
  });
  // The church's moderation settings (issue 34): a public request waits for approval when the church asks so, and
  // leaves the wall after its N days (a private one never reaches the wall: nothing to approve).
  const status = input.flagPublicarMural && settings.flagAprovacao ? ('pendente' as const) : ('publicada' as const);
  const expiraEm = new Date(Date.now() + settings.diasExpiracao * 86_400_000);
  // The image is processed outside any transaction (it takes a while) and removed again if the insert fails.
  const imagem = image ? await saveImageUpload(app.config.dataDir, UPLOAD_FOLDER, image) : null;
  try {
    const created = await app.database.withChurch(church.id, async (tx) => {
      const viewer = memberOf(church, auth);
      const id = await insertPrayer(tx, church.id, { ...input, idUsuario: viewer.usuarioId, imagem, status, expiraEm });
      return toMyPrayer((await findPrayer(tx, church.id, id, viewer))!, viewer);
    });
    wallChanged(app, church.id);
    return created;
  } catch (error) {
    await deleteUpload(app.config.dataDir, imagem);
    throw error;
  }
}

export async function addMessage(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  input: { idOracao: string; mensagem: string },
): Promise<TPrayerMessage> {
  const { row, shown } = await app.database.withChurch(church.id, async (tx) => {
    const viewer = memberOf(church, auth);
    const prayer = await findVisible(tx, church.id, input.idOracao, viewer);
    const message = await insertMessage(tx, church.id, { ...input, idUsuario: viewer.usuarioId });
    // Everyone looking hears of it only when the request is on the public wall (then so is a new message).
    return { row: message, shown: onPublicWall(prayer) ? await countShownMessages(tx, church.id, input.idOracao) : undefined };
  });
  wallChanged(app, church.id);
  const mensagem = { id: row.id, nome: row.nome, mensagem: row.mensagem, dataCadastro: row.criadoEm.toISOString() };
  if (shown !== undefined)
    await prayerWallEvent(app, church.id, { type: 'message', idOracao: input.idOracao, quantidadeMensagens: shown, mensagem });
  return { ...mensagem, meu: true };
}

/** Records the caller's prayer under the once-per-member-per-day rule of prayer-day.ts. */
export async function pray(app: FastifyInstance, church: TenantChurch, auth: AuthContext, idOracao: string): Promise<TPrayResult> {
  const prayed = await app.database.withChurch(church.id, async (tx) => {
    const viewer = memberOf(church, auth);
    const row = await findVisible(tx, church.id, idOracao, viewer);
    const count = await recordPray(tx, church.id, idOracao, viewer.usuarioId, viewer.day);
    return { count, usuarioId: viewer.usuarioId, shown: onPublicWall(row) };
  });
  wallChanged(app, church.id);
  await prayedChanged(app, church.id, prayed.usuarioId);
  // The count to everyone looking, when the request is on the public wall (a repeat sends the same count again).
  if (prayed.shown) await prayerWallEvent(app, church.id, { type: 'prayed', id: idOracao, quantidadeOracoes: prayed.count });
  return { quantidadeOracoes: prayed.count, orouHoje: true };
}

/**
 * Irreversible (spec section 4): the request, its messages, its pray rows and its image file go.
 * Only the author may delete; others who can see it get 403, those who cannot get 404.
 */
export async function removePrayer(app: FastifyInstance, church: TenantChurch, auth: AuthContext, id: string): Promise<void> {
  const imagem = await app.database.withChurch(church.id, async (tx) => {
    const viewer = memberOf(church, auth);
    const row = await findVisible(tx, church.id, id, viewer);
    if (row.idUsuario !== viewer.usuarioId) throw new AppError('FORBIDDEN');
    return deletePrayer(tx, church.id, id);
  });
  wallChanged(app, church.id);
  try {
    await deleteUpload(app.config.dataDir, imagem);
  } catch (error) {
    // The request is already gone; an orphaned file is a cleanup matter, not the member's problem.
    app.log.warn({ err: error }, 'prayer image could not be deleted');
  }
}
