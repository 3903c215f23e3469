import type { TAdminArea } from '@congrega/contract/admin/grants';
import type { TAuditAction } from '@congrega/contract/admin/audit';
import type { Tx } from '../../db/client.ts';
import { maskForAudit } from './audit-mask.ts';
import { insertAudit } from './audit.repository.ts';

/** One audit row of a staff action taken outside the console's routes (the live chat's hosts), masked as adminWrite does. */
export interface AuditEntry {
  atorContaId: number;
  area: TAdminArea;
  entidade: string;
  entidadeId: string | number | null;
  acao: TAuditAction;
  antes?: unknown;
  depois?: unknown;
}

/** Appends the row in the caller's church transaction (so the action and its audit commit together). */
export function appendAudit(tx: Tx, churchId: number, entry: AuditEntry): Promise<void> {
  return insertAudit(tx, churchId, {
    ...entry,
    entidadeId: entry.entidadeId === null ? null : String(entry.entidadeId),
    antes: maskForAudit(entry.antes),
    depois: maskForAudit(entry.depois),
  });
}
