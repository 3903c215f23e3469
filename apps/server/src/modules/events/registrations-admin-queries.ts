import type { TPersonRegistration } from '@congrega/contract/admin/person-registrations';
import type { TRegistrationStatus } from '@congrega/contract/events-purchase';
import type { Tx } from '../../db/client.ts';
import { registrationsOfMemberRows } from './registrations-admin.repository.ts';

/**
 * A member's registrations for the staff console's People area (exported through the door for admin/), in the
 * caller's church transaction: newest first, at most `limit`.
 */
export async function registrationsOfMember(tx: Tx, churchId: number, usuarioId: number, limit: number): Promise<TPersonRegistration[]> {
  const rows = await registrationsOfMemberRows(tx, churchId, usuarioId, limit);
  return rows.map((r) => ({
    id: r.id,
    evento: { id: r.eventoId, titulo: r.eventoTitulo, dataInicio: r.eventoInicio.toISOString() },
    status: r.status as TRegistrationStatus,
    bilhetes: r.bilhetes,
    pagamento: r.pagamentoId === null || r.pagamentoCodigo === null ? null : { id: r.pagamentoId, codigo: r.pagamentoCodigo },
    criadoEm: r.criadoEm.toISOString(),
  }));
}
