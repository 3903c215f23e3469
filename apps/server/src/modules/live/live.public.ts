/**
 * The live module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - liveServiceExists: whether a live service (a chat channel) exists at the church (chat join) (chat)
 */
export { liveServiceExists } from './live.service.ts';
