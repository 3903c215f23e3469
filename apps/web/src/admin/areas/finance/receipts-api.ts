import type { TReceiptRun } from '@congrega/contract/admin/receipts';
import { receiptStart, receiptYear, receiptZip } from '@congrega/contract/endpoints/admin-finance-receipts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiFile } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** How often a generation still drawing is asked for its progress. */
export const RECEIPTS_POLL_MS = 2_000;

const yearKey = (church: string, ano: number) => churchKey(church, 'finance', 'receipts', ano);

/** A year's receipts: its latest generation and its progress, asked again every 2 s while it draws. */
export function useReceiptYear(church: string, ano: number) {
  return useQuery({
    queryKey: yearKey(church, ano),
    queryFn: ({ signal }) => apiCall(receiptYear, { params: { church }, query: { ano } }, { signal }),
    refetchInterval: (query) => (query.state.data?.lote?.estado === 'gerando' ? RECEIPTS_POLL_MS : false),
  });
}

/** Starts a year's generation; the year's state then shows it drawing. */
export function useReceiptStart(church: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ano: number) => apiCall(receiptStart, { params: { church }, body: { ano } }, { navigateOnNetworkError: false }),
    onSuccess: async (run: TReceiptRun) => {
      await client.invalidateQueries({ queryKey: yearKey(church, run.ano) });
    },
  });
}

/** A finished generation's ZIP of PDFs. */
export function loadReceiptZip(church: string, id: number): Promise<Blob> {
  return apiFile(receiptZip, { params: { church, id } });
}
