import { CONTENT_PAGE_SIZE } from '@congrega/contract/content';
import { formatMoment, resolveTimeZone } from '@congrega/contract/datetime';
import { escapeHtml } from '../../lib/html.ts';
import { drawDefaultLayout, drawPicture, type FirstPaintContext, type FirstPaintRoute } from '../../plugins/web-first-paint.ts';
import type { ContentKind } from './content-kind.ts';
import { devotionalsKind } from './devotionals.kind.ts';
import { newsKind } from './news.kind.ts';
import { getContentList } from './content.service.ts';

type Item = Awaited<ReturnType<typeof getContentList>>['itens'][number] & Record<string, unknown>;

/** How a kind's list screen shows its cards (apps/web features/content/kinds/<kind>: `cardImage`, `extra`). */
interface ListLook {
  /** The web kind's `key`: its texts' section in the content catalogue. */
  texts: string;
  /** Cards show the cover image. */
  cardImage?: boolean;
  /** The kind's line under the title (a devotional's passage), as HTML. */
  extra?: (item: Item) => string;
}

/** The card's title is the app's link (`.link-card-link`, styled by link-card.css): the drawing's span takes its place. */
function drawCard(ctx: FirstPaintContext, look: ListLook, item: Item): string {
  const place = { locale: ctx.lang, timeZone: resolveTimeZone(ctx.church.fusoHorario) };
  const image =
    look.cardImage && item.imagem
      ? (drawPicture(item.imagem, '(min-width: 720px) 28rem, 100vw', {
          alt: '',
          className: 'content-thumb',
          width: 1200,
          height: 400,
          lazy: true,
        }) ?? `<img class="content-thumb" src="${escapeHtml(item.imagem)}" alt="" width="1200" height="400" loading="lazy">`)
      : '';
  // The app writes the kind's line whenever the kind has one, empty or not.
  const extra = look.extra ? `<p class="content-extra">${look.extra(item)}</p>` : '';
  return (
    `<li><article class="link-card">${image}<div class="link-card-body">` +
    `<p class="content-meta"><time datetime="${escapeHtml(item.dataPublicacao)}">${escapeHtml(formatMoment(item.dataPublicacao, 'date', place))}</time></p>` +
    `<h2 class="link-card-title"><span class="link-card-link">${escapeHtml(item.titulo)}</span></h2>` +
    extra +
    (item.resumo ? `<p class="content-summary">${escapeHtml(item.resumo)}</p>` : '') +
    `</div></article></li>`
  );
}

/**
 * A content kind's list screen (features/content/components/content-list-screen.tsx) without a search: title, intro,
 * the search form (as spans of the same size) and the first page of published items, read as the list endpoint
 * answers it (the same for everyone); the page goes with the drawing and the app starts from it.
 */
export function contentListFirstPaint(kind: ContentKind, look: ListLook): FirstPaintRoute {
  const module = kind.endpoints.list.module;
  return {
    ns: ['content'],
    async draw(ctx) {
      if (module && !ctx.bootstrap.modulos.some((m) => m.codigo === module)) return undefined;
      // A search or a filter in the address is another list: the app draws it.
      if ([...ctx.query.keys()].length > 0) return undefined;
      const { church, t } = ctx;
      const list = await getContentList(ctx.app, kind, church, church.slug, { page: 1, limit: CONTENT_PAGE_SIZE });
      const title = t(`content:${look.texts}.title`);
      const search =
        `<div class="content-search"><div class="field"><span class="field-label">${escapeHtml(t('content:search.label'))}</span>` +
        `<span class="input">&nbsp;</span></div><span class="btn btn-secondary">${escapeHtml(t('content:search.action'))}</span></div>`;
      const items = list.itens as Item[];
      const body =
        items.length === 0
          ? `<p class="empty-state">${escapeHtml(t(`content:${look.texts}.empty`))}</p>`
          : `<ul class="card-list">${items.map((item) => drawCard(ctx, look, item)).join('')}</ul>` +
            (list.total > items.length
              ? `<div class="actions"><span class="btn btn-secondary">${escapeHtml(t('content:loadMore'))}</span></div>`
              : '');
      const html = `<section class="content-page"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(`content:${look.texts}.intro`))}</p>${search}${body}</section>`;
      return { html: drawDefaultLayout(ctx, html), routeStyles: true, data: { contentList: list } };
    },
  };
}

/** The content lists the server draws, by web path (app.ts WEB_SCREENS). */
export const CONTENT_FIRST_PAINTS: Readonly<Record<string, FirstPaintRoute>> = {
  '/devotionals': contentListFirstPaint(devotionalsKind, {
    texts: 'devotionals',
    extra: (item) => (typeof item.passagem === 'string' ? `<cite class="content-passage">${escapeHtml(item.passagem)}</cite>` : ''),
  }),
  '/news': contentListFirstPaint(newsKind, { texts: 'news', cardImage: true }),
};
