import * as church from '@congrega/contract/endpoints/church';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { loadBootstrap } from '../church/church.public.ts';

/** Screen-shaped aggregates for the web app (mounted under /bff): one request instead of several. */
export default async function bffRoutes(app: FastifyInstance) {
  registerEndpoint(app, church.getBootstrap, ({ req }) => loadBootstrap(app, req.church));
}
