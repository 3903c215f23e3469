import { useEffect, useSyncExternalStore } from 'react';
import type { ReconnectingSocket, SocketFailure } from './reconnecting-socket.ts';

const noSubscribe = () => () => {};

/**
 * Runs a socket client (lib/reconnecting-socket.ts) while the component is mounted and returns its state; `initial`
 * (a module constant) stands while there is no connection and during server rendering.
 */
export function useSocketConnection<S extends { status: string; failure: SocketFailure | null }>(
  connection: ReconnectingSocket<S, unknown, unknown> | null,
  initial: S,
): S {
  useEffect(() => {
    if (!connection) return undefined;
    connection.start();
    return () => connection.stop();
  }, [connection]);
  const idle = () => initial;
  return useSyncExternalStore(connection?.subscribe ?? noSubscribe, connection?.getState ?? idle, idle);
}
