import type { TDoorManifest } from '@congrega/contract/admin/door';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NetworkError } from '../../../lib/api-client.ts';
import { churchKey } from '../../lib/console-context.ts';
import { checkInCall, manifestCall, syncCall } from './door-api.ts';
import { deviceId, doorStore, scanOffline, syncQueue, type QueuedAdmission } from './door-offline.ts';
import type { ShownVerdict } from './door-verdict.tsx';

/**
 * One door's state on this device: scans go to the server while online; offline (or when the request cannot reach
 * the server) they are decided on the downloaded manifest and queued; the queue syncs as soon as the browser is
 * back online. Manifest and queue live in localStorage (door-offline.ts), so a reload offline keeps both.
 */
export function useDoorSession(church: string, eventId: number, online: boolean) {
  const client = useQueryClient();
  const [manifest, setManifest] = useState<TDoorManifest | null>(() => doorStore.manifest(church, eventId));
  const [queue, setQueueState] = useState<QueuedAdmission[]>(() => doorStore.queue(church, eventId));
  const [syncing, setSyncing] = useState(false);
  const [syncFailed, setSyncFailed] = useState(false);
  const queueRef = useRef(queue);
  const [dispositivo] = useState(deviceId);

  const setQueue = useCallback(
    (next: QueuedAdmission[]) => {
      queueRef.current = next;
      doorStore.saveQueue(church, eventId, next);
      setQueueState(next);
    },
    [church, eventId],
  );

  const refreshCounts = useCallback(
    () => client.invalidateQueries({ queryKey: churchKey(church, 'door', 'event', eventId) }),
    [client, church, eventId],
  );

  const scanLocally = useCallback(
    async (codigo: string, porta: string | undefined): Promise<ShownVerdict | null> => {
      if (!manifest) return null;
      const { verdict, queue: next } = await scanOffline(manifest, codigo, queueRef.current, porta);
      setQueue(next);
      return { ...verdict, offline: true };
    },
    [manifest, setQueue],
  );

  /** The verdict of one code; null when offline without a downloaded manifest. Other refusals (400) throw. */
  const scan = useCallback(
    async (codigo: string, porta: string | undefined, override?: { motivo: string }): Promise<ShownVerdict | null> => {
      if (online) {
        try {
          const body = { codigo, dispositivo, ...(porta ? { porta } : {}), ...(override ? { override } : {}) };
          const verdict = await checkInCall(church, eventId, body);
          void refreshCounts();
          return verdict;
        } catch (err) {
          if (!(err instanceof NetworkError)) throw err;
        }
      }
      return scanLocally(codigo, porta);
    },
    [online, church, eventId, dispositivo, refreshCounts, scanLocally],
  );

  const download = useCallback(async () => {
    const fresh = await manifestCall(church, eventId);
    doorStore.saveManifest(church, eventId, fresh);
    setManifest(fresh);
  }, [church, eventId]);

  const syncNow = useCallback(async () => {
    if (!queueRef.current.length) return;
    setSyncing(true);
    const sent = queueRef.current;
    const result = await syncQueue(sent, (itens) => syncCall(church, eventId, dispositivo, itens));
    // Scans queued while the batch was on its way stay in the queue.
    const answered = new Set(result.answered.map((i) => i.localId));
    setQueue(queueRef.current.filter((q) => !answered.has(q.localId)));
    setSyncFailed(result.error !== null);
    setSyncing(false);
    if (result.last) void refreshCounts();
  }, [church, eventId, dispositivo, refreshCounts, setQueue]);

  useEffect(() => {
    if (online && queue.length && !syncing && !syncFailed) void syncNow();
  }, [online, queue.length, syncing, syncFailed, syncNow]);
  // Coming back online tries a failed sync again.
  useEffect(() => {
    const retry = () => setSyncFailed(false);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  return { manifest, queue, syncing, syncFailed, scan, download, syncNow };
}
