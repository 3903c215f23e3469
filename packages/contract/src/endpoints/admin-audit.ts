import { ZAuditPage, ZAuditQuery } from '../admin/audit.ts';
import { ZAdminChurchParams } from '../admin/common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The church's audit log. */
export const auditList = defineEndpoint({
  base: 'admin',
  auth: 'staff',
  grant: { area: 'settings', action: 'admin' },
  tags: ['admin-audit'],
  cache: 'private',
  method: 'GET',
  path: '/admin/:church/audit',
  summary: 'Audit log, newest first, filtered by person, area, entity and dates',
  params: ZAdminChurchParams,
  query: ZAuditQuery,
  status: 200,
  response: ZAuditPage,
  errors: [400, 401, 403, 404],
});
