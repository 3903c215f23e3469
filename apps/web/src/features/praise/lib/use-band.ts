import { useMemo } from 'react';
import { currentToken, refreshAccessToken } from '../../../lib/session-token.ts';
import { useSocketConnection } from '../../../lib/use-socket-connection.ts';
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
  const state = useSocketConnection(connection, INITIAL_BAND_STATE);
  return { connection, state };
}
