import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Giving: the recurring-gift runner's jobs (registered after the payments plugin, whose gateways it uses). */
export default fp(
  async function givingPlugin(_app: FastifyInstance) {
    // Jobs are defined here (giving.jobs.ts).
  },
  { name: 'giving', dependencies: [] },
);
