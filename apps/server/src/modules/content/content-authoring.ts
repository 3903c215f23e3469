import type { TAdminContentItem, TContentState } from '@congrega/contract/admin/content';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { notifyChurch, queuePushSweep } from '../notifications/notifications.public.ts';
import type { AuthoringKind } from './content-authoring-kinds.ts';
import { AUTHORING_KINDS } from './content-authoring-kinds.ts';
import { itemDeleted, refusingSlugClash, settleSlug, slugChanged } from './content-slugs.ts';
import {
  churchesWithDueNotices,
  claimDueNotices,
  deleteAuthored,
  findAuthored,
  insertAuthored,
  listAuthored,
  publicationOf,
  unpublication,
  updateAuthored,
  type AuthoredRow,
  type AuthoredValues,
} from './content-authoring.repository.ts';
import { publicReadsChanged } from '../../core/public-reads.ts';

/**
 * Authoring the church's content in the staff console (exported through the door for admin/, which audits each
 * change in the same transaction; rules in packages/contract/src/admin/content.ts). The rich text is stored as
 * lib/rich-text.ts makes it (the one sanitizer of staff rich text); one empty once sanitised is refused. Publishing
 * a kind with a notice (devotionals, news) asks for the members' notification once: claimed at once when the item
 * shows now, or by the publish job (content.jobs.ts) when its time arrives; the claim is one UPDATE ... RETURNING,
 * so any number of runs and copies notify each item once.
 */

export type AuthoredItem = TAdminContentItem & Record<string, unknown>;
type Body = AuthoredValues;
export type AuthoredQuery = { busca?: string | undefined; estado?: TContentState | undefined; page: number; limit: number };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function viewOf(row: AuthoredRow): AuthoredItem {
  return {
    ...row,
    dataPublicacao: row.dataPublicacao.toISOString(),
    notificadoEm: iso(row.notificadoEm),
    atualizadoEm: row.atualizadoEm.toISOString(),
  };
}

const presented = (kind: AuthoringKind, item: AuthoredItem) => (kind.present ? (kind.present(item) as AuthoredItem) : item);

/** The item as the console edits it; 404 ADMIN_CONTENT_NOT_FOUND when it is not one of the church's of this kind. */
export async function authoredItem(tx: Tx, kind: AuthoringKind, churchId: number, id: number): Promise<AuthoredItem> {
  const row = await findAuthored(tx, kind, churchId, id);
  if (!row) throw new AppError('ADMIN_CONTENT_NOT_FOUND');
  return presented(kind, viewOf(row));
}

export async function authoredPage(tx: Tx, kind: AuthoringKind, churchId: number, query: AuthoredQuery) {
  const { rows, total } = await listAuthored(tx, kind, churchId, query);
  return { itens: rows.map((row) => presented(kind, viewOf(row))), total, page: query.page, limit: query.limit };
}

/** Staff rich text as stored: sanitised, refused on `conteudo` when nothing is left of it (a lesson's too). */
export function storedRichText(html: string): string {
  const conteudo = sanitizeRichText(html);
  if (conteudo.replace(/<[^>]*>|&nbsp;|\s/g, '') === '')
    throw new AppError('CONTENT_TEXT_EMPTY', {}, { fields: { conteudo: 'error.CONTENT_TEXT_EMPTY' } });
  return conteudo;
}

/** The body as stored (the kind's derived columns, the rich text sanitised), once the kind's own rules accept it. */
async function stored(tx: Tx, kind: AuthoringKind, churchId: number, body: Body): Promise<AuthoredValues> {
  if (kind.prepare) body = kind.prepare(body);
  const conteudo = storedRichText(body.conteudo);
  await kind.check?.(tx, churchId, body);
  return { ...body, conteudo };
}

export async function createAuthored(tx: Tx, kind: AuthoringKind, churchId: number, body: Body): Promise<AuthoredItem> {
  const values = await settleSlug(tx, kind, churchId, await stored(tx, kind, churchId, body));
  const id = await refusingSlugClash(async () => insertAuthored(tx, kind, churchId, values, await kind.onCreate?.(tx, churchId, values)));
  return authoredItem(tx, kind, churchId, id);
}

/** A change: the item before and after (the audit's), its state unchanged. */
export async function updateAuthoredItem(tx: Tx, kind: AuthoringKind, churchId: number, id: number, body: Body) {
  const antes = await authoredItem(tx, kind, churchId, id);
  const values = await settleSlug(tx, kind, churchId, await stored(tx, kind, churchId, body), {
    id,
    slug: (antes.slug as string | null) ?? null,
  });
  await refusingSlugClash(() => updateAuthored(tx, kind, churchId, id, values));
  await slugChanged(tx, kind, churchId, id, antes.slug, values.slug);
  return { antes, depois: await authoredItem(tx, kind, churchId, id) };
}

/** The church's due notices of the kind (one item's with `id`) claimed and put in every member's feed; how many. */
export async function notifyDue(tx: Tx, kind: AuthoringKind, church: Pick<TenantChurch, 'id' | 'codigo'>, id?: number): Promise<number> {
  if (!kind.notice) return 0;
  const claimed = await claimDueNotices(tx, kind, church.id, id);
  for (const item of claimed)
    await notifyChurch(tx, church, {
      titulo: item.titulo,
      corpo: item.resumo ?? item.titulo,
      tipo: kind.notice,
      idEntidadeRelacionada: item.id,
    });
  return claimed.length;
}

/**
 * Publishes now (`quando` absent) or at `quando`, which must be ahead of now (400 CONTENT_PUBLISH_IN_PAST). A kind
 * with a notice asks for it unless the item was notified already; showing now, it is claimed in this transaction.
 */
export async function publishAuthored(tx: Tx, kind: AuthoringKind, church: TenantChurch, id: number, quando: string | undefined) {
  const at = quando === undefined ? null : new Date(quando);
  if (at && at.getTime() <= Date.now())
    throw new AppError('CONTENT_PUBLISH_IN_PAST', {}, { fields: { quando: 'error.CONTENT_PUBLISH_IN_PAST' } });
  const antes = await authoredItem(tx, kind, church.id, id);
  await updateAuthored(tx, kind, church.id, id, publicationOf(kind, at, !!kind.notice));
  if (!at) await notifyDue(tx, kind, church, id);
  return { antes, depois: await authoredItem(tx, kind, church.id, id) };
}

/** Off the member pages (a scheduled notice is dropped with it); kept to publish again. */
export async function unpublishAuthored(tx: Tx, kind: AuthoringKind, churchId: number, id: number) {
  const antes = await authoredItem(tx, kind, churchId, id);
  await updateAuthored(tx, kind, churchId, id, unpublication);
  return { antes, depois: await authoredItem(tx, kind, churchId, id) };
}

/** Deletes the item; what it was (the audit's). */
export async function deleteAuthoredItem(tx: Tx, kind: AuthoringKind, churchId: number, id: number): Promise<AuthoredItem> {
  const antes = await authoredItem(tx, kind, churchId, id);
  await deleteAuthored(tx, kind, churchId, id);
  await itemDeleted(tx, kind, churchId, id);
  return antes;
}

/**
 * The publish job's run (content.jobs.ts): for every kind with a notice and every church with a due one, the notices
 * claimed and created in one church transaction. Safe with any number of runs at once (claimDueNotices).
 */
export async function publishDueNotices(app: FastifyInstance): Promise<number> {
  let notified = 0;
  for (const kind of Object.values(AUTHORING_KINDS)) {
    if (!kind.notice) continue;
    for (const church of await churchesWithDueNotices(app.database.db, kind.kind.table)) {
      const count = await app.database.withChurch(church.id, (tx) => notifyDue(tx, kind, church));
      // Their pushes go out now rather than at the push sweep's next minute; the church's cached content lists
      // are read again (they hold until the item's time anyway: this covers a clock apart from the database's).
      if (count > 0) {
        await publicReadsChanged(app, church.id, 'content');
        await publicReadsChanged(app, church.id, 'notifications'); // the notices just written
        await queuePushSweep(app, church.id);
      }
      notified += count;
    }
  }
  return notified;
}
