import { formatMoment, resolveTimeZone, type TMomentPlace } from '@congrega/contract/datetime';
import { PRAYER_WALL_PAGE_SIZE, type TPrayer } from '@congrega/contract/prayer';
import { escapeHtml } from '../../lib/html.ts';
import { drawDefaultLayout, type FirstPaintRoute } from '../../plugins/web-first-paint.ts';
import type { Translator } from '../../plugins/web-texts.ts';
import { getWall } from './prayer.service.ts';

const PRAYER_MODULE = 'MOD_MURAL_ORACAO';

/** One request as features/prayer/components/prayer-card.tsx renders it (the heading link as a span). */
function drawCard(prayer: TPrayer, t: Translator, place: TMomentPlace): string {
  const thumb = prayer.imagem
    ? `<img class="prayer-thumb" src="${escapeHtml(prayer.imagem)}" alt="${escapeHtml(t('prayer:item.imageAlt', { name: prayer.nome }))}" loading="lazy" width="96" height="96">`
    : '';
  const reason = prayer.motivo ? `<span class="prayer-reason">${escapeHtml(prayer.motivo)}</span>` : '';
  const date = `<time datetime="${escapeHtml(prayer.dataCadastro)}">${escapeHtml(formatMoment(prayer.dataCadastro, 'date', place))}</time>`;
  const counts =
    `<p class="prayer-counts"><span>${escapeHtml(t('prayer:item.prayers', { count: prayer.quantidadeOracoes }))}</span>` +
    `<span aria-hidden="true"> · </span><span>${escapeHtml(t('prayer:item.messages', { count: prayer.quantidadeMensagens }))}</span></p>`;
  return (
    `<li><article class="prayer-card">${thumb}<div class="prayer-card-body">` +
    `<h2 class="prayer-card-title"><span class="prayer-card-link">${escapeHtml(t('prayer:item.title', { name: prayer.nome }))}</span></h2>` +
    `<p class="prayer-byline">${reason}${date}</p><p class="prayer-excerpt">${escapeHtml(prayer.mensagem)}</p>${counts}</div></article></li>`
  );
}

/**
 * /prayer (features/prayer/routes/prayer-wall.tsx): the wall's first page as a visitor sees it, from the same
 * microcache the visitors' wall endpoint answers from (prayer-wall-cache.ts), so a busy wall costs no more
 * reads. The page it drew goes with it: the app starts from it instead of asking again.
 */
export const prayerWallFirstPaint: FirstPaintRoute = {
  ns: ['prayer'],
  async draw(ctx) {
    const { app, church, bootstrap, lang, t } = ctx;
    if (!bootstrap.modulos.some((m) => m.codigo === PRAYER_MODULE)) return undefined;
    const wall = await getWall(app, church, church.slug, null, { page: 1, limit: PRAYER_WALL_PAGE_SIZE });
    // The day on the church's clock, as the app draws it (prayer-byline.tsx).
    const place = { locale: lang, timeZone: resolveTimeZone(church.fusoHorario) };
    const list =
      wall.oracoes.length === 0
        ? `<p class="empty-state">${escapeHtml(t('prayer:wall.empty'))}</p>`
        : `<ul class="prayer-list">${wall.oracoes.map((prayer) => drawCard(prayer, t, place)).join('')}</ul>` +
          (wall.total > wall.oracoes.length
            ? `<div class="actions"><span class="btn btn-secondary">${escapeHtml(t('prayer:wall.loadMore'))}</span></div>`
            : '');
    const html =
      `<section class="prayer-page"><h1>${escapeHtml(t('prayer:wall.title'))}</h1><p>${escapeHtml(t('prayer:wall.intro'))}</p>` +
      `<div class="actions"><span class="btn btn-primary">${escapeHtml(t('prayer:wall.newRequest'))}</span></div>${list}</section>`;
    return { html: drawDefaultLayout(ctx, html), routeStyles: true, data: { prayerWall: wall } };
  },
};
