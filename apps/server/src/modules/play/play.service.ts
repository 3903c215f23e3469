import {
  PLAY_MEDIA_TTL_SECONDS,
  type TPlayConfig,
  type TPlayContent,
  type TPlayHome,
  type TPlayListItem,
  type TPlayPlayback,
} from '@congrega/contract/play';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import { cachedPublicRead } from '../../core/public-reads.ts';
import { assertHostChurch } from '../payments/payments.public.ts';
import { mediaPlayback } from '../media/media.public.ts';
import { hlsFile, isHlsFile, signMediaToken } from './play-media.ts';
import { playHomeFor } from './play-home.ts';
import { toSummary } from './play-view.ts';
import {
  addListItem,
  deleteListItem,
  findCollection,
  findContent,
  findPlayConfig,
  listContents,
  listItems,
  type ContentFilter,
  type Viewer,
} from './play.repository.ts';
import { validSubscriptionPlan } from './subscriptions.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * Play's catalogue and my list. Decided rules:
 * - `tipoVisibilidadeConteudo` 'publico' (default): everyone browses (home, lists, detail); 'assinantes': only members
 *   with a valid subscription of this church browse, anyone else gets 403 PLAY_SUBSCRIPTION_REQUIRED (the web app
 *   shows the plans). Plans and the setting are always public.
 * - Watching always needs a valid subscription ('ativo', spec section 6), checked on every playback; the answer is
 *   short-lived signed links (play-media.ts), never a permanent one.
 * - My list is the owner's: `usuario` must be the caller's client account, and anyone else's item answers 404. Adding
 *   and listing follow the browsing rule (they show the contents); removing is always allowed.
 * - Members see only published contents, and a collection only when it is seen on every plan or on the plan of
 *   their valid subscription (authored in the console, contract admin/play.ts); anything else answers as missing.
 */
export const PLAY_MEDIA_PATH = '/api/v1/plano-assinatura-midia/';

function assertSlug(church: TenantChurch, slug: string) {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
}

async function visibility(tx: Tx, churchId: number): Promise<TPlayConfig['tipoVisibilidadeConteudo']> {
  const config = await findPlayConfig(tx, churchId);
  return config?.tipoVisibilidadeConteudo === 'assinantes' ? 'assinantes' : 'publico';
}

/** Browsing rule (see above); answers whether the caller may watch, and what the caller's plan sees. */
async function browseAccess(tx: Tx, churchId: number, auth: AuthContext | null, now: Date): Promise<{ valid: boolean; viewer: Viewer }> {
  const usuarioId = auth?.usuarioId ?? null;
  const [mode, planId] = await Promise.all([
    visibility(tx, churchId),
    usuarioId === null ? null : validSubscriptionPlan(tx, churchId, usuarioId, now),
  ]);
  if (mode === 'assinantes' && planId === null) throw new AppError('PLAY_SUBSCRIPTION_REQUIRED');
  return { valid: planId !== null, viewer: { planId } };
}

/** The church's browsing setting, from its cached public reads (core/public-reads.ts; the console's writes end it). */
function cachedVisibility(app: FastifyInstance, church: TenantChurch): Promise<TPlayConfig['tipoVisibilidadeConteudo']> {
  return cachedPublicRead(app, church.id, 'play', 'visibility', async () => ({
    value: await app.database.withChurch(church.id, (tx) => visibility(tx, church.id)),
  }));
}

export async function getPlayConfig(app: FastifyInstance, church: TenantChurch, slug: string): Promise<TPlayConfig> {
  assertSlug(church, slug);
  return { tipoVisibilidadeConteudo: await cachedVisibility(app, church) };
}

/**
 * The Play home: the same for every viewer of one plan (visitors and members without a valid subscription: none),
 * so it is the church's cached public read per plan, authored only in the console (adminWrite ends it). A member's
 * only read of their own is their valid subscription's plan.
 */
export async function getPlayHome(app: FastifyInstance, church: TenantChurch, auth: AuthContext | null, slug: string): Promise<TPlayHome> {
  assertSlug(church, slug);
  const usuarioId = auth?.usuarioId ?? null;
  const [mode, planId] = await Promise.all([
    cachedVisibility(app, church),
    usuarioId === null ? null : app.database.withChurch(church.id, (tx) => validSubscriptionPlan(tx, church.id, usuarioId, new Date())),
  ]);
  if (mode === 'assinantes' && planId === null) throw new AppError('PLAY_SUBSCRIPTION_REQUIRED');
  return cachedPublicRead(app, church.id, 'play', `home:${planId ?? 'none'}`, async () => ({
    value: await app.database.withChurch(church.id, (tx) => playHomeFor(tx, church.id, { planId })),
  }));
}

export async function listPlayContents(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext | null,
  query: ContentFilter & { igreja: number; page: number; limit: number },
) {
  assertHostChurch(church, query.igreja);
  return app.database.withChurch(church.id, async (tx) => {
    const { viewer } = await browseAccess(tx, church.id, auth, new Date());
    const coletanea = query.coletanea === undefined ? null : await findCollection(tx, church.id, query.coletanea, viewer);
    if (coletanea === undefined) throw new AppError('PLAY_COLLECTION_NOT_FOUND');
    const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
    const { rows, total } = await listContents(tx, church.id, query, page, viewer);
    return {
      conteudos: rows.map(toSummary),
      total,
      coletanea: coletanea && { id: coletanea.id, nome: coletanea.nome, descricao: coletanea.descricao, imagem: coletanea.imagem },
    };
  });
}

export async function getPlayContent(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext | null,
  id: number,
): Promise<TPlayContent> {
  return app.database.withChurch(church.id, async (tx) => {
    const { valid, viewer } = await browseAccess(tx, church.id, auth, new Date());
    const row = await findContent(tx, church.id, id, auth?.usuarioId ?? null, viewer);
    if (!row) throw new AppError('PLAY_CONTENT_NOT_FOUND');
    return { ...toSummary(row), descricao: row.descricao, legendas: row.legenda !== null, minhaListaId: row.minhaListaId, acesso: valid };
  });
}

/**
 * Every playback: the content, then a valid subscription of this church; then links valid PLAY_MEDIA_TTL_SECONDS. A
 * content authored on a media library item plays that item through the media module's own signed links
 * (mediaPlayback: its HLS folder and caption tracks), asked in the same transaction once the checks passed.
 */
export async function getPlayback(app: FastifyInstance, church: TenantChurch, auth: AuthContext, id: number): Promise<TPlayPlayback> {
  const now = new Date();
  const { row, media } = await app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    const planId = await validSubscriptionPlan(tx, church.id, usuarioId, now);
    // A content the member's plan does not see is missing to them; one they see needs a valid subscription.
    const content = await findContent(tx, church.id, id, null, { planId });
    if (!content) throw new AppError('PLAY_CONTENT_NOT_FOUND');
    if (planId === null) throw new AppError('PLAY_SUBSCRIPTION_REQUIRED');
    const links = content.midiaArquivoId === null ? null : await mediaPlayback(tx, church.id, content.midiaArquivoId, now, app);
    return { row: content, media: links };
  });
  if (media) return { fontes: media.fontes, legendas: media.legendas, expiraEm: media.expiraEm };
  const exp = Math.floor(now.getTime() / 1000) + PLAY_MEDIA_TTL_SECONDS;
  const link = (kind: 'v' | 'c') => PLAY_MEDIA_PATH + signMediaToken(app.playMediaSecret, church.id, row.id, kind, exp);
  // An HLS rendition: the playlist under the signed prefix (its relative segment URIs resolve there, play-media.ts).
  const arquivo = row.arquivo ?? '';
  const video = isHlsFile(arquivo) ? `${link('v')}/${arquivo.split('/')[1]}` : link('v');
  return {
    fontes: [{ url: video, tipo: row.tipoArquivo }],
    legendas: row.legenda ? [{ url: link('c'), idioma: 'pt-BR', rotulo: 'Português' }] : [],
    expiraEm: new Date(exp * 1000).toISOString(),
  };
}

/** The demo file a verified Play media link names (an unpublished or missing content, or a media library one: 404). */
export async function findMediaFile(app: FastifyInstance, church: TenantChurch, contentId: number, kind: 'v' | 'c') {
  const row = await app.database.withChurch(church.id, (tx) => findContent(tx, church.id, contentId, null, 'any'));
  const file = kind === 'v' ? row?.arquivo : row?.legenda;
  if (!row || !file || row.midiaArquivoId !== null) throw new AppError('NOT_FOUND');
  return { file, type: kind === 'v' ? row.tipoArquivo : 'text/vtt; charset=utf-8' };
}

/** A playlist or segment of a verified link's HLS rendition (a content that is not HLS, or another name: 404). */
export async function findHlsFile(app: FastifyInstance, church: TenantChurch, contentId: number, kind: 'v' | 'c', name: string) {
  const { file } = await findMediaFile(app, church, contentId, kind);
  if (kind !== 'v' || !isHlsFile(file)) throw new AppError('NOT_FOUND');
  const wanted = hlsFile(name);
  return { file: `${file.split('/')[0]}/${wanted.name}`, type: wanted.type };
}

function toListItem(row: Awaited<ReturnType<typeof listItems>>[number]): TPlayListItem {
  return { id: row.itemId, dataCadastro: row.adicionadoEm.toISOString(), planoAssinaturaConteudo: toSummary(row) };
}

function assertOwner(usuarioId: number, usuario: number) {
  if (usuarioId !== usuario) throw new AppError('NOT_FOUND');
}

export async function addToMyList(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  q: { planoAssinaturaConteudo: number; igreja: number; usuario: number },
) {
  assertHostChurch(church, q.igreja);
  return app.database.withChurch(church.id, async (tx) => {
    assertOwner(await requireMember(tx, auth), q.usuario);
    const { viewer } = await browseAccess(tx, church.id, auth, new Date());
    const content = await findContent(tx, church.id, q.planoAssinaturaConteudo, null, viewer);
    if (!content) throw new AppError('PLAY_CONTENT_NOT_FOUND');
    return toListItem(await addListItem(tx, church.id, q.usuario, content.id, viewer));
  });
}

export async function listMyList(app: FastifyInstance, church: TenantChurch, auth: AuthContext, q: { usuario: number; igreja: number }) {
  assertHostChurch(church, q.igreja);
  return app.database.withChurch(church.id, async (tx) => {
    assertOwner(await requireMember(tx, auth), q.usuario);
    const { viewer } = await browseAccess(tx, church.id, auth, new Date());
    return { itens: (await listItems(tx, church.id, q.usuario, viewer)).map(toListItem) };
  });
}

export async function removeFromMyList(app: FastifyInstance, church: TenantChurch, auth: AuthContext, id: number): Promise<void> {
  const deleted = await app.database.withChurch(church.id, async (tx) => deleteListItem(tx, church.id, await requireMember(tx, auth), id));
  if (!deleted) throw new AppError('PLAY_LIST_ITEM_NOT_FOUND');
}
