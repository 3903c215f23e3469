import { defineEndpoint } from '../endpoint.ts';
import { ZExternalAppHandoff, ZExternalAppParams } from '../external-apps.ts';
import { ZMemberCardCheck, ZMemberCardQuery, ZMemberCardResult, ZMemberCardVerifyBody } from '../member-card.ts';
import { ZProfileImageBody, ZProfileImageParams } from '../profile-picture.ts';
import { ZClientAccount } from '../user.ts';

/**
 * The member's picture and card (spec section 7, "Auth and user"). `/usuario/{id}` and `?usuario=` name the caller's
 * client account at the host church: anyone else's id answers 404, like a missing one.
 */
const common = { tags: ['Account data'], auth: 'member', cache: 'private' } as const;

export const uploadProfileImage = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/usuario/:id/:type/imagem',
  multipart: true,
  summary: 'Set the profile picture (multipart/form-data, `imagem` file)',
  description:
    'The image (JPEG, PNG or WebP, at most 5 MB) is re-encoded to WebP without metadata and replaces the previous one, which is deleted. ' +
    'Errors: 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED, 400 FILE_INVALID or VALIDATION_FAILED.',
  params: ZProfileImageParams,
  body: ZProfileImageBody,
  status: 200,
  response: ZClientAccount,
  errors: [400, 401, 403, 404, 413, 415],
});

export const deleteProfileImage = defineEndpoint({
  ...common,
  method: 'DELETE',
  path: '/usuario/:id/:type/imagem',
  summary: 'Remove the profile picture',
  params: ZProfileImageParams,
  status: 200,
  response: ZClientAccount,
  errors: [400, 401, 403, 404],
});

export const getMemberCard = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/usuario-carteirinha/',
  summary: "The caller's member card at the host church",
  description: '404 MEMBER_CARD_NOT_FOUND when the church has issued no card to the caller.',
  query: ZMemberCardQuery,
  status: 200,
  response: ZMemberCardResult,
  errors: [400, 401, 403, 404],
});

export const verifyMemberCard = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/usuario-carteirinha/verificacao',
  summary: "Staff: check a member card's QR code",
  description:
    "Staff of the host church only (403 otherwise). Answers whether the card is valid today with no more than the card shows; 404 MEMBER_CARD_LINK_INVALID for a forged, expired or other church's code.",
  body: ZMemberCardVerifyBody,
  status: 200,
  response: ZMemberCardCheck,
  errors: [400, 401, 403, 404],
});

export const openExternalApp = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/app-externo/:app/acesso',
  summary: 'Hand the caller over to an external app of the church (/third-parts/{app})',
  description:
    "404 MODULE_DISABLED without the app's module. The answer is the address to open, with a short-lived signed " +
    'hand-off in its fragment, or `configurado: false` when the church has not set the app up.',
  params: ZExternalAppParams,
  status: 200,
  response: ZExternalAppHandoff,
  errors: [400, 401, 403, 404],
});
