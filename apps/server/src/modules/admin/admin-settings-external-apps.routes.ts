import * as endpoints from '@congrega/contract/endpoints/admin-settings-external-apps';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import { externalAppList, externalAppRemove, externalAppSave } from './external-apps-settings.service.ts';

/** The church's external apps in the console (`/admin/:church/settings/external-apps`). */
export default async function adminSettingsExternalAppsRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.externalAppList, ({ req }) => externalAppList(adminContext(app, req)));
  registerEndpoint(app, endpoints.externalAppSave, ({ req, params, body }) => externalAppSave(adminContext(app, req), params.app, body));
  registerEndpoint(app, endpoints.externalAppRemove, async ({ req, params }) => {
    await externalAppRemove(adminContext(app, req), params.app);
    return null;
  });
}
