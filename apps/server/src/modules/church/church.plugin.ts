import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantChurch } from '../../core/tenant.ts';
import { listenForChurchChanges, loadBootstrap } from './bootstrap.service.ts';

/**
 * Church: hands the app its cached bootstrap (`app.churchBootstrap`, core/church-bootstrap.ts), so the module gate
 * and the served page read a church's modules and menu without importing this module. Registered before any route.
 * Listens for other copies' church changes from the start (once ready: the eviction bus is decorated after this
 * plugin): a copy that has answered only API calls still holds host lookups (name, language, zone, active) that a
 * change on another copy must clear.
 */
export default fp(async function churchPlugin(app: FastifyInstance) {
  app.decorate('churchBootstrap', (church: TenantChurch) => loadBootstrap(app, church));
  app.addHook('onReady', async () => listenForChurchChanges(app));
});
