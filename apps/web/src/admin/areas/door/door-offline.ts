import { doorHashInput, DOOR_SYNC_MAX, type TDoorManifest, type TDoorSyncAnswer, type TDoorSyncItem } from '@congrega/contract/admin/door';

/**
 * The door's offline half (issue 32): the event's manifest and the queue of admissions decided without the server,
 * kept in localStorage per church and event so a reload offline keeps both; a scanned code is looked up by its
 * SHA-256 hex of code + the manifest's salt (the manifest never holds the codes). The queue is synced in batches
 * of at most DOOR_SYNC_MAX; an item leaves it only once the server answered for it (a retry is idempotent on the
 * device and the item's local id).
 */

export interface QueuedAdmission extends TDoorSyncItem {
  /** The code's manifest hash, to find a second scan of the same ticket before the sync. */
  hash: string;
}

export type OfflineVerdict =
  | { veredito: 'admitido'; titular: string; tipo: string }
  | { veredito: 'ja_admitido'; titular: string; tipo: string; em: string }
  | { veredito: 'nao_pago' | 'cancelado'; titular: string; tipo: string }
  | { veredito: 'desconhecido' };

const prefix = (church: string, eventId: number) => `congrega.door.${church}.${eventId}`;

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export const doorStore = {
  manifest: (church: string, eventId: number) => read<TDoorManifest>(`${prefix(church, eventId)}.manifest`),
  saveManifest: (church: string, eventId: number, manifest: TDoorManifest) =>
    localStorage.setItem(`${prefix(church, eventId)}.manifest`, JSON.stringify(manifest)),
  queue: (church: string, eventId: number) => read<QueuedAdmission[]>(`${prefix(church, eventId)}.queue`) ?? [],
  saveQueue: (church: string, eventId: number, queue: QueuedAdmission[]) =>
    localStorage.setItem(`${prefix(church, eventId)}.queue`, JSON.stringify(queue)),
};

/** This browser's device id (kept, so the server's idempotency and the door's records name it). */
export function deviceId(): string {
  const key = 'congrega.door.device';
  const known = localStorage.getItem(key);
  if (known) return known;
  const id = `web-${crypto.randomUUID()}`;
  localStorage.setItem(key, id);
  return id;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const manifestHash = (codigo: string, salt: string) => sha256Hex(doorHashInput(codigo, salt));

/**
 * The verdict without the server: a code of no ticket of this event is `desconhecido` (another event's ticket cannot
 * be told apart offline); a ticket admitted before the download, or already queued here, is `ja_admitido`.
 */
export function decideOffline(manifest: TDoorManifest, hash: string, queue: readonly QueuedAdmission[]): OfflineVerdict {
  const ticket = manifest.bilhetes.find((b) => b.hash === hash);
  if (!ticket) return { veredito: 'desconhecido' };
  const holder = { titular: ticket.titular, tipo: ticket.tipo };
  if (ticket.status === 'cancelada') return { veredito: 'cancelado', ...holder };
  if (ticket.status === 'pendente') return { veredito: 'nao_pago', ...holder };
  const queued = queue.find((q) => q.hash === hash);
  const em = ticket.admitidoEm ?? queued?.em;
  return em ? { veredito: 'ja_admitido', ...holder, em } : { veredito: 'admitido', ...holder };
}

/** Scans one code offline: the verdict, and the queue with the admission added when it admits. */
export async function scanOffline(
  manifest: TDoorManifest,
  codigo: string,
  queue: readonly QueuedAdmission[],
  porta: string | undefined,
  now = new Date(),
): Promise<{ verdict: OfflineVerdict; queue: QueuedAdmission[] }> {
  const hash = await manifestHash(codigo, manifest.salt);
  const verdict = decideOffline(manifest, hash, queue);
  if (verdict.veredito !== 'admitido') return { verdict, queue: [...queue] };
  const item: QueuedAdmission = { localId: crypto.randomUUID(), codigo, em: now.toISOString(), hash, ...(porta ? { porta } : {}) };
  return { verdict, queue: [...queue, item] };
}

/**
 * Sends the queue in batches; each batch answered leaves the queue (whatever the server decided for its items:
 * conflicts are the server's to flag). Stops at the first failure, keeping what was not answered for the next try.
 */
export async function syncQueue(
  queue: readonly QueuedAdmission[],
  send: (itens: TDoorSyncItem[]) => Promise<TDoorSyncAnswer>,
): Promise<{ left: QueuedAdmission[]; answered: TDoorSyncAnswer['itens']; last: TDoorSyncAnswer | null; error: unknown }> {
  let left = [...queue];
  const answered: TDoorSyncAnswer['itens'] = [];
  let last: TDoorSyncAnswer | null = null;
  while (left.length) {
    const batch = left.slice(0, DOOR_SYNC_MAX);
    try {
      last = await send(batch.map(({ hash: _hash, ...item }) => item));
    } catch (error) {
      return { left, answered, last, error };
    }
    const done = new Set(last.itens.map((i) => i.localId));
    answered.push(...last.itens);
    left = left.filter((q) => !done.has(q.localId));
    if (!batch.some((q) => done.has(q.localId))) break;
  }
  return { left, answered, last, error: null };
}
