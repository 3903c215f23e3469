import { GALLERY_SIZES, HERO_SIZES } from '@congrega/contract/media';
import { escapeHtml } from '../../lib/html.ts';
import { drawDefaultLayout, drawHeader, drawPicture, type FirstPaintRoute } from '../../plugins/web-first-paint.ts';

/** Where the cover sits before the app's hero takes its place (the drawing has no hero section around it). */
const BOOT_HERO_CSS =
  '.boot-hero{display:block;width:100%;max-width:1200px;height:auto;aspect-ratio:1200/630;margin:0 auto;object-fit:contain}';

/**
 * Church home: the header and the cover (the page's largest paint) as the same <picture> the app's hero renders,
 * at the same place. A cover that is not ours (no variants) is only preloaded.
 */
export const churchHomeFirstPaint: FirstPaintRoute = {
  ns: [],
  image: ({ igreja, visual }) => {
    const cover = visual.imagemCapa ?? igreja.imagens[0];
    return cover ? { src: cover, sizes: HERO_SIZES } : undefined;
  },
  draw(ctx) {
    const { bootstrap } = ctx;
    const cover = bootstrap.visual.imagemCapa ?? bootstrap.igreja.imagens[0];
    const picture = cover ? drawPicture(cover, HERO_SIZES, { alt: '', className: 'boot-hero' }) : undefined;
    if (!picture) return undefined;
    return { html: `<div aria-hidden="true">${drawHeader(bootstrap, ctx)}${picture}</div>`, css: BOOT_HERO_CSS };
  },
};

/**
 * About us (features/church/routes/about.tsx): title, history, the church's text and the first photo of its
 * gallery (often the largest paint). The contact, location and social sections below the fold are the app's.
 */
export const aboutFirstPaint: FirstPaintRoute = {
  ns: ['church'],
  image: ({ igreja }) => (igreja.imagens[0] ? { src: igreja.imagens[0], sizes: GALLERY_SIZES } : undefined),
  draw(ctx) {
    const { bootstrap, t } = ctx;
    const { igreja } = bootstrap;
    // historia is the server's sanitised rich text (church.service.ts toChurch), as the app's RichText renders it.
    const history = igreja.historia
      ? `<section class="section"><h2>${escapeHtml(t('church:about.history'))}</h2><div class="prose rich-text">${igreja.historia}</div></section>`
      : '';
    const first = igreja.imagens[0];
    const alt = t('church:about.photo', { n: 1, church: igreja.nome });
    const photo = first ? (drawPicture(first, GALLERY_SIZES, { alt }) ?? `<img src="${escapeHtml(first)}" alt="${escapeHtml(alt)}">`) : '';
    const gallery = photo ? `<ul class="gallery"><li>${photo}</li></ul>` : '';
    const church =
      `<section class="section"><h2>${escapeHtml(t('church:about.church'))}</h2>` +
      `<p class="prose">${escapeHtml(igreja.descricao ?? igreja.nome)}</p>${gallery}</section>`;
    const html = `<article class="about"><h1>${escapeHtml(t('church:about.title'))}</h1>${history}${church}</article>`;
    return { html: drawDefaultLayout(ctx, html), routeStyles: true };
  },
};
