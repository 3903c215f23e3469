import * as prayer from '@congrega/contract/endpoints/admin-prayer';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import * as care from './prayer-care-admin.service.ts';
import * as service from './prayer-admin.service.ts';

/** Prayer wall moderation and pastoral care (`/admin/:church/prayer...`): the gate ran before each handler. */
export default async function adminPrayerRoutes(app: FastifyInstance) {
  registerEndpoint(app, prayer.adminPrayerSettingsGet, ({ req }) => service.prayerSettingsGet(adminContext(app, req)));
  registerEndpoint(app, prayer.adminPrayerSettingsSave, ({ req, body }) => service.prayerSettingsSave(adminContext(app, req), body));
  registerEndpoint(app, prayer.adminPrayerQueue, ({ req, query }) => service.prayerQueue(adminContext(app, req), query));
  registerEndpoint(app, prayer.adminPrayerDecide, ({ req, params, body }) =>
    service.prayerDecide(adminContext(app, req), params.id, body.decisao),
  );
  registerEndpoint(app, prayer.adminPrayerEdit, ({ req, params, body }) => service.prayerEdit(adminContext(app, req), params.id, body));
  registerEndpoint(app, prayer.adminPrayerAnswered, ({ req, params, body }) =>
    service.prayerAnswered(adminContext(app, req), params.id, body.respondida),
  );
  registerEndpoint(app, prayer.adminPrayerMessageDecide, ({ req, params, body }) =>
    service.prayerMessageDecide(adminContext(app, req), params.id, body.decisao),
  );
  registerEndpoint(app, prayer.adminPrayerReasons, ({ req }) => service.prayerReasonList(adminContext(app, req)));
  registerEndpoint(app, prayer.adminPrayerReasonCreate, ({ req, body }) => service.prayerReasonCreate(adminContext(app, req), body));
  registerEndpoint(app, prayer.adminPrayerReasonUpdate, ({ req, params, body }) =>
    service.prayerReasonUpdate(adminContext(app, req), params.id, body),
  );
  registerEndpoint(app, prayer.adminCareList, ({ req, query }) => care.careList(adminContext(app, req), query));
  registerEndpoint(app, prayer.adminCareGet, ({ req, params }) => care.careGet(adminContext(app, req), params.id));
  registerEndpoint(app, prayer.adminCareUpdate, ({ req, params, body }) => care.careUpdate(adminContext(app, req), params.id, body));
  registerEndpoint(app, prayer.adminCareNoteAdd, ({ req, params, body }) =>
    care.careNoteAdd(adminContext(app, req), params.id, body.texto),
  );
}
