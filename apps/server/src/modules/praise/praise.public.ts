/**
 * The praise module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - bandRoutes: band mode's socket, registered on the chat's WebSocket server (chat)
 */
export { default as bandRoutes } from './band.routes.ts';
