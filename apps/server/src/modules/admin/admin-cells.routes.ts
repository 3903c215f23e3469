import * as cells from '@congrega/contract/endpoints/admin-cells';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import * as service from './cells-admin.service.ts';

/** Cells, their join requests, studies and settings (`/admin/:church/cells...`): the gate ran before each handler. */
export default async function adminCellsRoutes(app: FastifyInstance) {
  registerEndpoint(app, cells.adminCellList, ({ req }) => service.cellList(adminContext(app, req)));
  registerEndpoint(app, cells.adminCellCreate, ({ req, body }) => service.cellCreate(adminContext(app, req), body));
  registerEndpoint(app, cells.adminCellGet, ({ req, params }) => service.cellGet(adminContext(app, req), params.cellId));
  registerEndpoint(app, cells.adminCellUpdate, ({ req, params, body }) => service.cellUpdate(adminContext(app, req), params.cellId, body));
  registerEndpoint(app, cells.adminCellMove, ({ req, params, body }) =>
    service.cellMove(adminContext(app, req), params.cellId, params.usuarioId, body.destino),
  );
  registerEndpoint(app, cells.adminCellHealth, ({ req, params }) => service.cellHealthGet(adminContext(app, req), params.cellId));
  registerEndpoint(app, cells.adminCellRequests, ({ req, query }) => service.cellRequests(adminContext(app, req), query));
  registerEndpoint(app, cells.adminStudyList, ({ req }) => service.studyList(adminContext(app, req)));
  registerEndpoint(app, cells.adminStudyCreate, ({ req, body }) => service.studyCreate(adminContext(app, req), body));
  registerEndpoint(app, cells.adminStudyUpdate, ({ req, params, body }) => service.studyUpdate(adminContext(app, req), params.id, body));
  registerEndpoint(app, cells.adminCellSettingsGet, ({ req }) => service.settingsGet(adminContext(app, req)));
  registerEndpoint(app, cells.adminCellSettingsSave, ({ req, body }) => service.settingsSave(adminContext(app, req), body));
}
