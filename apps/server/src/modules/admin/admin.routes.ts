import * as audit from '@congrega/contract/endpoints/admin-audit';
import * as dash from '@congrega/contract/endpoints/admin-dashboard';
import * as grants from '@congrega/contract/endpoints/admin-grants';
import * as people from '@congrega/contract/endpoints/admin-people';
import * as settings from '@congrega/contract/endpoints/admin-settings';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import { auditExport, auditList } from './audit.service.ts';
import { dashboard } from './dashboard.service.ts';
import * as grantService from './grants.service.ts';
import * as peopleService from './people.service.ts';
import * as cardService from './person-card.service.ts';
import * as congregationService from './congregations.service.ts';
import * as householdService from './person-household.service.ts';
import * as mergeService from './people-merge.service.ts';
import { personActivity } from './person-activity.service.ts';
import { personRegistrations } from './person-registrations.service.ts';
import * as bannerService from './banners.service.ts';
import * as settingsService from './settings.service.ts';

/** The church areas of the staff console (`/admin/:church/...`): the gate ran before each handler (staff-gate.ts). */
export default async function adminRoutes(app: FastifyInstance) {
  registerEndpoint(app, dash.adminDashboard, ({ req }) => dashboard(adminContext(app, req)));

  registerEndpoint(app, grants.grantPresets, async () => grantService.presetList());
  registerEndpoint(app, grants.grantList, ({ req, query }) => grantService.grantList(adminContext(app, req), query));
  registerEndpoint(app, grants.grantCreate, ({ req, body }) => grantService.grantCreate(adminContext(app, req), body));
  registerEndpoint(app, grants.grantUpdate, ({ req, params, body }) => grantService.grantUpdate(adminContext(app, req), params.id, body));
  registerEndpoint(app, grants.grantDelete, async ({ req, params }) => {
    await grantService.grantDelete(adminContext(app, req), params.id);
    return null;
  });

  registerEndpoint(app, audit.auditList, ({ req, query }) => auditList(adminContext(app, req), query));
  registerEndpoint(app, audit.auditExport, async ({ req, reply, query }) => {
    reply.header('content-disposition', 'attachment; filename="auditoria.csv"');
    return auditExport(adminContext(app, req), query);
  });

  registerEndpoint(app, people.peopleSearch, ({ req, query }) => peopleService.peopleSearch(adminContext(app, req), query));
  registerEndpoint(app, people.personGet, ({ req, params }) => peopleService.personGet(adminContext(app, req), params.id));
  registerEndpoint(app, people.personCardGet, ({ req, params }) => cardService.personCardGet(adminContext(app, req), params.id));
  registerEndpoint(app, people.personCardSave, ({ req, params, body }) =>
    cardService.personCardSave(adminContext(app, req), params.id, body),
  );
  registerEndpoint(app, people.personCardRevoke, ({ req, params }) => cardService.personCardRevoke(adminContext(app, req), params.id));
  registerEndpoint(app, people.personHousehold, ({ req, params }) => householdService.personHousehold(adminContext(app, req), params.id));
  registerEndpoint(app, people.personHouseholdCare, ({ req, params }) =>
    householdService.personHouseholdCare(adminContext(app, req), params.id),
  );
  registerEndpoint(app, people.personActivity, ({ req, params }) => personActivity(adminContext(app, req), params.id));
  registerEndpoint(app, people.peopleDuplicates, ({ req }) => mergeService.peopleDuplicates(adminContext(app, req)));
  registerEndpoint(app, people.personMergePreview, ({ req, params, query }) =>
    mergeService.personMergePreview(adminContext(app, req), params.id, query.duplicado),
  );
  registerEndpoint(app, people.personMerge, ({ req, params, body }) =>
    mergeService.personMerge(adminContext(app, req), params.id, body.duplicado),
  );
  registerEndpoint(app, people.personRegistrations, ({ req, params }) => personRegistrations(adminContext(app, req), params.id));
  registerEndpoint(app, people.peopleExport, async ({ req, reply, query }) => {
    reply.header('content-disposition', 'attachment; filename="pessoas.csv"');
    return peopleService.peopleExport(adminContext(app, req), query);
  });

  registerEndpoint(app, settings.congregationList, ({ req }) => congregationService.congregationList(adminContext(app, req)));
  registerEndpoint(app, settings.congregationCreate, ({ req, body }) =>
    congregationService.congregationCreate(adminContext(app, req), body),
  );
  registerEndpoint(app, settings.congregationUpdate, ({ req, params, body }) =>
    congregationService.congregationUpdate(adminContext(app, req), params.id, body),
  );
  registerEndpoint(app, settings.settingsGet, ({ req }) => settingsService.settingsGet(adminContext(app, req)));
  registerEndpoint(app, settings.settingsUpdateTexts, ({ req, body }) => settingsService.updateTexts(adminContext(app, req), body));
  registerEndpoint(app, settings.settingsUpdateVisual, ({ req, body }) => settingsService.updateVisual(adminContext(app, req), body));
  registerEndpoint(app, settings.settingsUpdateMenu, ({ req, body }) => settingsService.updateMenu(adminContext(app, req), body));
  registerEndpoint(app, settings.settingsUpdateLegal, ({ req, body }) => settingsService.updateLegal(adminContext(app, req), body));
  registerEndpoint(app, settings.settingsUpdateModules, ({ req, body }) => settingsService.updateModules(adminContext(app, req), body));
  registerEndpoint(app, settings.bannerList, ({ req }) => bannerService.bannerList(adminContext(app, req)));
  registerEndpoint(app, settings.bannerCreate, ({ req, body }) => bannerService.bannerCreate(adminContext(app, req), body));
  registerEndpoint(app, settings.bannerUpdate, ({ req, params, body }) =>
    bannerService.bannerUpdate(adminContext(app, req), params.id, body),
  );
  registerEndpoint(app, settings.bannerReorder, ({ req, body }) => bannerService.bannerReorder(adminContext(app, req), body.ids));
  registerEndpoint(app, settings.bannerDelete, async ({ req, params }) => {
    await bannerService.bannerDelete(adminContext(app, req), params.id);
    return null;
  });
}
