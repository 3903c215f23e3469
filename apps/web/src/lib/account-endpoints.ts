/**
 * The accounts descriptors (packages/contract/src/endpoints/accounts.ts), loaded on demand: the session code is part
 * of church home's first load, and the descriptors carry their zod schemas, which a visitor's first paint does not
 * need (scripts/bench-bundle.mjs holds that load).
 */
export const accountEndpoints = () => import('@congrega/contract/endpoints/accounts');
