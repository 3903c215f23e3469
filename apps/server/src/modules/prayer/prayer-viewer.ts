import type { TMyPrayer, TPrayer, TPrayerCareStatus, TPrayerStatus } from '@congrega/contract/prayer';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../db/client.ts';
import { isStaff } from '../../core/roles.repository.ts';
import { prayerDay } from './prayer-day.ts';
import { findPrayer, type PrayerRow, type WallRow } from './prayer.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/** The caller as the prayer rules see them: account (when logged in) and client account at this church. */
export interface Viewer {
  contaId: number | undefined;
  usuarioId: number | undefined;
  day: string;
}

/** The client account comes with the session check (plugins/auth.ts): no statement here. */
export function viewerOf(church: TenantChurch, auth: AuthContext | null): Viewer {
  return { contaId: auth?.contaId, usuarioId: auth?.usuarioId ?? undefined, day: prayerDay(church.fusoHorario) };
}

/** Writing needs a client account at the host church, not just a provider account. */
export function memberOf(church: TenantChurch, auth: AuthContext): Viewer & { usuarioId: number } {
  const viewer = viewerOf(church, auth);
  if (viewer.usuarioId === undefined) throw new AppError('CLIENT_ACCOUNT_NOT_FOUND', {}, { status: 403 });
  return { ...viewer, usuarioId: viewer.usuarioId };
}

/** Paths naming a church must name the host's church; any other answers 404 as if it did not exist. */
export function assertHost(church: TenantChurch, ref: { slug?: string; id?: number }): void {
  if ((ref.slug !== undefined && ref.slug !== church.slug) || (ref.id !== undefined && ref.id !== church.id)) {
    throw new AppError('CHURCH_NOT_FOUND');
  }
}

export function toPrayer(row: WallRow & Pick<PrayerRow, 'orouHoje'>, viewer: Viewer): TPrayer {
  return {
    id: row.id,
    nome: row.nome,
    mensagem: row.mensagem,
    imagem: row.imagem,
    idOracaoMotivo: row.idOracaoMotivo,
    motivo: row.motivo,
    quantidadeOracoes: row.quantidadeOracoes,
    quantidadeMensagens: row.quantidadeMensagens,
    dataCadastro: row.criadoEm.toISOString(),
    ...(viewer.contaId !== undefined ? { orouHoje: row.orouHoje } : {}),
    meu: viewer.usuarioId !== undefined && row.idUsuario === viewer.usuarioId,
    respondida: row.respondidaEm !== null,
  };
}

/** Someone follows up a request that asked for a call or a visit, or is private; the others have nothing to follow. */
const hasCare = (row: PrayerRow) => row.flagReceberLigacao || row.flagReceberVisita || !row.flagPublicarMural;

export function toMyPrayer(row: PrayerRow, viewer: Viewer): TMyPrayer {
  const { flagPublicarMural, flagReceberLigacao, flagReceberVisita } = row;
  return {
    ...toPrayer(row, viewer),
    flagPublicarMural,
    flagReceberLigacao,
    flagReceberVisita,
    status: row.status as TPrayerStatus,
    expiraEm: row.expiraEm?.toISOString() ?? null,
    cuidado: hasCare(row)
      ? { status: (row.cuidadoStatus ?? 'novo') as TPrayerCareStatus, responsavel: row.cuidadoResponsavel ?? null }
      : null,
  };
}

/** On the public wall (anyone may see it, and its live updates go to everyone looking: prayer-wall-live.ts). */
export const onPublicWall = (row: Pick<PrayerRow, 'flagPublicarMural' | 'flagAtivo' | 'status'>) =>
  row.flagPublicarMural && row.flagAtivo && row.status === 'publicada';

/**
 * Who may see a request: anyone when it is public, active and published (an expired one has left the wall but its
 * link still opens); otherwise (private, pending approval, hidden) only its author and the church's staff. Everyone
 * else gets 404, never 403, so existence is not revealed.
 */
export async function findVisible(tx: Tx, churchId: number, id: string, viewer: Viewer): Promise<PrayerRow> {
  const row = await findPrayer(tx, churchId, id, viewer);
  if (row) {
    if (onPublicWall(row)) return row;
    if (viewer.usuarioId !== undefined && row.idUsuario === viewer.usuarioId) return row;
    if (viewer.contaId !== undefined && (await isStaff(tx, churchId, viewer.contaId))) return row;
  }
  throw new AppError('PRAYER_NOT_FOUND');
}
