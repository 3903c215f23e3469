import { ZId } from '@congrega/contract/common';
import { formatMomentRange, resolveTimeZone } from '@congrega/contract/datetime';
import { excerpt, NOT_FOUND, type LinkPreviewRoute } from '../../plugins/web-link-preview.ts';
import { eventStructuredData } from '../../plugins/web-structured-data.ts';
import { getEventPreviewData } from './events.service.ts';

/**
 * /event/{eventId} shared in a messaging app: the event's title, its dates (and place) with its summary, and its
 * image, in the page's language. Its dates and times read as on the page: the church's clock, the zone named (a
 * preview is read anywhere). Only the public detail's fields: never stock counts, buyers or the caller's tickets; its
 * schema.org Event offers the ticket types at the price charged, in stock or sold out, as the page does.
 */
export const eventLinkPreview: LinkPreviewRoute = {
  path: '/event/:eventId',
  module: 'MOD_EVENTO',
  async resolve({ app, church, lang, origin, params }) {
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
    const structuredData = eventStructuredData({ ...event, id: id.data }, church, origin, about ? excerpt(about) : description);
    return { title: event.titulo, description, image: event.imagem, structuredData };
  },
};
