/**
 * The content module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - CONTENT_LINK_PREVIEWS: link previews of content detail and list pages (web screens, app.ts) (app.ts)
 */
export { CONTENT_LINK_PREVIEWS } from './content.link-preview.ts';
