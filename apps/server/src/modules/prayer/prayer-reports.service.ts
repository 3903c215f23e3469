import type { TMyPrayer, TPrayerReportResult } from '@congrega/contract/prayer';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../db/client.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';
import { wallChanged } from './prayer-wall-cache.ts';
import {
  extendExpiry,
  findMessage,
  findSettings,
  hideIfPublished,
  lockReportTarget,
  recordReport,
  setMessageStatus,
  type ReportTarget,
} from './prayer-moderation.repository.ts';
import { findPrayer } from './prayer.repository.ts';
import { findVisible, memberOf, toMyPrayer } from './prayer-viewer.ts';

/**
 * The member's side of moderation (issue 34): reporting someone else's request or supportive message (once per
 * member and item: the unique index makes a repeat a no-op), and the author extending their request's time on the
 * wall. Reports count under a lock of the reported row, so the church's threshold is crossed exactly once however
 * many report at the same time; crossing it hides the item until a moderator decides (admin/prayer.ts).
 */
/** Records the report under a lock of the reported row; answers whether its open reports reach the church's threshold. */
async function reachesThreshold(tx: Tx, churchId: number, target: ReportTarget, usuarioId: number): Promise<boolean> {
  await lockReportTarget(tx, churchId, target);
  const [open, settings] = await Promise.all([recordReport(tx, churchId, target, usuarioId), findSettings(tx, churchId)]);
  return open >= settings.limiteDenuncias;
}

export async function reportPrayer(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  idOracao: string,
): Promise<TPrayerReportResult> {
  const hidden = await app.database.withChurch(church.id, async (tx) => {
    const viewer = memberOf(church, auth);
    const row = await findVisible(tx, church.id, idOracao, viewer);
    if (row.idUsuario === viewer.usuarioId) throw new AppError('FORBIDDEN');
    if (!(await reachesThreshold(tx, church.id, { idOracao }, viewer.usuarioId))) return false;
    await hideIfPublished(tx, church.id, idOracao);
    return true;
  });
  if (hidden) wallChanged(app, church.id);
  return { denunciado: true };
}

export async function reportPrayerMessage(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  idMensagem: number,
): Promise<TPrayerReportResult> {
  const hidden = await app.database.withChurch(church.id, async (tx) => {
    const viewer = memberOf(church, auth);
    const message = await findMessage(tx, church.id, idMensagem);
    // A hidden message, or one under a request the caller cannot see, is as missing.
    if (!message || message.status !== 'publicada') throw new AppError('PRAYER_MESSAGE_NOT_FOUND');
    await findVisible(tx, church.id, message.idOracao, viewer).catch(() => {
      throw new AppError('PRAYER_MESSAGE_NOT_FOUND');
    });
    if (message.idUsuario === viewer.usuarioId) throw new AppError('FORBIDDEN');
    if (!(await reachesThreshold(tx, church.id, { idMensagem }, viewer.usuarioId))) return false;
    await setMessageStatus(tx, church.id, idMensagem, 'oculta');
    return true;
  });
  if (hidden) wallChanged(app, church.id);
  return { denunciado: true };
}

/** The author keeps their request on the wall the church's N days more, from now; someone else's answers 403 or 404. */
export async function extendPrayer(app: FastifyInstance, church: TenantChurch, auth: AuthContext, idOracao: string): Promise<TMyPrayer> {
  const extended = await app.database.withChurch(church.id, async (tx) => {
    const viewer = memberOf(church, auth);
    const row = await findVisible(tx, church.id, idOracao, viewer);
    if (row.idUsuario !== viewer.usuarioId) throw new AppError('FORBIDDEN');
    const settings = await findSettings(tx, church.id);
    await extendExpiry(tx, church.id, idOracao, settings.diasExpiracao);
    return toMyPrayer((await findPrayer(tx, church.id, idOracao, viewer))!, viewer);
  });
  wallChanged(app, church.id);
  return extended;
}
