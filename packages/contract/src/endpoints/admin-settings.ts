import { z } from 'zod';
import { ZAdminChurchParams, zChurchSlug } from '../admin/common.ts';
import { ZAdminCongregation, ZAdminCongregationList, ZCongregationBody } from '../admin/congregations.ts';
import {
  ZAdminBanner,
  ZAdminBannerList,
  ZBannerBody,
  ZBannerOrderBody,
  ZBannerUpdateBody,
  ZChurchLegalBody,
  ZChurchSettings,
  ZChurchTextsBody,
  ZMenuBody,
  ZModulesBody,
  ZVisualBody,
} from '../admin/settings.ts';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Church settings in the staff console: each write audited, the church's site showing it at once. */
const view = {
  base: 'admin',
  auth: 'staff',
  grant: { area: 'settings', action: 'view' },
  tags: ['admin-settings'],
  cache: 'private',
} as const;
const edit = { ...view, grant: { area: 'settings', action: 'edit' } } as const;
const errors = [400, 401, 403, 404] as const;
const ZBannerParams = z.strictObject({ church: zChurchSlug, id: ZId });
const ZCongregationParams = ZBannerParams;

export const settingsGet = defineEndpoint({
  ...view,
  method: 'GET',
  path: '/admin/:church/settings',
  summary: "The church's texts, colours, menu, modules, time zone, language and banners",
  params: ZAdminChurchParams,
  status: 200,
  response: ZChurchSettings,
  errors,
});

export const settingsUpdateTexts = defineEndpoint({
  ...edit,
  method: 'PATCH',
  path: '/admin/:church/settings',
  summary: 'Change the name, description, history, language or time zone',
  params: ZAdminChurchParams,
  body: ZChurchTextsBody,
  status: 200,
  response: ZChurchSettings,
  errors,
});

export const settingsUpdateVisual = defineEndpoint({
  ...edit,
  method: 'PUT',
  path: '/admin/:church/settings/visual',
  summary: 'Change the colours (text on the app colour needs a contrast of 4.5)',
  params: ZAdminChurchParams,
  body: ZVisualBody,
  status: 200,
  response: ZChurchSettings,
  errors,
});

export const settingsUpdateMenu = defineEndpoint({
  ...edit,
  method: 'PUT',
  path: '/admin/:church/settings/menu',
  summary: 'Replace the menu (its items in order; an id keeps an item)',
  description: '404 MENU_ITEM_NOT_FOUND for an id that is not one of the church’s items.',
  params: ZAdminChurchParams,
  body: ZMenuBody,
  status: 200,
  response: ZChurchSettings,
  errors,
});

export const settingsUpdateModules = defineEndpoint({
  ...edit,
  method: 'PUT',
  path: '/admin/:church/settings/modules',
  summary: 'Switch modules on and off',
  params: ZAdminChurchParams,
  body: ZModulesBody,
  status: 200,
  response: ZChurchSettings,
  errors,
});

export const settingsUpdateLegal = defineEndpoint({
  ...view,
  grant: { area: 'settings', action: 'admin' },
  method: 'PUT',
  path: '/admin/:church/settings/legal',
  summary: 'Change the legal identity the donation receipts print: razão social, CNPJ and address (settings admin)',
  description: 'The CNPJ is checked with its check digits and stored as digits; a blank field clears it.',
  params: ZAdminChurchParams,
  body: ZChurchLegalBody,
  status: 200,
  response: ZChurchSettings,
  errors,
});

export const bannerList = defineEndpoint({
  ...view,
  method: 'GET',
  path: '/admin/:church/settings/banners',
  summary: "The church's banners in order",
  params: ZAdminChurchParams,
  status: 200,
  response: ZAdminBannerList,
  errors,
});

export const bannerCreate = defineEndpoint({
  ...edit,
  method: 'POST',
  path: '/admin/:church/settings/banners',
  summary: 'Add a banner (last in order)',
  params: ZAdminChurchParams,
  body: ZBannerBody,
  status: 201,
  response: ZAdminBanner,
  errors,
});

export const bannerUpdate = defineEndpoint({
  ...edit,
  method: 'PATCH',
  path: '/admin/:church/settings/banners/:id',
  summary: 'Change a banner',
  params: ZBannerParams,
  body: ZBannerUpdateBody,
  status: 200,
  response: ZAdminBanner,
  errors,
});

export const bannerReorder = defineEndpoint({
  ...edit,
  method: 'PUT',
  path: '/admin/:church/settings/banners/order',
  summary: 'Reorder the banners (every id once)',
  description: '409 BANNER_ORDER_MISMATCH when the ids are not exactly the church’s banners.',
  params: ZAdminChurchParams,
  body: ZBannerOrderBody,
  status: 200,
  response: ZAdminBannerList,
  errors: [...errors, 409],
});

export const bannerDelete = defineEndpoint({
  ...edit,
  method: 'DELETE',
  path: '/admin/:church/settings/banners/:id',
  summary: 'Delete a banner',
  params: ZBannerParams,
  status: 204,
  response: z.null(),
  errors,
});

// The church's congregations: settings view lists them, settings edit adds and changes them.
export const congregationList = defineEndpoint({
  ...view,
  method: 'GET',
  path: '/admin/:church/settings/congregations',
  summary: "The church's congregations, hidden ones too, with how many members named each",
  params: ZAdminChurchParams,
  status: 200,
  response: ZAdminCongregationList,
  errors: [401, 403, 404],
});

export const congregationCreate = defineEndpoint({
  ...edit,
  method: 'POST',
  path: '/admin/:church/settings/congregations',
  summary: 'Add a congregation (audited)',
  params: ZAdminChurchParams,
  body: ZCongregationBody,
  status: 201,
  response: ZAdminCongregation,
  errors: [400, 401, 403, 404, 409],
});

export const congregationUpdate = defineEndpoint({
  ...edit,
  method: 'PUT',
  path: '/admin/:church/settings/congregations/:id',
  summary: 'Change a congregation, or hide it from the member app (audited)',
  params: ZCongregationParams,
  body: ZCongregationBody,
  status: 200,
  response: ZAdminCongregation,
  errors: [400, 401, 403, 404, 409],
});
