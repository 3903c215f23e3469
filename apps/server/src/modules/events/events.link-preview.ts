import { ZId } from '@congrega/contract/common';
import { excerpt, type LinkPreviewRoute } from '../../plugins/web-link-preview.ts';
import { getEventPreviewData } from './events.service.ts';

/** Dates are shown in the church's time zone, as in the tickets e-mail. */
const EVENT_TIME_ZONE = 'America/Sao_Paulo';

/**
 * /event/{eventId} shared in a messaging app: the event's title, its dates (and place) with its summary, and its
 * image, in the page's language. Only the public detail's fields: never stock, buyers or the caller's tickets.
 */
export const eventLinkPreview: LinkPreviewRoute = {
  path: '/event/:eventId',
  module: 'MOD_EVENTO',
  async resolve({ app, church, lang, params }) {
    const id = ZId.safeParse(Number(params.eventId));
    if (!/^\d+$/.test(params.eventId ?? '') || !id.success) return undefined;
    const event = await getEventPreviewData(app, church, id.data);
    if (!event) return undefined;
    const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: EVENT_TIME_ZONE });
    const when = dates.formatRange(event.dataInicio, event.dataFim);
    const where = [event.localNome, event.localCidade].filter(Boolean).join(', ');
    const about = event.resumo ?? event.descricao;
    const description = [[when, where].filter(Boolean).join(' · '), about ? excerpt(about) : ''].filter(Boolean).join(' — ');
    return { title: event.titulo, description, image: event.imagem };
  },
};
