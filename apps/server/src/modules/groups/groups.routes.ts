import * as groups from '@congrega/contract/endpoints/groups';
import * as leader from '@congrega/contract/endpoints/groups-leader';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { getHealth, getRoster, recordMeeting } from './cell-leader.service.ts';
import { defineGroupJobs } from './groups.jobs.ts';
import { deleteMeeting, updateMeeting } from './meeting-edit.service.ts';
import { getGroupDetail, getGroupList, getMeetingDetail, getMeetings } from './groups.service.ts';
import { answerRequest, getPendingRequests, requestToJoin } from './join-requests.service.ts';
import { getStudies, getStudy, getStudyConfig } from './studies.service.ts';

/** Small groups and studies (spec section 7, MOD_CELULA): routes from the contract's descriptors; rules in the services. */
export default async function groupsRoutes(app: FastifyInstance) {
  defineGroupJobs(app);
  registerEndpoint(app, groups.listGroups, ({ req, params, query }) => getGroupList(app, req.church, params.slug, req.auth ?? null, query));
  registerEndpoint(app, groups.getGroup, ({ req, params }) => getGroupDetail(app, req.church, req.auth ?? null, params.id));
  registerEndpoint(app, groups.listMeetings, ({ req, auth, params }) => getMeetings(app, req.church, auth, params.id));
  registerEndpoint(app, groups.getMeeting, ({ req, auth, params }) => getMeetingDetail(app, req.church, auth, params.id, params.meetingId));
  registerEndpoint(app, groups.requestToJoin, ({ req, auth, params, body }) => requestToJoin(app, req.church, auth, params.slug, body));
  registerEndpoint(app, groups.listJoinRequests, ({ req, auth, params }) => getPendingRequests(app, req.church, auth, params.id));
  registerEndpoint(app, groups.answerJoinRequest, ({ req, auth, params, body }) =>
    answerRequest(app, req.church, auth, params.slug, params.id, body.status),
  );
  registerEndpoint(app, groups.listStudies, ({ req, params, query }) => getStudies(app, req.church, params.slug, req.auth ?? null, query));
  registerEndpoint(app, groups.getStudy, ({ req, params }) => getStudy(app, req.church, req.auth ?? null, params.id));
  registerEndpoint(app, groups.getStudyConfig, ({ req }) => getStudyConfig(app, req.church));
  registerEndpoint(app, leader.groupRoster, ({ req, auth, params }) => getRoster(app, req.church, auth, params.id));
  registerEndpoint(app, leader.recordMeeting, ({ req, auth, params, body }) => recordMeeting(app, req.church, auth, params.id, body));
  registerEndpoint(app, leader.updateMeeting, ({ req, auth, params, body }) =>
    updateMeeting(app, req.church, auth, params.id, params.meetingId, body),
  );
  registerEndpoint(app, leader.deleteMeeting, ({ req, auth, params }) => deleteMeeting(app, req.church, auth, params.id, params.meetingId));
  registerEndpoint(app, leader.groupHealth, ({ req, auth, params }) => getHealth(app, req.church, auth, params.id));
}
