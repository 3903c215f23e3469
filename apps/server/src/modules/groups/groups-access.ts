import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * The caller's client account at the host church (undefined for visitors and accounts not registered here): read
 * with the session check (plugins/auth.ts), so it costs no statement.
 */
export async function viewerOf(_tx: Tx, _churchId: number, auth: AuthContext | null): Promise<number | undefined> {
  return auth?.usuarioId ?? undefined;
}

/** Paths naming a church must name the host's church; any other answers 404 as if it did not exist. */
export function assertHostSlug(church: TenantChurch, slug: string): void {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
}
