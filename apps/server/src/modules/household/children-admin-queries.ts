import type { Tx } from '../../db/client.ts';
import { listChildren, type ChildRow } from './children.repository.ts';

/**
 * A member's children for the staff console's People area (exported through the door for admin/), in the caller's
 * church transaction: the same rows the member sees at /user/children, newest birth last.
 */
export function childrenOfMember(tx: Tx, churchId: number, usuarioId: number): Promise<ChildRow[]> {
  return listChildren(tx, churchId, usuarioId);
}
export type { ChildRow };
