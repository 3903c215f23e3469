import type {
  TMyPrayer,
  TPrayer,
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
import type { AuthContext } from '../../plugins/auth.ts';
import { findClientAccountId, isStaff } from '../accounts/roles.repository.ts';
import type { TenantChurch } from '../church/church-host.repository.ts';
import { prayerDay } from './prayer-day.ts';
import {
  deletePrayer,
  findPrayer,
  insertMessage,
  insertPrayer,
  isActiveReason,
  listActiveReasons,
  listByAuthor,
  listMessages,
  listWall,
  recordPray,
  type PrayerRow,
} from './prayer.repository.ts';

/** Images of prayer requests live in DATA_DIR/uploads/prayer/. */
const UPLOAD_FOLDER = 'prayer';

/** The caller as the prayer rules see them: account (when logged in) and client account at this church. */
interface Viewer {
  contaId: number | undefined;
  usuarioId: number | undefined;
  day: string;
}

async function viewerOf(app: FastifyInstance, churchId: number, auth: AuthContext | null): Promise<Viewer> {
  const usuarioId = auth ? await findClientAccountId(app, churchId, auth.contaId) : undefined;
  return { contaId: auth?.contaId, usuarioId, day: prayerDay() };
}

/** Writing needs a client account at the host church, not just a provider account. */
async function memberOf(app: FastifyInstance, churchId: number, auth: AuthContext): Promise<Viewer & { usuarioId: number }> {
  const viewer = await viewerOf(app, churchId, auth);
  if (viewer.usuarioId === undefined) throw new AppError('CLIENT_ACCOUNT_NOT_FOUND', {}, { status: 403 });
  return { ...viewer, usuarioId: viewer.usuarioId };
}

/** Paths naming a church must name the host's church; any other answers 404 as if it did not exist. */
function assertHost(church: TenantChurch, ref: { slug?: string; id?: number }): void {
  if ((ref.slug !== undefined && ref.slug !== church.slug) || (ref.id !== undefined && ref.id !== church.id)) {
    throw new AppError('CHURCH_NOT_FOUND');
  }
}

function toPrayer(row: PrayerRow, viewer: Viewer): TPrayer {
  return {
    id: row.id,
    nome: row.nome,
    mensagem: row.mensagem,
    imagem: row.imagem,
    idOracaoMotivo: row.idOracaoMotivo,
    motivo: row.motivo,
    quantidadeOracoes: row.quantidadeOracoes,
    quantidadeMensagens: row.quantidadeMensagens,
    dataCadastro: row.criadoEm.toISOString(),
    ...(viewer.contaId !== undefined ? { orouHoje: row.orouHoje } : {}),
    meu: viewer.usuarioId !== undefined && row.idUsuario === viewer.usuarioId,
  };
}

function toMyPrayer(row: PrayerRow, viewer: Viewer): TMyPrayer {
  const { flagPublicarMural, flagReceberLigacao, flagReceberVisita } = row;
  return { ...toPrayer(row, viewer), flagPublicarMural, flagReceberLigacao, flagReceberVisita };
}

/**
 * Who may see a request: anyone when it is on the wall (published and active); otherwise only its
 * author and the church's staff. Everyone else gets 404, never 403, so existence is not revealed.
 */
async function findVisible(app: FastifyInstance, churchId: number, id: string, viewer: Viewer): Promise<PrayerRow> {
  const row = await findPrayer(app, churchId, id, viewer);
  if (row) {
    if (row.flagPublicarMural && row.flagAtivo) return row;
    if (viewer.usuarioId !== undefined && row.idUsuario === viewer.usuarioId) return row;
    if (viewer.contaId !== undefined && (await isStaff(app, churchId, viewer.contaId))) return row;
  }
  throw new AppError('PRAYER_NOT_FOUND');
}

export async function getWall(
  app: FastifyInstance, church: TenantChurch, slug: string, auth: AuthContext | null, page: { page: number; limit: number },
): Promise<TPrayerWall> {
  assertHost(church, { slug });
  const viewer = await viewerOf(app, church.id, auth);
  const { rows, total } = await listWall(app, church.id, viewer, page);
  return { oracoes: rows.map((row) => toPrayer(row, viewer)), total, page: page.page, limit: page.limit };
}

export async function getPrayer(
  app: FastifyInstance, church: TenantChurch, slug: string, id: string, auth: AuthContext | null,
): Promise<TPrayerDetail> {
  assertHost(church, { slug });
  const viewer = await viewerOf(app, church.id, auth);
  const row = await findVisible(app, church.id, id, viewer);
  const messages = await listMessages(app, church.id, id);
  return {
    ...toPrayer(row, viewer),
    flagPublicarMural: row.flagPublicarMural,
    mensagens: messages.map((m) => ({ id: m.id, nome: m.nome, mensagem: m.mensagem, dataCadastro: m.criadoEm.toISOString() })),
  };
}

export async function getReasons(app: FastifyInstance, church: TenantChurch, slug: string): Promise<{ motivos: TPrayerReason[] }> {
  assertHost(church, { slug });
  return { motivos: await listActiveReasons(app, church.id) };
}

export async function listMyPrayers(
  app: FastifyInstance, church: TenantChurch, igreja: number, auth: AuthContext,
): Promise<{ oracoes: TMyPrayer[] }> {
  assertHost(church, { id: igreja });
  const viewer = await memberOf(app, church.id, auth);
  const rows = await listByAuthor(app, church.id, viewer);
  return { oracoes: rows.map((row) => toMyPrayer(row, viewer)) };
}

export async function createPrayer(
  app: FastifyInstance, church: TenantChurch, auth: AuthContext, input: TPrayerCreateValues, image: Buffer | undefined,
): Promise<TMyPrayer> {
  const viewer = await memberOf(app, church.id, auth);
  if (input.idOracaoMotivo !== undefined && !(await isActiveReason(app, church.id, input.idOracaoMotivo))) {
    throw new AppError('VALIDATION_FAILED', {}, { fields: { idOracaoMotivo: 'validation.invalid' } });
  }
  // The image is processed last (after every cheap check) and removed again if the insert fails.
  const imagem = image ? await saveImageUpload(app.config.dataDir, UPLOAD_FOLDER, image) : null;
  let id: string;
  try {
    id = await insertPrayer(app, church.id, { ...input, idUsuario: viewer.usuarioId, imagem });
  } catch (error) {
    await deleteUpload(app.config.dataDir, imagem);
    throw error;
  }
  const row = await findPrayer(app, church.id, id, viewer);
  return toMyPrayer(row!, viewer);
}

export async function addMessage(
  app: FastifyInstance, church: TenantChurch, auth: AuthContext, input: { idOracao: string; mensagem: string },
): Promise<TPrayerMessage> {
  const viewer = await memberOf(app, church.id, auth);
  await findVisible(app, church.id, input.idOracao, viewer);
  const row = await insertMessage(app, church.id, { ...input, idUsuario: viewer.usuarioId });
  return { id: row.id, nome: row.nome, mensagem: row.mensagem, dataCadastro: row.criadoEm.toISOString() };
}

/** Records the caller's prayer under the once-per-member-per-day rule of prayer-day.ts. */
export async function pray(app: FastifyInstance, church: TenantChurch, auth: AuthContext, idOracao: string): Promise<TPrayResult> {
  const viewer = await memberOf(app, church.id, auth);
  await findVisible(app, church.id, idOracao, viewer);
  const quantidadeOracoes = await recordPray(app, church.id, idOracao, viewer.usuarioId, viewer.day);
  return { quantidadeOracoes, orouHoje: true };
}

/**
 * Irreversible (spec section 4): the request, its messages, its pray rows and its image file go.
 * Only the author may delete; others who can see it get 403, those who cannot get 404.
 */
export async function removePrayer(app: FastifyInstance, church: TenantChurch, auth: AuthContext, id: string): Promise<void> {
  const viewer = await memberOf(app, church.id, auth);
  const row = await findVisible(app, church.id, id, viewer);
  if (row.idUsuario !== viewer.usuarioId) throw new AppError('FORBIDDEN');
  const imagem = await deletePrayer(app, church.id, id);
  try {
    await deleteUpload(app.config.dataDir, imagem);
  } catch (error) {
    // The request is already gone; an orphaned file is a cleanup matter, not the member's problem.
    app.log.warn({ err: error }, 'prayer image could not be deleted');
  }
}
