import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { currentToken, refreshAccessToken } from '../../../lib/session-token.ts';
import { BandConnection, bandSocketUrl, INITIAL_BAND_STATE, type BandIntent } from './band-client.ts';

/**
 * One band connection while the song shows a session: `intent` starts one (a leader pressed "Band mode") or joins
 * the code of the address (`?band=`); null keeps band mode off. The member's token goes in the frames (never the URL).
 */
export function useBand(intent: BandIntent | null) {
  const kind = intent?.kind;
  const target = intent ? (intent.kind === 'start' ? intent.songId : intent.code) : null;
  const connection = useMemo(
    () =>
      kind && target !== null
        ? new BandConnection({
            url: bandSocketUrl(),
            intent: kind === 'start' ? { kind, songId: Number(target) } : { kind: 'join', code: String(target) },
            token: currentToken,
            onTokenExpired: () => refreshAccessToken(),
          })
        : null,
    [kind, target],
  );
  useEffect(() => {
    if (!connection) return undefined;
    connection.start();
    return () => connection.stop();
  }, [connection]);
  const state = useSyncExternalStore(connection?.subscribe ?? noSubscribe, connection?.getState ?? idle, idle);
  return { connection, state };
}

const noSubscribe = () => () => {};
const idle = () => INITIAL_BAND_STATE;
