import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantChurch } from '../../core/tenant.ts';
import { loadBootstrap } from './bootstrap.service.ts';

/**
 * Church: hands the app its cached bootstrap (`app.churchBootstrap`, core/church-bootstrap.ts), so the module gate
 * and the served page read a church's modules and menu without importing this module. Registered before any route.
 */
export default fp(async function churchPlugin(app: FastifyInstance) {
  app.decorate('churchBootstrap', (church: TenantChurch) => loadBootstrap(app, church));
});
