/**
 * The chat module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - chatPersonalData: personal data handler (account deletion and export) (account-deletion)
 * - SocketHosts: who may open a socket: connection caps, church, Origin (band mode and the events' live
 *   availability share the WebSocket server) (praise, events)
 */
export { chatPersonalData } from './chat.personal-data.repository.ts';
export { SocketHosts } from './socket-host.service.ts';
