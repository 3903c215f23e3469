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
 * CRASH_MODE=checkout: instead of the runner, sends the donations described by CHECKOUT (JSON: host, headers of
 * each member, church and reason ids, gifts per member) through POST /pagamento/, four at a time: each is recorded,
 * charged outside any transaction, then settled, so a kill lands between record and settle.
 *
 * Environment: DATABASE_URL; RUNNER_STALE_MS (default the runner's); GATEWAY_LATENCY_MS (default 0).
 */
import { randomUUID } from 'node:crypto';
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

interface Checkout {
  churchId: number;
  reasonId: number;
  members: Record<string, string>[];
  gifts: number;
}

async function donate(plan: Checkout, headers: Record<string, string>) {
  const token = await app.inject({
    method: 'POST',
    url: `/api/v1/general/payment/church/${plan.churchId}/card/token`,
    headers,
    payload: { numero: '4111111111111111', titular: 'Maria Silva', cvv: '123', validade: `12/${(new Date().getFullYear() + 3) % 100}` },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/pagamento/',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {
      igreja: plan.churchId,
      motivos: [{ id: plan.reasonId, valor: 5_000 }],
      metodoPagamento: 'cartao_credito',
      cartao: { token: (token.json() as { token: string }).token },
      salvarCartao: false,
    },
  });
  if (res.statusCode !== 201) throw new Error(`donation answered ${res.statusCode}`);
}

async function runCheckouts(plan: Checkout) {
  const queue = plan.members.flatMap((headers) => Array.from({ length: plan.gifts }, () => headers));
  const worker = async () => {
    for (let headers = queue.shift(); headers; headers = queue.shift()) await donate(plan, headers);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { donated: plan.members.length * plan.gifts };
}

// The parent reads readiness and progress from the database; this line is only for a run that finishes.
const result =
  process.env.CRASH_MODE === 'checkout'
    ? await runCheckouts(JSON.parse(process.env.CHECKOUT ?? '{}') as Checkout)
    : await runRecurringGifts(app, staleMs === undefined ? {} : { staleMs });
process.stdout.write(`${JSON.stringify(result)}\n`);
await app.close();
await database.close();
