import { BAND_LEADER_ROLES } from '@congrega/contract/band';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { memberDisplayName, socketTokenAccount } from '../accounts/accounts.public.ts';
import { listRoles } from '../../core/roles.repository.ts';
import { findPraise } from './praise.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * Band mode's use cases that touch the database (one church transaction each).
 *
 * Decided rules (issue 14 item 4 says "a leader (staff or the song's group)"; a song's `grupo` is free text, not a
 * group of the groups module, so it cannot name people):
 * - Leaders are the church's staff (ROLE_ADMIN, ROLE_ADMIN_CONTENT, ROLE_SUPER_ADMIN), holders of the per-church
 *   role ROLE_WORSHIP_LEADER (granted per church like any `usuario_role`), and ROLE_CHAT_MODERATOR (the people who
 *   already run the live service's room): BAND_LEADER_ROLES in the contract (band.ts), which the web reads too. A member without one of these may follow but not open a session.
 * - Followers need no account: songs are public, and the code (8 characters of 31, ~40 bits, living 6 hours at
 *   most after its last change) is the invitation. The session belongs to the host church: its code is looked up
 *   under the church of the socket's host, so another church's host never finds it.
 */

/** The caller's band identity (`u:<client account id>`), from a valid access token of the host church. */
export async function bandUserId(app: FastifyInstance, church: TenantChurch, token: string): Promise<string> {
  return `u:${(await socketTokenAccount(app, church, token)).usuarioId}`;
}

/** Checks that the caller may lead and that the song is the host church's: the leader's id and name. */
export async function authorizeLeader(
  app: FastifyInstance,
  church: TenantChurch,
  token: string,
  songId: number,
): Promise<{ leaderId: string; leaderName: string }> {
  const account = await socketTokenAccount(app, church, token);
  return app.database.withChurch(church.id, async (tx) => {
    const roles = await listRoles(tx, church.id, account.contaId);
    if (!roles.some((role) => BAND_LEADER_ROLES.includes(role))) throw new AppError('BAND_NOT_LEADER');
    if (!(await findPraise(tx, church.id, songId))) throw new AppError('PRAISE_NOT_FOUND');
    const leaderName = await memberDisplayName(tx, church.id, account.contaId);
    return { leaderId: `u:${account.usuarioId}`, leaderName };
  });
}
