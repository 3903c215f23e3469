/**
 * The church module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). One line per export: why it is here, and who uses it.
 * - aboutFirstPaint: the server-drawn first paint of the about page (web screens, app.ts) (app.ts)
 * - churchChanged: after a church's settings change: its cached bootstrap and host answers go (staff console) (admin)
 * - churchHomeFirstPaint: the server-drawn first paint of the church's home (web screens, app.ts) (app.ts)
 * - findSisterChurch: an active church of the host's organisation (church switch) (accounts)
 * - listActiveChurchSlugs: the slugs of the active churches (the start banner prints their addresses) (start-banner.ts)
 * - listSisterChurches: the active churches of the host's organisation (a user query's scope) (accounts)
 * - loadBootstrap: the church's cached bootstrap: modules, menu, payment methods, visual (pages, module checks) (bff, chat, external-apps, payments)
 * - moduleName: a module's name in a language (the staff console's settings) (admin)
 */
export { churchChanged, loadBootstrap } from './bootstrap.service.ts';
export { moduleName } from './church-seed-helpers.ts';
export { aboutFirstPaint, churchHomeFirstPaint } from './church.first-paint.ts';
export { listActiveChurchSlugs } from './church.repository.ts';
export { findSisterChurch, listSisterChurches } from './organization-queries.ts';
