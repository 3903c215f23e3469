import { AppError } from '../../lib/app-error.ts';
import { excerpt, NOT_FOUND, type LinkPreviewRoute } from '../../plugins/web-link-preview.ts';
import { videoStructuredData, type StructuredData } from '../../plugins/web-structured-data.ts';
import type { ContentKind } from './content-kind.ts';
import { devotionalsKind } from './devotionals.kind.ts';
import { ebdKind } from './ebd.kind.ts';
import { ministriesKind, ministryProjectsKind } from './ministries.kind.ts';
import { newsKind } from './news.kind.ts';
import { publicationsKind } from './publications.kind.ts';
import { videosKind } from './videos.kind.ts';
import { getContentItem, getContentList } from './content.service.ts';

/** The public detail, with the kind's own fields (`passagem`...). */
type Item = Awaited<ReturnType<typeof getContentItem>> & Record<string, unknown>;

/** The item's schema.org data (web-structured-data.ts), given the page's origin and the preview's description. */
type Describe = (item: Item, ctx: { church: { nome: string }; origin: string; description: string }) => StructuredData;

/**
 * The link preview of a content kind's detail page (`/devotionals/:devotionalId`, `/publications/:publicationSlug`...): the published item's title,
 * its summary (or the start of its text) after the kind's `lead` (a devotional's passage), and its cover image. Only
 * what the public detail answers; a missing, unpublished or another church's item is NOT_FOUND (status 404).
 */
export function contentLinkPreview(
  kind: ContentKind,
  path: string,
  lead: (item: Item) => unknown = () => null,
  describe?: Describe,
): LinkPreviewRoute {
  const param = /:(\w+)$/.exec(path)![1]!;
  return {
    path,
    module: kind.endpoints.item.module,
    async resolve({ app, church, bootstrap, origin, params }) {
      const raw = params[param] ?? '';
      // The API's own params schema (an id, a slug, or for a quarter either); only digits name an id.
      const name = kind.key ? 'slug' : 'id';
      if (!kind.key && !/^\d+$/.test(raw)) return NOT_FOUND;
      const parsed = kind.endpoints.item.params!.safeParse({ [name]: raw });
      if (!parsed.success) return NOT_FOUND;
      const key = (parsed.data as Record<string, number | string>)[name]!;
      const item = await getContentItem(app, kind, church, key).catch((err: unknown) => {
        if (err instanceof AppError && err.code === 'CONTENT_NOT_FOUND') return undefined;
        throw err;
      });
      if (!item) return NOT_FOUND;
      // An old slug (content-slugs.ts): the page moved to the current one.
      const current = (item as Item).slug;
      if (kind.key && typeof current === 'string' && current !== raw && !/^\d+$/.test(raw))
        return {
          title: item.titulo,
          redirect: path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(name === param ? current : (params[name] ?? ''))),
        };
      const first = lead(item as Item);
      const about = item.resumo ? excerpt(item.resumo) : excerpt(item.conteudo);
      const description = [typeof first === 'string' ? first : '', about].filter(Boolean).join(' — ');
      const structuredData = describe?.(item as Item, { church: bootstrap.igreja, origin, description: about || description });
      return { title: item.titulo, description, image: item.imagem, ...(structuredData ? { structuredData } : {}) };
    },
  };
}

/**
 * The link preview of a kind's list page (`/devotionals`, `/ebds`...): the screen's title and intro in the page's
 * language (the web catalogue's `<texts>` section) after the church's name, and the newest item's cover. Without
 * the built catalogue (dev server, tests without a build) the church's preview stays.
 */
export function contentListLinkPreview(kind: ContentKind, path: string, texts: string): LinkPreviewRoute {
  return {
    path,
    module: kind.endpoints.list.module,
    async resolve({ app, church, bootstrap, translator }) {
      const t = translator?.(['content']);
      if (!t) return undefined;
      const { itens } = await getContentList(app, kind, church, church.slug, { page: 1, limit: 1 });
      return {
        title: `${t(`content:${texts}.title`)} · ${bootstrap.igreja.nome}`,
        description: t(`content:${texts}.intro`),
        image: itens[0]?.imagem ?? null,
      };
    },
  };
}

/** The content list and detail pages with their previews (plugins/web.ts LINK_PREVIEWS). */
export const CONTENT_LINK_PREVIEWS: LinkPreviewRoute[] = [
  contentListLinkPreview(devotionalsKind, '/devotionals', 'devotionals'),
  contentListLinkPreview(newsKind, '/news', 'news'),
  contentListLinkPreview(videosKind, '/videos', 'videos'),
  contentListLinkPreview(publicationsKind, '/publications', 'publications'),
  contentListLinkPreview(ministriesKind, '/ministries', 'ministries'),
  contentListLinkPreview(ebdKind, '/ebds', 'ebds'),
  contentLinkPreview(devotionalsKind, '/devotionals/:devotionalId', (item) => item.passagem),
  contentLinkPreview(newsKind, '/news/:newsId'),
  contentLinkPreview(videosKind, '/videos/:videoId', undefined, (item, { church, origin, description }) =>
    videoStructuredData(
      {
        id: item.id,
        titulo: item.titulo,
        imagem: item.imagem,
        dataPublicacao: item.dataPublicacao,
        source: String(item.source),
        videoId: (item.contentDetails as { videoId: string }).videoId,
      },
      church,
      origin,
      description,
    ),
  ),
  contentLinkPreview(publicationsKind, '/publications/:publicationSlug'),
  contentLinkPreview(ministriesKind, '/ministries/:ministryId', (item) => (item.responsavel as { nome: string | null }).nome),
  contentLinkPreview(ministryProjectsKind, '/ministries/:ministryId/projects/:projectId', (item) => item.meta),
  contentLinkPreview(ebdKind, '/ebds/:ebdSlug', (item) => item.trimestre),
];
