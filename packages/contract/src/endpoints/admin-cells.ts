import {
  ZAdminCell,
  ZAdminCellBody,
  ZAdminCellList,
  ZAdminCellMemberParams,
  ZAdminCellMoveBody,
  ZAdminCellMoved,
  ZAdminCellParams,
  ZAdminCellRequestPage,
  ZAdminCellRequestQuery,
  ZAdminCellSettings,
  ZAdminCellSettingsBody,
  ZAdminStudy,
  ZAdminStudyBody,
  ZAdminStudyList,
  ZAdminStudyParams,
} from '../admin/cells.ts';
import { ZAdminChurchParams } from '../admin/common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZGroupHealth } from '../groups-leader.ts';

/**
 * Cells in the staff console (admin/cells.ts): the `cells` grant. `scoped` endpoints also open to a cell leader's
 * grant, on their own cell only (`:cellId`; lists filter to it); the others need an unscoped grant (church admin).
 */
const cells = { base: 'admin', auth: 'staff', tags: ['admin-cells'], cache: 'private' } as const;
const scopedView = { area: 'cells', action: 'view', scope: 'cell' } as const;
const scopedEdit = { area: 'cells', action: 'edit', scope: 'cell' } as const;
const view = { area: 'cells', action: 'view' } as const;
const edit = { area: 'cells', action: 'edit' } as const;

export const adminCellList = defineEndpoint({
  ...cells,
  grant: scopedView,
  method: 'GET',
  path: '/admin/:church/cells',
  summary: "The church's cells (a leader's grant: their own), with members and pending requests counted",
  params: ZAdminChurchParams,
  status: 200,
  response: ZAdminCellList,
  errors: [400, 401, 403, 404],
});

export const adminCellCreate = defineEndpoint({
  ...cells,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/cells',
  summary: 'Creates a cell; its leader is named by the e-mail of a member of the church',
  params: ZAdminChurchParams,
  body: ZAdminCellBody,
  status: 201,
  response: ZAdminCell,
  errors: [400, 401, 403, 404],
});

export const adminCellGet = defineEndpoint({
  ...cells,
  grant: scopedView,
  method: 'GET',
  path: '/admin/:church/cells/:cellId',
  summary: 'One cell with every field and its members (with their contacts)',
  params: ZAdminCellParams,
  status: 200,
  response: ZAdminCell,
  errors: [400, 401, 403, 404],
});

export const adminCellUpdate = defineEndpoint({
  ...cells,
  grant: scopedEdit,
  method: 'PUT',
  path: '/admin/:church/cells/:cellId',
  summary: "Saves a cell (a leader's grant may not change who leads it)",
  params: ZAdminCellParams,
  body: ZAdminCellBody,
  status: 200,
  response: ZAdminCell,
  errors: [400, 401, 403, 404],
});

export const adminCellMove = defineEndpoint({
  ...cells,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/cells/:cellId/members/:usuarioId/move',
  summary: 'Moves a member from this cell to another (an open request of theirs there is accepted)',
  params: ZAdminCellMemberParams,
  body: ZAdminCellMoveBody,
  status: 200,
  response: ZAdminCellMoved,
  errors: [400, 401, 403, 404, 409],
});

export const adminCellHealth = defineEndpoint({
  ...cells,
  grant: scopedView,
  method: 'GET',
  path: '/admin/:church/cells/:cellId/health',
  summary: "A cell's health: attendance and visitors of its last meetings",
  params: ZAdminCellParams,
  status: 200,
  response: ZGroupHealth,
  errors: [400, 401, 403, 404],
});

export const adminCellRequests = defineEndpoint({
  ...cells,
  grant: scopedView,
  method: 'GET',
  path: '/admin/:church/cell-requests',
  summary: 'Every join request (a leader: their cells), newest first, with who answered and when',
  params: ZAdminChurchParams,
  query: ZAdminCellRequestQuery,
  status: 200,
  response: ZAdminCellRequestPage,
  errors: [400, 401, 403, 404],
});

export const adminStudyList = defineEndpoint({
  ...cells,
  grant: view,
  method: 'GET',
  path: '/admin/:church/studies',
  summary: 'The church’s studies, unpublished ones included, newest first',
  params: ZAdminChurchParams,
  status: 200,
  response: ZAdminStudyList,
  errors: [400, 401, 403, 404],
});

export const adminStudyCreate = defineEndpoint({
  ...cells,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/studies',
  summary: 'Creates a study (members-only unless `flagConteudoPublico`)',
  params: ZAdminChurchParams,
  body: ZAdminStudyBody,
  status: 201,
  response: ZAdminStudy,
  errors: [400, 401, 403, 404],
});

export const adminStudyUpdate = defineEndpoint({
  ...cells,
  grant: edit,
  method: 'PUT',
  path: '/admin/:church/studies/:id',
  summary: 'Saves a study',
  params: ZAdminStudyParams,
  body: ZAdminStudyBody,
  status: 200,
  response: ZAdminStudy,
  errors: [400, 401, 403, 404],
});

export const adminCellSettingsGet = defineEndpoint({
  ...cells,
  grant: view,
  method: 'GET',
  path: '/admin/:church/cell-settings',
  summary: "The studies page's title and introduction, and the days before a join request's reminders",
  params: ZAdminChurchParams,
  status: 200,
  response: ZAdminCellSettings,
  errors: [400, 401, 403, 404],
});

export const adminCellSettingsSave = defineEndpoint({
  ...cells,
  grant: edit,
  method: 'PUT',
  path: '/admin/:church/cell-settings',
  summary: "Saves the studies page's texts and the reminder days",
  params: ZAdminChurchParams,
  body: ZAdminCellSettingsBody,
  status: 200,
  response: ZAdminCellSettings,
  errors: [400, 401, 403, 404],
});
