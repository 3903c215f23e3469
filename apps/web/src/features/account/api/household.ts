import * as household from '@congrega/contract/endpoints/household';
import type { TAddress, TAddressBody, TChild, TChildBody } from '@congrega/contract/household';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';

/**
 * Children and addresses of the member at the host church (spec section 7): GET /user/{id}/crianca|endereco?cliente=,
 * POST /usuario/{id}/crianca?igreja= and /usuario/{id}/endereco, PUT/DELETE /usuario/{id}/...{rowId}.
 * `scope`: the shared account id, the client account id and the church id.
 */
export interface HouseholdScope {
  accountId: number;
  clientId: number;
  churchId: number;
}

export const householdKeys = {
  children: (s: HouseholdScope) => ['household', s.churchId, s.accountId, 'children'] as const,
  addresses: (s: HouseholdScope) => ['household', s.churchId, s.accountId, 'addresses'] as const,
};

export function childrenQueryOptions(s: HouseholdScope) {
  return queryOptions({
    queryKey: householdKeys.children(s),
    queryFn: async ({ signal }) =>
      (await apiCall(household.listChildren, { params: { id: s.accountId }, query: { cliente: s.churchId } }, { signal })).criancas,
  });
}

export function addressesQueryOptions(s: HouseholdScope) {
  return queryOptions({
    queryKey: householdKeys.addresses(s),
    queryFn: async ({ signal }) =>
      (await apiCall(household.listAddresses, { params: { id: s.accountId }, query: { cliente: s.churchId } }, { signal })).enderecos,
  });
}

export const useChildren = (s: HouseholdScope) => useQuery(childrenQueryOptions(s));
export const useAddresses = (s: HouseholdScope) => useQuery(addressesQueryOptions(s));

/** Saves (new when `id` is undefined) or removes a child; the list is refreshed after each. A failure stays on the form. */
export function useSaveChild(s: HouseholdScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TChildBody }): Promise<TChild> =>
      id === undefined
        ? apiCall(
            household.createChild,
            { params: { id: s.clientId }, query: { igreja: String(s.churchId) }, body },
            { navigateOnNetworkError: false },
          )
        : apiCall(household.updateChild, { params: { id: s.clientId, childId: id }, body }, { navigateOnNetworkError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdKeys.children(s) }),
  });
}

export function useDeleteChild(s: HouseholdScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiCall(household.deleteChild, { params: { id: s.clientId, childId: id } }, { navigateOnNetworkError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdKeys.children(s) }),
  });
}

export function useSaveAddress(s: HouseholdScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TAddressBody }): Promise<TAddress> =>
      id === undefined
        ? apiCall(household.createAddress, { params: { id: s.clientId }, body }, { navigateOnNetworkError: false })
        : apiCall(household.updateAddress, { params: { id: s.clientId, addressId: id }, body }, { navigateOnNetworkError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdKeys.addresses(s) }),
  });
}

export function useDeleteAddress(s: HouseholdScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiCall(household.deleteAddress, { params: { id: s.clientId, addressId: id } }, { navigateOnNetworkError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdKeys.addresses(s) }),
  });
}
