import type { TAdminEbdClassBody, TAdminEbdLessonBody, TAdminPublicationTypeBody } from '@congrega/contract/admin/content-kinds';
import { adminMinistries } from '@congrega/contract/endpoints/admin-content';
import * as e from '@congrega/contract/endpoints/admin-content-parts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/**
 * The parts the content kinds hold (contract endpoints/admin-content-parts.ts): publication types, a publication's
 * PDF upload, a ministry's projects in order, a quarter's classes and lessons. Each write refreshes what it changed.
 */
const typesKey = (church: string) => churchKey(church, 'content', 'publication-types');

export function usePublicationTypes(church: string) {
  return useQuery({
    queryKey: typesKey(church),
    queryFn: ({ signal }) => apiCall(e.adminPublicationTypeList, { params: { church } }, { signal }),
  });
}

export function usePublicationTypeWrites(church: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: typesKey(church) });
  return {
    save: async (id: number | null, body: TAdminPublicationTypeBody) => {
      await (id === null
        ? apiCall(e.adminPublicationTypeCreate, { params: { church }, body })
        : apiCall(e.adminPublicationTypeUpdate, { params: { church, id }, body }));
      await refresh();
    },
    remove: async (id: number) => {
      await apiCall(e.adminPublicationTypeDelete, { params: { church, id } });
      await refresh();
    },
  };
}

/** POST /admin/:church/content/publications/files (multipart `arquivo`): the stored PDF's path. */
export async function uploadPublicationPdf(church: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('arquivo', file);
  return (await apiCall(e.adminPublicationFileUpload, { params: { church }, body: form })).arquivo;
}

/** The church's ministries (the first hundred, newest first) as a project's choices. */
export function useMinistryChoices(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'content', 'ministries', 'choices'),
    queryFn: ({ signal }) => apiCall(adminMinistries.list, { params: { church }, query: { limit: 100 } }, { signal }),
  });
}

const projectsKey = (church: string, ministryId: number) => churchKey(church, 'content', 'ministries', ministryId, 'projects');

export function useMinistryProjects(church: string, ministryId: number) {
  return useQuery({
    queryKey: projectsKey(church, ministryId),
    queryFn: ({ signal }) => apiCall(e.adminMinistryProjects, { params: { church, id: ministryId } }, { signal }),
  });
}

/** The new order's answer is the list itself. */
export function useProjectOrder(church: string, ministryId: number) {
  const client = useQueryClient();
  return async (ids: number[]) => {
    client.setQueryData(
      projectsKey(church, ministryId),
      await apiCall(e.adminMinistryProjectsOrder, { params: { church, id: ministryId }, body: { ids } }),
    );
  };
}

const partsKey = (church: string, quarterId: number, part: 'classes' | 'lessons') => churchKey(church, 'content', 'ebd', quarterId, part);

export function useEbdClasses(church: string, quarterId: number) {
  return useQuery({
    queryKey: partsKey(church, quarterId, 'classes'),
    queryFn: ({ signal }) => apiCall(e.adminEbdClassList, { params: { church, id: quarterId } }, { signal }),
  });
}

export function useEbdLessons(church: string, quarterId: number) {
  return useQuery({
    queryKey: partsKey(church, quarterId, 'lessons'),
    queryFn: ({ signal }) => apiCall(e.adminEbdLessonList, { params: { church, id: quarterId } }, { signal }),
  });
}

export function useEbdClassWrites(church: string, quarterId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: partsKey(church, quarterId, 'classes') });
  return {
    save: async (partId: number | null, body: TAdminEbdClassBody) => {
      await (partId === null
        ? apiCall(e.adminEbdClassCreate, { params: { church, id: quarterId }, body })
        : apiCall(e.adminEbdClassUpdate, { params: { church, id: quarterId, partId }, body }));
      await refresh();
    },
    remove: async (partId: number) => {
      await apiCall(e.adminEbdClassDelete, { params: { church, id: quarterId, partId } });
      await refresh();
    },
  };
}

export function useEbdLessonWrites(church: string, quarterId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: partsKey(church, quarterId, 'lessons') });
  const params = (partId: number) => ({ church, id: quarterId, partId });
  return {
    save: async (partId: number | null, body: TAdminEbdLessonBody) => {
      await (partId === null
        ? apiCall(e.adminEbdLessonCreate, { params: { church, id: quarterId }, body })
        : apiCall(e.adminEbdLessonUpdate, { params: params(partId), body }));
      await refresh();
    },
    remove: async (partId: number) => {
      await apiCall(e.adminEbdLessonDelete, { params: params(partId) });
      await refresh();
    },
    /** Now (no `quando`) or at `quando`. */
    publish: async (partId: number, quando?: string) => {
      await apiCall(e.adminEbdLessonPublish, { params: params(partId), body: quando ? { quando } : {} });
      await refresh();
    },
    unpublish: async (partId: number) => {
      await apiCall(e.adminEbdLessonUnpublish, { params: params(partId) });
      await refresh();
    },
  };
}
