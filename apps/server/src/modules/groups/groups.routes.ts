import * as groups from '@congrega/contract/endpoints/groups';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { defineGroupJobs } from './groups.jobs.ts';
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
}
