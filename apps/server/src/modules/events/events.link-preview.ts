import { ZId } from '@congrega/contract/common';
import { formatMomentRange, resolveTimeZone } from '@congrega/contract/datetime';
import { excerpt, NOT_FOUND, type LinkPreviewRoute } from '../../plugins/web-link-preview.ts';
import { getEventPreviewData } from './events.service.ts';

/**
 * /event/{eventId} shared in a messaging app: the event's title, its dates (and place) with its summary, and its
 * image, in the page's language. Its dates and times read as on the page: the church's clock, the zone named (a
 * preview is read anywhere). Only the public detail's fields: never stock, buyers or the caller's tickets.
 */
export const eventLinkPreview: LinkPreviewRoute = {
  path: '/event/:eventId',
  module: 'MOD_EVENTO',
  async resolve({ app, church, lang, params }) {
    const id = ZId.safeParse(Number(params.eventId));
    if (!/^\d+$/.test(params.eventId ?? '') || !id.success) return NOT_FOUND;
    const event = await getEventPreviewData(app, church, id.data);
    if (!event) return NOT_FOUND;
    const when = formatMomentRange(event.dataInicio, event.dataFim, 'dateTimeLong', {
      locale: lang,
      timeZone: resolveTimeZone(church.fusoHorario),
    });
    const where = [event.localNome, event.localCidade].filter(Boolean).join(', ');
    const about = event.resumo ?? event.descricao;
    const description = [[when, where].filter(Boolean).join(' · '), about ? excerpt(about) : ''].filter(Boolean).join(' — ');
    return { title: event.titulo, description, image: event.imagem };
  },
};
