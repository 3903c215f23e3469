import { getBootstrap } from '../../../lib/bootstrap.ts';

/** Content is the same for everyone at a church: its queries are keyed by the church alone. */
export const contentChurch = () => getBootstrap().igreja.slug;

export const contentKeys = {
  list: (kind: string, busca: string, filters: Record<string, string> = {}) =>
    ['content', contentChurch(), kind, 'list', busca, filters] as const,
  item: (kind: string, id: number | string) => ['content', contentChurch(), kind, 'item', id] as const,
};
