import { defineEndpoint } from '../endpoint.ts';
import {
  ZChurchSlugParams,
  ZGroupDetail,
  ZGroupList,
  ZGroupListQuery,
  ZGroupParams,
  ZJoinAnswerBody,
  ZJoinRequest,
  ZJoinRequestBody,
  ZJoinRequestList,
  ZJoinRequestParams,
  ZMeetingDetail,
  ZMeetingList,
  ZMeetingParams,
  ZStudy,
  ZStudyConfig,
  ZStudyList,
  ZStudyListQuery,
} from '../groups.ts';
import { ZIdParams } from '../common.ts';

/**
 * Small groups and studies (spec section 7, "Groups and studies"; MOD_CELULA). Answers depend on the caller
 * (membership, pending request, members-only studies): never in shared caches, except the studies settings.
 */
const groups = { tags: ['Small groups'], module: 'MOD_CELULA', cache: 'private' } as const;
const studies = { tags: ['Studies'], module: 'MOD_CELULA', cache: 'private' } as const;

export const listGroups = defineEndpoint({
  ...groups,
  method: 'GET',
  path: '/igreja/:slug/celula/',
  auth: 'optional',
  summary: 'Active groups of the church, filtered; `usuario=1`: only the groups the caller belongs to (login needed)',
  description: 'Ordered by day of the week, time and name; at most 200. `bairros` lists the neighbourhoods of all active groups.',
  params: ZChurchSlugParams,
  query: ZGroupListQuery,
  status: 200,
  response: ZGroupList,
  errors: [400, 401, 403, 404],
});

export const getGroup = defineEndpoint({
  ...groups,
  method: 'GET',
  path: '/celula/:id',
  auth: 'optional',
  summary: 'One group: leader, schedule, address and the caller’s membership or pending request',
  params: ZGroupParams,
  status: 200,
  response: ZGroupDetail,
  errors: [400, 401, 404],
});

export const listMeetings = defineEndpoint({
  ...groups,
  method: 'GET',
  path: '/celula/:id/reuniao-registro/',
  auth: 'member',
  summary: 'Meetings of a group, newest first (its members, its leader and staff only)',
  description: 'Anyone else gets 404 MEETING_NOT_FOUND.',
  params: ZGroupParams,
  status: 200,
  response: ZMeetingList,
  errors: [400, 401, 403, 404],
});

export const getMeeting = defineEndpoint({
  ...groups,
  method: 'GET',
  path: '/celula/:id/reuniao-registro/:meetingId',
  auth: 'member',
  summary: 'One meeting of a group (its members, its leader and staff only)',
  params: ZMeetingParams,
  status: 200,
  response: ZMeetingDetail,
  errors: [400, 401, 403, 404],
});

export const requestToJoin = defineEndpoint({
  ...groups,
  method: 'POST',
  path: '/igreja/:slug/solicitacao-celula/admissao',
  auth: 'member',
  summary: 'Ask to join a group: the leader gets an e-mail and a notification with the requester’s name and contact',
  description: 'One open request per member and group: a second answers 409 GROUP_REQUEST_PENDING; a member 409 GROUP_ALREADY_MEMBER.',
  params: ZChurchSlugParams,
  body: ZJoinRequestBody,
  status: 201,
  response: ZJoinRequest,
  errors: [400, 401, 403, 404, 409],
});

export const listJoinRequests = defineEndpoint({
  ...groups,
  method: 'GET',
  path: '/celula/:id/solicitacao/',
  auth: 'member',
  summary: 'Pending join requests of a group, oldest first (its leader and staff only; others 403 FORBIDDEN)',
  params: ZGroupParams,
  status: 200,
  response: ZJoinRequestList,
  errors: [400, 401, 403, 404],
});

export const answerJoinRequest = defineEndpoint({
  ...groups,
  method: 'PUT',
  path: '/igreja/:slug/solicitacao-celula/:id',
  auth: 'member',
  summary: 'Accept or decline a join request (the group’s leader or staff); the requester is notified',
  description:
    'Accepting makes the requester a member. A request already answered gives 409 GROUP_REQUEST_ANSWERED; ' +
    'anyone but the leader and staff gets 404 GROUP_REQUEST_NOT_FOUND.',
  params: ZJoinRequestParams,
  body: ZJoinAnswerBody,
  status: 200,
  response: ZJoinRequest,
  errors: [400, 401, 403, 404, 409],
});

export const listStudies = defineEndpoint({
  ...studies,
  method: 'GET',
  path: '/igreja/:slug/estudo/',
  auth: 'optional',
  summary: 'Studies, newest first: public ones for everyone, members-only ones too for the church’s members',
  params: ZChurchSlugParams,
  query: ZStudyListQuery,
  status: 200,
  response: ZStudyList,
  errors: [400, 401, 404],
});

export const getStudy = defineEndpoint({
  ...studies,
  method: 'GET',
  path: '/estudo/:id',
  auth: 'optional',
  summary: 'One study with its sanitised content and attachments',
  description: 'A study without `flagConteudoPublico` answers 404 STUDY_NOT_FOUND to anyone but the church’s logged-in members.',
  params: ZIdParams.strict(),
  status: 200,
  response: ZStudy,
  errors: [400, 401, 404],
});

export const getStudyConfig = defineEndpoint({
  tags: ['Studies'],
  module: 'MOD_CELULA',
  cache: 60,
  method: 'GET',
  path: '/configuracao-estudo',
  auth: 'none',
  summary: 'The church’s title and introduction of its studies page (null: the app’s own)',
  status: 200,
  response: ZStudyConfig,
  errors: [404],
});
