import * as prayer from '@congrega/contract/endpoints/prayer';
import { PRAYER_WALL_EVENTS, type TPrayer, type TPrayerDetail, type TPrayerWall, type TPrayerWallEvent } from '@congrega/contract/prayer';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiLink } from '../../../lib/api-call.ts';
import { useEventStream } from '../../../lib/event-stream.ts';
import { usePrayerScope } from '../lib/prayer-scope.ts';
import { prayerKeys } from './prayer-keys.ts';
import { withMessage } from './send-prayer-message.ts';

type Counts = Pick<TPrayer, 'quantidadeOracoes' | 'quantidadeMensagens'>;

/** The counts an event carries, for the request it names (absolute numbers: an event heard twice changes nothing). */
function countsOf(event: TPrayerWallEvent): [string, Partial<Counts>] {
  return event.type === 'prayed'
    ? [event.id, { quantidadeOracoes: event.quantidadeOracoes }]
    : [event.idOracao, { quantidadeMensagens: event.quantidadeMensagens }];
}

/** Applies one wall event to every cached wall page and to the request's detail, for whoever is viewing. */
export function applyWallEvent(queryClient: QueryClient, slug: string, event: TPrayerWallEvent): void {
  const [id, counts] = countsOf(event);
  queryClient.setQueriesData<InfiniteData<TPrayerWall>>({ queryKey: prayerKeys.walls(slug) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, oracoes: page.oracoes.map((p) => (p.id === id ? { ...p, ...counts } : p)) })),
        }
      : data,
  );
  queryClient.setQueriesData<TPrayerDetail>({ queryKey: prayerKeys.details(slug, id) }, (detail) => {
    if (!detail) return detail;
    const shown = event.type === 'message' ? withMessage(detail, { ...event.mensagem, meu: false }) : detail;
    return { ...shown, ...counts };
  });
}

/**
 * The wall and a request's page follow GET /oracao/{slug}/ao-vivo while open: others' prayers and new supportive
 * messages show at once (server-sent events; the server sends only what a visitor may read).
 */
export function usePrayerWallStream(): void {
  const queryClient = useQueryClient();
  const { slug } = usePrayerScope();
  const url = apiLink(prayer.getPrayerWallStream, { params: { slug } });
  const apply = (event: TPrayerWallEvent) => applyWallEvent(queryClient, slug, event);
  useEventStream<TPrayerWallEvent>(url, PRAYER_WALL_EVENTS, apply);
}
