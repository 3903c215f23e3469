import * as accounts from '@congrega/contract/endpoints/accounts';
import type { TClientAccount, TProfileUpdateBody } from '@congrega/contract/user';
import { apiCall } from '../../../lib/api-call.ts';

/**
 * PUT /usuario/: replaces the caller's profile at the host church (fields left out are cleared). The body is the
 * profile form's values; the server validates it.
 */
export function updateProfile(body: Record<string, unknown>): Promise<TClientAccount> {
  return apiCall(accounts.updateProfile, { body: body as TProfileUpdateBody });
}
