import type { TAdminContentItem, TAdminContentListQuery } from '@congrega/contract/admin/content';
import { adminContentImageUpload } from '@congrega/contract/endpoints/admin-content';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';
import type { ConsoleContentKind } from './content-kinds.ts';

/** One page of a kind's items in any state, searched and filtered by the server. */
export function useContentList(church: string, kind: ConsoleContentKind, query: TAdminContentListQuery) {
  return useQuery({
    queryKey: churchKey(church, 'content', kind.key, 'list', query),
    queryFn: ({ signal }) => apiCall(kind.endpoints.list, { params: { church }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const itemKey = (church: string, kind: ConsoleContentKind, id: number) => churchKey(church, 'content', kind.key, 'item', id);

/** One item as stored (no id: a new item, nothing asked). */
export function useContentItem(church: string, kind: ConsoleContentKind, id: number | undefined) {
  return useQuery({
    queryKey: itemKey(church, kind, id ?? 0),
    queryFn: ({ signal }) => apiCall(kind.endpoints.get, { params: { church, id: id! } }, { signal }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** An item as the console's endpoints answer it (the kind's own fields beside the shared ones). */
export type ContentItemAnswer = TAdminContentItem & Record<string, unknown>;

/** Each change answers the item as it now is: it replaces the cached one, and the kind's lists are asked again. */
export function useContentSaved(church: string, kind: ConsoleContentKind) {
  const client = useQueryClient();
  return async (item: ContentItemAnswer) => {
    client.setQueryData(itemKey(church, kind, item.id), item);
    await client.invalidateQueries({ queryKey: churchKey(church, 'content', kind.key, 'list') });
  };
}

/** POST /admin/:church/content/images (multipart `imagem`): the stored cover's path. */
export async function uploadContentImage(church: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('imagem', file);
  return (await apiCall(adminContentImageUpload, { params: { church }, body: form })).imagem;
}
