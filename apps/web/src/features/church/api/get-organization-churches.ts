import type { TChurchSummary } from '@congrega/contract/church';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOrganizationClients } from '@congrega/contract/endpoints/church';
import { apiCall } from '../../../lib/api-call.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** GET /cliente/?organizacao=&latitude=&longitude=: the organization's churches, nearest first with a position. */
export function organizationChurchesQuery(organization: string, position?: Coordinates) {
  return queryOptions({
    queryKey: ['organization-churches', organization, position?.latitude, position?.longitude],
    queryFn: ({ signal }) =>
      apiCall(
        listOrganizationClients,
        { query: { organizacao: organization, latitude: position?.latitude, longitude: position?.longitude } },
        { signal, navigateOnNetworkError: false },
      ).then((r) => r.clientes),
    staleTime: 5 * 60_000,
  });
}

export function useOrganizationChurches(organization: string | undefined, position?: Coordinates) {
  return useQuery({ ...organizationChurchesQuery(organization ?? '', position), enabled: !!organization });
}

/** The web address of a listed church (its host keeps the port in development). */
export function churchUrl(church: Pick<TChurchSummary, 'host'>, protocol: string = window.location.protocol): string {
  return `${protocol}//${church.host}/`;
}
