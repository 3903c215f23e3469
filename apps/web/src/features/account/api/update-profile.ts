import type { TClientAccount } from '@congrega/contract/user';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /usuario/: replaces the caller's profile at the host church (fields left out are cleared). */
export function updateProfile(body: Record<string, unknown>): Promise<TClientAccount> {
  return apiRequest<TClientAccount>('/usuario/', { method: 'PUT', body });
}
