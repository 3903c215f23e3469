/**
 * The podcast module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - podcastLinkPreview: the /podcast page's link preview, a shared episode's own (web screens, app.ts) (app.ts)
 */
export { podcastLinkPreview } from './podcast.link-preview.ts';
