/**
 * One recurring-runner process for giving-runner-crash.pg.test.ts (test-only; never imported by the app): builds
 * the app on DATABASE_URL, runs the runner once and prints its stats as one JSON line. The test SIGKILLs it
 * mid-run, then starts another.
 *
 * The sandbox gateway keeps its record of charges in our database, in transactions of its own (the provider's side,
 * committed before it answers), never inside ours. Here its answer comes back after GATEWAY_LATENCY_MS (the network
 * on the way back): a process killed in between leaves a charge the gateway made and we never recorded, the case
 * exactly-once must survive.
 *
 * Environment: DATABASE_URL; RUNNER_STALE_MS (default the runner's); GATEWAY_LATENCY_MS (default 0).
 */
import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createDatabase } from '../../db/client.ts';
import type { PaymentGateway } from '../payments/gateways/gateway.ts';
import { runRecurringGifts } from './recurring-runner.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const staleMs = process.env.RUNNER_STALE_MS === undefined ? undefined : Number(process.env.RUNNER_STALE_MS);
const latencyMs = Number(process.env.GATEWAY_LATENCY_MS ?? 0);

const database = await createDatabase({ databaseUrl });
const app = await buildApp({ config: testConfig({ jobsWorkers: false, databaseUrl }), database });
await app.ready();

const registry = app.paymentGateways;
const sandbox = registry.get('sandbox')!;
const remote: PaymentGateway = Object.assign(Object.create(Object.getPrototypeOf(sandbox) as object) as PaymentGateway, sandbox, {
  charge: async (ctx: Parameters<PaymentGateway['charge']>[0], request: Parameters<PaymentGateway['charge']>[1]) => {
    const result = await sandbox.charge(ctx, request);
    if (latencyMs > 0) await delay(latencyMs);
    return result;
  },
});
const get = registry.get.bind(registry);
registry.get = (key: string) => (key === 'sandbox' ? remote : get(key));

// The parent reads readiness and progress from the database; this line is only for a run that finishes.
process.stdout.write(`${JSON.stringify(await runRecurringGifts(app, staleMs === undefined ? {} : { staleMs }))}\n`);
await app.close();
await database.close();
