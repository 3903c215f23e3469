import type { TAdminReadingPlanInput, TAdminReadingPlanListQuery } from '@congrega/contract/admin/reading-plans';
import {
  adminReadingPlanCreate,
  adminReadingPlanGet,
  adminReadingPlanImageUpload,
  adminReadingPlanList,
  adminReadingPlanPublication,
  adminReadingPlanUpdate,
} from '@congrega/contract/endpoints/admin-reading-plans';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** One page of the church's reading plans with their statistics (the server pages and counts them). */
export function usePlanList(church: string, query: TAdminReadingPlanListQuery) {
  return useQuery({
    queryKey: churchKey(church, 'reading-plans', query),
    queryFn: ({ signal }) => apiCall(adminReadingPlanList, { params: { church }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePlan(church: string, planId: number | undefined) {
  return useQuery({
    queryKey: churchKey(church, 'reading-plans', 'plan', planId),
    queryFn: ({ signal }) => apiCall(adminReadingPlanGet, { params: { church, planId: planId! } }, { signal }),
    enabled: planId !== undefined,
  });
}

/** Creates the plan (no id) or replaces it; the saved plan as the server keeps it. */
export function savePlan(church: string, planId: number | undefined, body: TAdminReadingPlanInput) {
  return planId === undefined
    ? apiCall(adminReadingPlanCreate, { params: { church }, body })
    : apiCall(adminReadingPlanUpdate, { params: { church, planId }, body });
}

export function setPlanPublished(church: string, planId: number, ativo: boolean) {
  return apiCall(adminReadingPlanPublication, { params: { church, planId }, body: { ativo } });
}

/** POST /admin/:church/reading-plans/images (multipart `imagem`): the stored cover's path. */
export async function uploadPlanCover(church: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('imagem', file);
  return (await apiCall(adminReadingPlanImageUpload, { params: { church }, body: form })).imagem;
}
