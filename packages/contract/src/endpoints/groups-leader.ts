import { defineEndpoint } from '../endpoint.ts';
import { z } from 'zod';
import { ZGroupParams, ZMeetingParams } from '../groups.ts';
import { ZGroupHealth, ZMeetingBody, ZMeetingCreated, ZRoster } from '../groups-leader.ts';

/**
 * A cell leader's tools in the member app (groups-leader.ts): the cell's leaders and the church's staff only; anyone
 * else 404 GROUP_NOT_FOUND (a member of another cell learns nothing of this one's people).
 */
const leader = { tags: ['Small groups'], module: 'MOD_CELULA', cache: 'private', auth: 'member' } as const;

export const groupRoster = defineEndpoint({
  ...leader,
  method: 'GET',
  path: '/celula/:id/membros/',
  summary: 'The members of a cell with their contacts (its leader and staff only)',
  params: ZGroupParams,
  status: 200,
  response: ZRoster,
  errors: [400, 401, 403, 404],
});

export const recordMeeting = defineEndpoint({
  ...leader,
  method: 'POST',
  path: '/celula/:id/reuniao-registro/',
  summary: 'Records a meeting of a cell: when, the study, the theme, who came (members of the cell), visitors and notes',
  description: 'A member id that is not in the cell answers 400 with the field `presentes` marked.',
  params: ZGroupParams,
  body: ZMeetingBody,
  status: 201,
  response: ZMeetingCreated,
  errors: [400, 401, 403, 404],
});

export const updateMeeting = defineEndpoint({
  ...leader,
  method: 'PUT',
  path: '/celula/:id/reuniao-registro/:meetingId',
  summary: 'Changes a recorded meeting of a cell: its fields and who of its checklist came',
  description:
    'A leader of the cell within MEETING_EDIT_DAYS of the record (else 403 MEETING_EDIT_CLOSED), staff always. The ' +
    'checklist stays the roster of when it was recorded: an id outside it answers 400 with `presentes` marked.',
  params: ZMeetingParams,
  body: ZMeetingBody,
  status: 200,
  response: ZMeetingCreated,
  errors: [400, 401, 403, 404],
});

export const deleteMeeting = defineEndpoint({
  ...leader,
  method: 'DELETE',
  path: '/celula/:id/reuniao-registro/:meetingId',
  summary: 'Deletes a recorded meeting of a cell with its attendance',
  description: 'A leader of the cell within MEETING_EDIT_DAYS of the record (else 403 MEETING_EDIT_CLOSED), staff always.',
  params: ZMeetingParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});

export const groupHealth = defineEndpoint({
  ...leader,
  method: 'GET',
  path: '/celula/:id/saude/',
  summary: "A cell's health: attendance and visitors of its last meetings, oldest first",
  params: ZGroupParams,
  status: 200,
  response: ZGroupHealth,
  errors: [400, 401, 403, 404],
});
