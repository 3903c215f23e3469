import type { TDoorAdmission } from '@congrega/contract/admin/door';
import type { CheckinSnapshot } from './door.schema.ts';

/** Door check-in rows -> the contract's shapes, pure. */

type AdmissionRow = { contaId: number; nome: string; dispositivo: string; porta: string | null; em: Date | string };

export function admissionView(row: AdmissionRow): TDoorAdmission {
  return {
    em: typeof row.em === 'string' ? row.em : row.em.toISOString(),
    por: { contaId: row.contaId, nome: row.nome },
    dispositivo: row.dispositivo,
    porta: row.porta,
  };
}

export function admissionSnapshot(row: AdmissionRow): CheckinSnapshot {
  const view = admissionView(row);
  return { contaId: row.contaId, nome: row.nome, dispositivo: row.dispositivo, porta: row.porta, em: view.em };
}
