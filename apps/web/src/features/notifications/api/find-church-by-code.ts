import { listOrganizationClients } from '@congrega/contract/endpoints/church';
import { apiCall } from '../../../lib/api-call.ts';

/**
 * The id of another church of the organization from its codigo (a notification names its church by
 * codigo; the church switch needs the id). Only churches of the host's organization can be found.
 */
export async function findOrganizationChurchId(organization: string, codigo: string): Promise<number | undefined> {
  const { clientes } = await apiCall(listOrganizationClients, { query: { organizacao: organization } });
  return clientes.find((c) => c.codigo === codigo)?.id;
}
