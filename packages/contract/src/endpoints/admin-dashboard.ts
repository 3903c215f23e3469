import { ZAdminChurchParams } from '../admin/common.ts';
import { ZDashboard } from '../admin/dashboard.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The church's dashboard in the staff console. */
export const adminDashboard = defineEndpoint({
  base: 'admin',
  auth: 'staff',
  grant: { area: 'any', action: 'view' },
  tags: ['admin'],
  cache: 'private',
  method: 'GET',
  path: '/admin/:church/dashboard',
  summary: "What needs attention at the church, limited to the caller's areas",
  params: ZAdminChurchParams,
  status: 200,
  response: ZDashboard,
  errors: [400, 401, 403, 404],
});
