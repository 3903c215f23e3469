import type { TChatSummary } from '@congrega/contract/chat';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../core/auth.ts';
import { requireMember } from '../../core/member.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { CSV_BOM, csvRow } from '../../lib/csv.ts';
import { appendAudit } from '../admin/admin.public.ts';
import { liveServiceExists } from '../live/live.public.ts';
import type { RoomKey } from './chat-bus.ts';
import { countMessages, listTranscript } from './chat.repository.ts';
import { isChatHost } from './chat.service.ts';

/**
 * The host workspace's HTTP reads (issue 34): a service's chat counts and its transcript, each one church
 * transaction. Only the service's hosts (chat.service.ts `isChatHost`) may read them: another member 403
 * CHAT_FORBIDDEN, an unknown service or another church's 404 LIVE_SERVICE_NOT_FOUND. The transcript holds what
 * members wrote (shadow-muted and hosts-only messages too), so each read appends an 'access' audit row (area live).
 */
export interface RoomCounts {
  presenceOf(key: RoomKey): number;
  peak(key: RoomKey): Promise<number>;
}

async function requireHost(tx: Tx, church: TenantChurch, auth: AuthContext, channel: number): Promise<void> {
  const usuarioId = await requireMember(tx, auth);
  if (!(await liveServiceExists(tx, church.id, channel))) throw new AppError('LIVE_SERVICE_NOT_FOUND');
  if (!(await isChatHost(tx, church.id, { contaId: auth.contaId, usuarioId }, channel)).host) {
    throw new AppError('CHAT_FORBIDDEN', {}, { status: 403 });
  }
}

export async function chatSummary(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  channel: number,
  rooms: RoomCounts,
): Promise<TChatSummary> {
  const counts = await app.database.withChurch(church.id, async (tx) => {
    await requireHost(tx, church, auth, channel);
    return countMessages(tx, church.id, channel);
  });
  const key = { church: church.id, channel };
  const now = rooms.presenceOf(key);
  return {
    presencaAgora: now,
    presencaPico: Math.max(now, await rooms.peak(key)),
    mensagens: counts.room,
    mensagensAnfitrioes: counts.hosts,
    mensagensOcultas: counts.hidden,
  };
}

const HEADER = ['data', 'canal', 'autor', 'nome', 'moderador', 'silenciada', 'removida', 'texto'];

export async function chatTranscriptCsv(app: FastifyInstance, church: TenantChurch, auth: AuthContext, channel: number): Promise<string> {
  return app.database.withChurch(church.id, async (tx) => {
    await requireHost(tx, church, auth, channel);
    const rows = await listTranscript(tx, church.id, channel);
    await appendAudit(tx, church.id, {
      atorContaId: auth.contaId,
      area: 'live',
      entidade: 'chat_transcricao',
      entidadeId: channel,
      acao: 'access',
      depois: { mensagens: rows.length },
    });
    const lines = rows.map((r) =>
      csvRow([r.criadoEm, r.anfitrioes ? 'anfitrioes' : 'sala', r.autor, r.nome, r.moderador, r.oculto, r.removida, r.texto]),
    );
    return CSV_BOM + csvRow(HEADER) + lines.join('');
  });
}
