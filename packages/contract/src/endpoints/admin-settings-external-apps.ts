import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import { ZAdminExternalApp, ZAdminExternalAppList, ZExternalAppAdminParams, ZExternalAppBody } from '../admin/external-apps.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The church's external apps in the staff console (settings view lists them, settings admin sets them up: the shared
 * secret signs every member's hand-off). Each change audited without the secret; members get it on their next open.
 */
const common = { base: 'admin', auth: 'staff', tags: ['admin-settings'], cache: 'private' } as const;

export const externalAppList = defineEndpoint({
  ...common,
  grant: { area: 'settings', action: 'view' },
  method: 'GET',
  path: '/admin/:church/settings/external-apps',
  summary: 'The external apps (Voluts, MyKids): address, whether a secret is set, whether the hand-off works',
  params: ZAdminChurchParams,
  status: 200,
  response: ZAdminExternalAppList,
  errors: [401, 403, 404],
});

export const externalAppSave = defineEndpoint({
  ...common,
  grant: { area: 'settings', action: 'admin' },
  method: 'PUT',
  path: '/admin/:church/settings/external-apps/:app',
  summary: 'Set up an external app: its https address and the secret shared with it (audited, the secret never)',
  description: 'Without `segredo` the stored secret stays; the first set-up needs one (400 on `segredo`).',
  params: ZExternalAppAdminParams,
  body: ZExternalAppBody,
  status: 200,
  response: ZAdminExternalApp,
  errors: [400, 401, 403, 404],
});

export const externalAppRemove = defineEndpoint({
  ...common,
  grant: { area: 'settings', action: 'admin' },
  method: 'DELETE',
  path: '/admin/:church/settings/external-apps/:app',
  summary: "Forget an external app's set-up (audited; members are told the app is not set up)",
  description: '404 EXTERNAL_APP_NOT_CONFIGURED when the church has not set it up.',
  params: ZExternalAppAdminParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});
