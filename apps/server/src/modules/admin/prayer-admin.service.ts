import type {
  TAdminPrayerMessage,
  TAdminPrayerQueue,
  TAdminPrayerReason,
  TAdminPrayerRequest,
  TAdminPrayerSettings,
} from '@congrega/contract/admin/prayer';
import { FALLBACK_LOCALE, matchLocale } from '@congrega/contract/locale';
import type { Tx } from '../../db/client.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { notifyMember } from '../notifications/notifications.public.ts';
import {
  createPrayerReason,
  decidePrayer,
  decidePrayerMessage,
  editModeratedPrayer,
  markPrayerAnswered,
  moderationQueue,
  prayerReasons,
  prayerSettings,
  savePrayerSettings,
  updatePrayerReason,
  wallChanged,
} from '../prayer/prayer.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { prayerNotice, type PrayerNoticeKind } from './prayer-notice.ts';

/**
 * Moderating the prayer wall in the staff console (pastoral grant; rules in packages/contract/src/admin/prayer.ts,
 * the SQL in prayer/prayer-moderation*.ts): each change one transaction audited under `pastoral`, the author told in
 * the same transaction (their notifications feed, in the church's language), the wall's cached pages evicted after
 * the commit.
 */
const REQUEST = { area: 'pastoral', entidade: 'oracao' } as const;
const MESSAGE = { area: 'pastoral', entidade: 'oracao_mensagem' } as const;
const REASON = { area: 'pastoral', entidade: 'oracao_motivo' } as const;
const SETTINGS = { area: 'pastoral', entidade: 'oracao_config' } as const;

export const NOTICE_TYPE = 'ORACAO';

export async function tellAuthor(tx: Tx, church: TenantChurch, usuarioId: number, kind: PrayerNoticeKind): Promise<void> {
  const notice = prayerNotice(kind, matchLocale(church.idioma) ?? FALLBACK_LOCALE);
  await notifyMember(tx, church, { usuarioId, tipo: NOTICE_TYPE, idEntidadeRelacionada: null, ...notice });
}

export function prayerSettingsGet(ctx: AdminContext): Promise<TAdminPrayerSettings> {
  return adminRead(ctx, (tx, church) => prayerSettings(tx, church.id));
}

export function prayerSettingsSave(ctx: AdminContext, body: TAdminPrayerSettings): Promise<TAdminPrayerSettings> {
  return adminWrite(ctx, SETTINGS, async (tx, church) => {
    const { antes, depois } = await savePrayerSettings(tx, church.id, body);
    return { result: depois, audit: { entidadeId: church.id, acao: 'update', antes, depois } };
  });
}

export function prayerQueue(
  ctx: AdminContext,
  q: { fila: 'pendentes' | 'denunciadas' | 'todas'; page: number; limit: number },
): Promise<TAdminPrayerQueue> {
  return adminRead(ctx, (tx, church) => moderationQueue(tx, church.id, q.fila, q));
}

/** A change of a request, audited, its author told; the wall evicted once committed. */
async function requestChange(
  ctx: AdminContext,
  id: string,
  kind: (antes: TAdminPrayerRequest, depois: TAdminPrayerRequest) => PrayerNoticeKind | null,
  change: (tx: Tx, churchId: number) => Promise<{ antes: TAdminPrayerRequest; depois: TAdminPrayerRequest; autorId: number }>,
): Promise<TAdminPrayerRequest> {
  const result = await adminWrite(ctx, REQUEST, async (tx, church) => {
    const { antes, depois, autorId } = await change(tx, church.id);
    const notice = kind(antes, depois);
    if (notice) await tellAuthor(tx, church, autorId, notice);
    return { result: depois, audit: { entidadeId: id, acao: 'update', antes, depois } };
  });
  wallChanged(ctx.app, ctx.staff.church.id);
  return result;
}

export function prayerDecide(ctx: AdminContext, id: string, decisao: 'aprovar' | 'ocultar'): Promise<TAdminPrayerRequest> {
  // The author hears of a change of state only (approving a reported request that stayed on the wall tells nothing).
  return requestChange(
    ctx,
    id,
    (antes, depois) => (antes.status === depois.status ? null : decisao === 'aprovar' ? 'aprovada' : 'ocultada'),
    (tx, churchId) => decidePrayer(tx, churchId, id, decisao),
  );
}

export function prayerEdit(ctx: AdminContext, id: string, body: { nome: string; mensagem: string }): Promise<TAdminPrayerRequest> {
  return requestChange(
    ctx,
    id,
    (antes, depois) => (antes.nome === depois.nome && antes.mensagem === depois.mensagem ? null : 'editada'),
    (tx, churchId) => editModeratedPrayer(tx, churchId, id, body),
  );
}

export function prayerAnswered(ctx: AdminContext, id: string, respondida: boolean): Promise<TAdminPrayerRequest> {
  return requestChange(
    ctx,
    id,
    (antes, depois) => (!antes.respondida && depois.respondida ? 'respondida' : null),
    (tx, churchId) => markPrayerAnswered(tx, churchId, id, respondida),
  );
}

export async function prayerMessageDecide(ctx: AdminContext, id: number, decisao: 'aprovar' | 'ocultar'): Promise<TAdminPrayerMessage> {
  const result = await adminWrite(ctx, MESSAGE, async (tx, church) => {
    const { antes, depois } = await decidePrayerMessage(tx, church.id, id, decisao);
    return { result: depois, audit: { entidadeId: id, acao: 'update', antes, depois } };
  });
  wallChanged(ctx.app, ctx.staff.church.id);
  return result;
}

export async function prayerReasonList(ctx: AdminContext): Promise<{ itens: TAdminPrayerReason[] }> {
  return { itens: await adminRead(ctx, (tx, church) => prayerReasons(tx, church.id)) };
}

export function prayerReasonCreate(ctx: AdminContext, body: Omit<TAdminPrayerReason, 'id'>): Promise<TAdminPrayerReason> {
  return adminWrite(ctx, REASON, async (tx, church) => {
    const created = await createPrayerReason(tx, church.id, body);
    return { result: created, audit: { entidadeId: created.id, acao: 'create', depois: created } };
  });
}

export function prayerReasonUpdate(ctx: AdminContext, id: number, body: Omit<TAdminPrayerReason, 'id'>): Promise<TAdminPrayerReason> {
  return adminWrite(ctx, REASON, async (tx, church) => {
    const { antes, depois } = await updatePrayerReason(tx, church.id, id, body);
    return { result: depois, audit: { entidadeId: id, acao: 'update', antes, depois } };
  });
}
