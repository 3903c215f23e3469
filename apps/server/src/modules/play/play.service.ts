import {
  PLAY_MEDIA_TTL_SECONDS,
  type TPlayConfig,
  type TPlayContent,
  type TPlayContentSummary,
  type TPlayHome,
  type TPlayListItem,
  type TPlayPlayback,
} from '@congrega/contract/play';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import { assertHostChurch } from '../payments/payments.public.ts';
import { hlsFile, isHlsFile, signMediaToken } from './play-media.ts';
import {
  addListItem,
  deleteListItem,
  findCollection,
  findContent,
  findPlayConfig,
  listCollections,
  listContents,
  listItems,
  type ContentFilter,
  type ContentSummaryRow,
} from './play.repository.ts';
import { hasValidSubscription } from './subscriptions.repository.ts';
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
 */
export const PLAY_MEDIA_PATH = '/api/v1/plano-assinatura-midia/';

export function toSummary(row: ContentSummaryRow): TPlayContentSummary {
  return {
    id: row.id,
    titulo: row.titulo,
    resumo: row.resumo,
    imagem: row.imagem,
    duracaoSegundos: row.duracaoSegundos,
    tags: row.tags,
    flagDestaque: row.flagDestaque,
    coletanea: row.coletaneaId !== null && row.coletaneaNome !== null ? { id: row.coletaneaId, nome: row.coletaneaNome } : null,
  };
}

function assertSlug(church: TenantChurch, slug: string) {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
}

async function visibility(tx: Tx, churchId: number): Promise<TPlayConfig['tipoVisibilidadeConteudo']> {
  const config = await findPlayConfig(tx, churchId);
  return config?.tipoVisibilidadeConteudo === 'assinantes' ? 'assinantes' : 'publico';
}

/** Browsing rule (see above); answers whether the caller may watch. */
async function browseAccess(tx: Tx, churchId: number, auth: AuthContext | null, now: Date): Promise<boolean> {
  const usuarioId = auth?.usuarioId ?? null;
  const [mode, valid] = await Promise.all([
    visibility(tx, churchId),
    usuarioId === null ? false : hasValidSubscription(tx, churchId, usuarioId, now),
  ]);
  if (mode === 'assinantes' && !valid) throw new AppError('PLAY_SUBSCRIPTION_REQUIRED');
  return valid;
}

export async function getPlayConfig(app: FastifyInstance, church: TenantChurch, slug: string): Promise<TPlayConfig> {
  assertSlug(church, slug);
  return { tipoVisibilidadeConteudo: await app.database.withChurch(church.id, (tx) => visibility(tx, church.id)) };
}

const HOME_ROW = 12;

export async function getPlayHome(app: FastifyInstance, church: TenantChurch, auth: AuthContext | null, slug: string): Promise<TPlayHome> {
  assertSlug(church, slug);
  return app.database.withChurch(church.id, async (tx) => {
    await browseAccess(tx, church.id, auth, new Date());
    const [{ rows }, collections] = await Promise.all([
      listContents(tx, church.id, {}, { limit: 500, offset: 0 }),
      listCollections(tx, church.id),
    ]);
    const tags = [...new Set(rows.flatMap((r) => r.tags))].sort((a, b) => a.localeCompare(b));
    return {
      tags,
      destaques: rows.filter((r) => r.flagDestaque).map(toSummary),
      coletaneas: collections
        .map((col) => ({
          id: col.id,
          nome: col.nome,
          descricao: col.descricao,
          imagem: col.imagem,
          conteudos: rows
            .filter((r) => r.coletaneaId === col.id)
            .slice(0, HOME_ROW)
            .map(toSummary),
        }))
        .filter((col) => col.conteudos.length > 0),
      porTag: tags.map((tag) => ({
        tag,
        conteudos: rows
          .filter((r) => r.tags.includes(tag))
          .slice(0, HOME_ROW)
          .map(toSummary),
      })),
    };
  });
}

export async function listPlayContents(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext | null,
  query: ContentFilter & { igreja: number; page: number; limit: number },
) {
  assertHostChurch(church, query.igreja);
  return app.database.withChurch(church.id, async (tx) => {
    await browseAccess(tx, church.id, auth, new Date());
    const coletanea = query.coletanea === undefined ? null : await findCollection(tx, church.id, query.coletanea);
    if (coletanea === undefined) throw new AppError('PLAY_COLLECTION_NOT_FOUND');
    const { rows, total } = await listContents(tx, church.id, query, { limit: query.limit, offset: (query.page - 1) * query.limit });
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
    const acesso = await browseAccess(tx, church.id, auth, new Date());
    const row = await findContent(tx, church.id, id, auth?.usuarioId ?? null);
    if (!row) throw new AppError('PLAY_CONTENT_NOT_FOUND');
    return { ...toSummary(row), descricao: row.descricao, legendas: row.legenda !== null, minhaListaId: row.minhaListaId, acesso };
  });
}

/** Every playback: the content, then a valid subscription of this church; then links valid PLAY_MEDIA_TTL_SECONDS. */
export async function getPlayback(app: FastifyInstance, church: TenantChurch, auth: AuthContext, id: number): Promise<TPlayPlayback> {
  const now = new Date();
  const row = await app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    const content = await findContent(tx, church.id, id, null);
    if (!content) throw new AppError('PLAY_CONTENT_NOT_FOUND');
    if (!(await hasValidSubscription(tx, church.id, usuarioId, now))) throw new AppError('PLAY_SUBSCRIPTION_REQUIRED');
    return content;
  });
  const exp = Math.floor(now.getTime() / 1000) + PLAY_MEDIA_TTL_SECONDS;
  const link = (kind: 'v' | 'c') => PLAY_MEDIA_PATH + signMediaToken(app.playMediaSecret, church.id, row.id, kind, exp);
  // An HLS rendition: the playlist under the signed prefix (its relative segment URIs resolve there, play-media.ts).
  const video = isHlsFile(row.arquivo) ? `${link('v')}/${row.arquivo.split('/')[1]}` : link('v');
  return {
    fontes: [{ url: video, tipo: row.tipoArquivo }],
    legendas: row.legenda ? [{ url: link('c'), idioma: 'pt-BR', rotulo: 'Português' }] : [],
    expiraEm: new Date(exp * 1000).toISOString(),
  };
}

/** The files a verified media link names (an inactive or missing content: 404). */
export async function findMediaFile(app: FastifyInstance, church: TenantChurch, contentId: number, kind: 'v' | 'c') {
  const row = await app.database.withChurch(church.id, (tx) => findContent(tx, church.id, contentId, null));
  const file = kind === 'v' ? row?.arquivo : row?.legenda;
  if (!row || !file) throw new AppError('NOT_FOUND');
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
    await browseAccess(tx, church.id, auth, new Date());
    const content = await findContent(tx, church.id, q.planoAssinaturaConteudo, null);
    if (!content) throw new AppError('PLAY_CONTENT_NOT_FOUND');
    return toListItem(await addListItem(tx, church.id, q.usuario, content.id));
  });
}

export async function listMyList(app: FastifyInstance, church: TenantChurch, auth: AuthContext, q: { usuario: number; igreja: number }) {
  assertHostChurch(church, q.igreja);
  return app.database.withChurch(church.id, async (tx) => {
    assertOwner(await requireMember(tx, auth), q.usuario);
    await browseAccess(tx, church.id, auth, new Date());
    return { itens: (await listItems(tx, church.id, q.usuario)).map(toListItem) };
  });
}

export async function removeFromMyList(app: FastifyInstance, church: TenantChurch, auth: AuthContext, id: number): Promise<void> {
  const deleted = await app.database.withChurch(church.id, async (tx) => deleteListItem(tx, church.id, await requireMember(tx, auth), id));
  if (!deleted) throw new AppError('PLAY_LIST_ITEM_NOT_FOUND');
}
