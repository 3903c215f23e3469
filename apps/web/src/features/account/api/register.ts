import * as accounts from '@congrega/contract/endpoints/accounts';
import type { TRegistrationBody, TRegistrationResult } from '@congrega/contract/user';
import { apiCall } from '../../../lib/api-call.ts';

export type RegistrationResult = TRegistrationResult;

/**
 * POST /igreja/{id}/usuario/. A visitor sends e-mail + password + profile and is logged in with the
 * returned tokens; a logged-in account without a client account here sends only the profile. The body is the
 * profile form's values (its fields follow the church's custom fields); the server validates it.
 */
export function registerAccount(churchId: number, body: Record<string, unknown>): Promise<RegistrationResult> {
  return apiCall(accounts.register, { params: { id: churchId }, body: body as TRegistrationBody });
}
