import { z } from 'zod';
import { ZAuditExportQuery, ZAuditPage, ZAuditQuery } from '../admin/audit.ts';
import { ZAdminChurchParams } from '../admin/common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The church's audit log. */
const audit = {
  base: 'admin',
  auth: 'staff',
  grant: { area: 'settings', action: 'admin' },
  tags: ['admin-audit'],
  cache: 'private',
} as const;

export const auditList = defineEndpoint({
  ...audit,
  method: 'GET',
  path: '/admin/:church/audit',
  summary: 'Audit log, newest first, filtered by person, area, entity and dates',
  params: ZAdminChurchParams,
  query: ZAuditQuery,
  status: 200,
  response: ZAuditPage,
  errors: [400, 401, 403, 404],
});

export const auditExport = defineEndpoint({
  ...audit,
  method: 'GET',
  params: ZAdminChurchParams,
  status: 200,
  errors: [400, 401, 403, 404],
  path: '/admin/:church/audit/export',
  summary: 'The audit log as CSV (same filters, newest first, at most 10,000 rows)',
  query: ZAuditExportQuery,
  file: 'text/csv; charset=utf-8',
  response: z.string(),
});
