import * as prayer from '@congrega/contract/endpoints/prayer';
import type { TPrayerReportResult } from '@congrega/contract/prayer';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';

/** POST /oracao/mensagem/denuncia/: reports someone else's supportive message (once per member). */
export function reportPrayerMessage(idMensagem: number): Promise<TPrayerReportResult> {
  return apiCall(prayer.reportPrayerMessage, { body: { idMensagem } }, { navigateOnNetworkError: false });
}

export function useReportPrayerMessage(idMensagem: number) {
  return useMutation({ mutationFn: () => reportPrayerMessage(idMensagem) });
}
