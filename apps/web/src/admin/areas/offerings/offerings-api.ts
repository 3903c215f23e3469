import type {
  TOfferingAdjustmentBody,
  TOfferingBatchCreateBody,
  TOfferingBatchDetail,
  TOfferingLineBody,
  ZOfferingBatchQuery,
} from '@congrega/contract/admin/offerings';
import {
  offeringAdjustmentCreate,
  offeringBatchCommit,
  offeringBatchCreate,
  offeringBatchDelete,
  offeringBatchGet,
  offeringBatches,
  offeringLineCreate,
  offeringLineDelete,
  offeringLineUpdate,
  offeringMembers,
  offeringOptions,
} from '@congrega/contract/endpoints/admin-offerings';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';
import type { z } from 'zod';

/** Cash offerings' calls (contract endpoints/admin-offerings.ts); every write answers the batch as it now stands. */
const listKey = (church: string) => churchKey(church, 'offerings', 'batches');
const batchKey = (church: string, id: number | undefined) => churchKey(church, 'offerings', 'batch', id);

export function useOfferingBatches(church: string, query: z.input<typeof ZOfferingBatchQuery>) {
  return useQuery({
    queryKey: [...listKey(church), query],
    queryFn: ({ signal }) => apiCall(offeringBatches, { params: { church }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The count's choices: the church's active reasons (funds) and its congregations. */
export function useOfferingOptions(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'offerings', 'options'),
    queryFn: ({ signal }) => apiCall(offeringOptions, { params: { church } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** A batch's detail; an id that cannot exist asks nothing. */
export function useOfferingBatch(church: string, id: number | undefined) {
  return useQuery({
    queryKey: batchKey(church, id),
    queryFn: ({ signal }) => apiCall(offeringBatchGet, { params: { church, id: id! } }, { signal }),
    enabled: id !== undefined,
  });
}

/** Members whose name matches the typed text (two letters at least), names only: an envelope's giver. */
export function useOfferingMembers(church: string, q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: churchKey(church, 'offerings', 'members', text),
    queryFn: ({ signal }) => apiCall(offeringMembers, { params: { church }, query: { q: text } }, { signal }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** Opens a batch; its detail goes in the cache at once (the screen opened next reads it). */
export function useCreateBatch(church: string) {
  const client = useQueryClient();
  return async (body: TOfferingBatchCreateBody): Promise<TOfferingBatchDetail> => {
    const detail = await apiCall(offeringBatchCreate, { params: { church }, body }, { navigateOnNetworkError: false });
    client.setQueryData(batchKey(church, detail.id), detail);
    await client.invalidateQueries({ queryKey: listKey(church) });
    return detail;
  };
}

/** A batch's writes: each answer replaces the detail in the cache, and the lists (their totals) are asked again. */
export function useBatchActions(church: string, id: number) {
  const client = useQueryClient();
  const settle = async (detail: TOfferingBatchDetail) => {
    client.setQueryData(batchKey(church, id), detail);
    await client.invalidateQueries({ queryKey: listKey(church) });
    return detail;
  };
  const options = { navigateOnNetworkError: false } as const;
  return {
    addLine: async (body: TOfferingLineBody) => settle(await apiCall(offeringLineCreate, { params: { church, id }, body }, options)),
    updateLine: async (line: number, body: TOfferingLineBody) =>
      settle(await apiCall(offeringLineUpdate, { params: { church, id, line }, body }, options)),
    removeLine: async (line: number) => settle(await apiCall(offeringLineDelete, { params: { church, id, line } }, options)),
    commit: async (totalEsperado: number) =>
      settle(await apiCall(offeringBatchCommit, { params: { church, id }, body: { totalEsperado } }, options)),
    adjust: async (body: TOfferingAdjustmentBody) =>
      settle(await apiCall(offeringAdjustmentCreate, { params: { church, id }, body }, options)),
    remove: async () => {
      await apiCall(offeringBatchDelete, { params: { church, id } }, options);
      client.removeQueries({ queryKey: batchKey(church, id) });
      await client.invalidateQueries({ queryKey: listKey(church) });
    },
  };
}
