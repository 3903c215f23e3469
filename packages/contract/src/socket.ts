/**
 * What every WebSocket of the app (/chat, chat.ts; /band, band.ts) shares: its close codes and what a client does
 * with each. The upgrade request's host names the church; the server then checks, in this order:
 * - the connections of the client's IP address on this server copy (at most SOCKET_MAX_PER_IP by default, chat and
 *   band together) and of the church (SOCKET_MAX_PER_CHURCH): over either, close `busy` (4429). Not final: the
 *   client comes back after its longest back-off delay (jittered), never at once, so a full room is no reconnect storm;
 * - the host is an active church, else close `noChurch` (4404, final);
 * - the `Origin` header, sent by every browser on a WebSocket handshake, names a host of the same church (its
 *   subdomain under APP_DOMAIN or one of its custom domains; the port is not compared), else close
 *   `originRefused` (4400, final): another site cannot open a church's sockets from its pages. A handshake without
 *   Origin is a non-browser client (an app, a script), which could send any Origin anyway: accepted, bounded by the
 *   same caps and frame limits as everyone;
 * and during the session: more frames than the endpoint's limit in a second close `flood` (1008, final), a frame
 * over the size limit `tooBig` (1009, final).
 */
export const SOCKET_CLOSE = { flood: 1008, tooBig: 1009, originRefused: 4400, noChurch: 4404, busy: 4429 } as const;

/** Closes after which a client does not come back (the endpoint may add its own). */
export const SOCKET_FINAL_CLOSES: readonly number[] = [
  SOCKET_CLOSE.flood,
  SOCKET_CLOSE.tooBig,
  SOCKET_CLOSE.originRefused,
  SOCKET_CLOSE.noChurch,
];
/** Closes after which a client comes back only after its longest back-off delay. */
export const SOCKET_BUSY_CLOSES: readonly number[] = [SOCKET_CLOSE.busy];
