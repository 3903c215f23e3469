/**
 * The mail module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - RenderedMail: one e-mail's subject, text and HTML, as every *-mail.ts file builds it (account-deletion, events, giving, groups, payments)
 */
export type { RenderedMail } from './mail-templates.ts';
