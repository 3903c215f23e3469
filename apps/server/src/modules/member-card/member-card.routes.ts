import * as endpoints from '@congrega/contract/endpoints/member-profile';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type MemberRequest } from '../../core/endpoint.ts';
import { getMemberCard, memberCardLinkKey, verifyMemberCard } from './member-card.service.ts';

/** Member card (spec section 7): routes from the contract; rules in member-card.service.ts. */
export default async function memberCardRoutes(app: FastifyInstance) {
  const linkKey = memberCardLinkKey(app);
  const ctx = (req: MemberRequest) => ({ app, church: req.church, auth: req.auth, linkKey });
  registerEndpoint(app, endpoints.getMemberCard, async ({ req, query }) => ({
    carteirinha: await getMemberCard(ctx(req), query.usuario, query.igreja),
  }));
  registerEndpoint(app, endpoints.verifyMemberCard, ({ req, body }) => verifyMemberCard(ctx(req), body.codigo));
}
