import type {
  TAdminPlayCatalogue,
  TAdminPlayCollectionInput,
  TAdminPlayContentInput,
  TAdminPlayPlanInput,
} from '@congrega/contract/admin/play';
import type { TPlayConfig } from '@congrega/contract/play';
import {
  adminPlayCatalogue,
  adminPlayCollectionContentsOrder,
  adminPlayCollectionCreate,
  adminPlayCollectionDelete,
  adminPlayCollectionOrder,
  adminPlayCollectionUpdate,
  adminPlayConfigUpdate,
  adminPlayContentCreate,
  adminPlayContentDelete,
  adminPlayContentPublication,
  adminPlayContentUpdate,
  adminPlayImageUpload,
  adminPlayPlanCreate,
  adminPlayPlanUpdate,
  adminPlayPreview,
} from '@congrega/contract/endpoints/admin-play';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

const catalogueKey = (church: string) => churchKey(church, 'play-catalogue');

/** The whole Play catalogue as staff author it (contract endpoints/admin-play.ts): one answer, drafts included. */
export function useCatalogue(church: string) {
  return useQuery({
    queryKey: catalogueKey(church),
    queryFn: ({ signal }) => apiCall(adminPlayCatalogue, { params: { church } }, { signal }),
  });
}

/** What the member home shows a subscriber of `plano` (undefined: no subscription). */
export function usePreview(church: string, plano: number | undefined) {
  return useQuery({
    queryKey: churchKey(church, 'play-catalogue', 'preview', plano ?? 'none'),
    queryFn: ({ signal }) => apiCall(adminPlayPreview, { params: { church }, query: plano ? { plano } : {} }, { signal }),
  });
}

/** The writes: each refreshes the catalogue (an answer that is the catalogue replaces it) and the previews. */
export function useCatalogueWrites(church: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: catalogueKey(church) });
  const replace = async (next: Promise<TAdminPlayCatalogue>) => {
    client.setQueryData(catalogueKey(church), await next);
    await refresh();
  };
  return {
    visibility: (tipoVisibilidadeConteudo: TPlayConfig['tipoVisibilidadeConteudo']) =>
      replace(apiCall(adminPlayConfigUpdate, { params: { church }, body: { tipoVisibilidadeConteudo } })),
    savePlan: async (id: number | null, body: TAdminPlayPlanInput) => {
      const saved = await (id === null
        ? apiCall(adminPlayPlanCreate, { params: { church }, body })
        : apiCall(adminPlayPlanUpdate, { params: { church, id }, body }));
      await refresh();
      return saved;
    },
    saveCollection: async (id: number | null, body: TAdminPlayCollectionInput) => {
      await (id === null
        ? apiCall(adminPlayCollectionCreate, { params: { church }, body })
        : apiCall(adminPlayCollectionUpdate, { params: { church, id }, body }));
      await refresh();
    },
    removeCollection: async (id: number) => {
      await apiCall(adminPlayCollectionDelete, { params: { church, id } });
      await refresh();
    },
    orderCollections: (ids: number[]) => replace(apiCall(adminPlayCollectionOrder, { params: { church }, body: { ids } })),
    orderContents: (id: number, ids: number[]) =>
      replace(apiCall(adminPlayCollectionContentsOrder, { params: { church, id }, body: { ids } })),
    saveContent: async (id: number | null, body: TAdminPlayContentInput) => {
      const saved = await (id === null
        ? apiCall(adminPlayContentCreate, { params: { church }, body })
        : apiCall(adminPlayContentUpdate, { params: { church, id }, body }));
      await refresh();
      return saved;
    },
    removeContent: async (id: number) => {
      await apiCall(adminPlayContentDelete, { params: { church, id } });
      await refresh();
    },
    publish: async (id: number, publicado: boolean) => {
      await apiCall(adminPlayContentPublication, { params: { church, id }, body: { publicado } });
      await refresh();
    },
  };
}
export type CatalogueWrites = ReturnType<typeof useCatalogueWrites>;

/** POST /admin/:church/play/images (multipart `imagem`): the stored poster's path. */
export async function uploadPlayImage(church: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('imagem', file);
  return (await apiCall(adminPlayImageUpload, { params: { church }, body: form })).imagem;
}
