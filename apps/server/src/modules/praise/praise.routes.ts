import * as praise from '@congrega/contract/endpoints/praise';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { getSong, listSongs } from './praise.service.ts';

/** Praise songs (spec sections 3 and 7, GET /louvor/{id}/): rules in praise.service.ts. */
export default async function praiseRoutes(app: FastifyInstance) {
  registerEndpoint(app, praise.listPraise, ({ req, query }) => listSongs(app, req.church, query));
  registerEndpoint(app, praise.getPraise, ({ req, params }) => getSong(app, req.church, params.id));
}
