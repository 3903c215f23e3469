import type { TClientAccount } from '@congrega/contract/user';
import { apiRequest } from '../../../lib/api-client.ts';

export interface RegistrationResult {
  usuario: TClientAccount;
  token?: string;
  refreshToken?: string;
}

/**
 * POST /igreja/{id}/usuario/. A visitor sends e-mail + password + profile and is logged in with the
 * returned tokens; a logged-in account without a client account here sends only the profile.
 */
export function registerAccount(churchId: number, body: Record<string, unknown>): Promise<RegistrationResult> {
  return apiRequest<RegistrationResult>(`/igreja/${churchId}/usuario/`, { method: 'POST', body });
}
