import type { TBootstrap } from '@congrega/contract/church';
import type { TenantChurch } from './tenant.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The church's bootstrap (modules, menu, visual, payment methods), cached per church. The church module
     * decorates it at start (church/church.plugin.ts), so the floors under it (the module gate, plugins/web.ts) read
     * it without importing a module.
     */
    churchBootstrap(church: TenantChurch): Promise<TBootstrap>;
  }
}
