import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createDatabase, type Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { resendStaleCharges } from '../payments/charge-resend.ts';
import { createPayer, createPayingChurch } from '../payments/payments.fixtures.ts';
import { seedDueGifts } from './giving.fixtures.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const GIFTS = 120;
const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'giving-runner.crash-child.ts');
/** The remote gateway's answer takes this long to come back (giving-runner.crash-child.ts): the window a kill hits. */
const GATEWAY_LATENCY_MS = 40;
/** Between two looks at the database while waiting for a state (polling, not a wait for time to pass). */
const POLL_MS = 15;

interface Progress {
  approved: number;
  open: number;
  gateway: number;
  /** Charged at the gateway (its record by idempotency key) but not recorded as approved by us: the answer lost. */
  lost: number;
}

/**
 * The crash for real (PostgreSQL only): a runner PROCESS charging 120 due gifts is SIGKILLed mid-run, while
 * charges are recorded but unsent and while the gateway has charged cards whose answers it never recorded; a fresh
 * runner process then finishes the work. Every gift must be charged exactly once at the gateway (its record of
 * charges by idempotency key) and have exactly one approved payment.
 */
describe.skipIf(!onPostgres)('recurring runner: a runner process killed mid-run, then a fresh one', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  let app: App;
  let url: string;
  const children: ChildProcess[] = [];

  function startRunner(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, DATABASE_URL: url, GATEWAY_LATENCY_MS: String(GATEWAY_LATENCY_MS), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    return { child, exited, output: () => output };
  }

  async function progress(): Promise<Progress> {
    const result = (await app.database.db.execute(sql`select
      (select count(*)::int from pagamento where doacao_recorrente_id is not null and status = 'aprovado') as approved,
      (select count(*)::int from pagamento where doacao_recorrente_id is not null and status = 'em_aberto') as open,
      (select count(*)::int from sandbox_cobranca) as gateway,
      (select count(*)::int from sandbox_cobranca c where not exists (select 1 from pagamento p
        where p.igreja_id = c.igreja_id and p.status = 'aprovado'
          and c.chave = 'recurring_' || p.igreja_id || '_' || p.doacao_recorrente_id || '_' || p.recorrencia_ciclo
            || '_' || p.recorrencia_tentativa)) as lost`)) as unknown as { rows: Progress[] };
    return result.rows[0]!;
  }

  const inWindow = (p: Progress) => p.approved >= GIFTS / 4 && p.approved < GIFTS && p.lost > 0;

  /** SIGSTOP, then polls /proc until the kernel reports the child stopped ('T'): it runs nothing after this. */
  async function freeze(child: ChildProcess) {
    child.kill('SIGSTOP');
    for (;;) {
      const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('T')) return;
      await pause(1);
    }
  }

  /** The progress once statements the frozen child had already sent are done: two equal reads in a row. */
  async function settledProgress<P = Progress>(read: () => Promise<P> = progress as () => Promise<P>): Promise<P> {
    let last = await read();
    for (;;) {
      await pause(POLL_MS);
      const next = await read();
      if (JSON.stringify(next) === JSON.stringify(last)) return next;
      last = next;
    }
  }

  beforeAll(async () => {
    shared = await createTestDatabase();
    url = (shared.jobBackend as { connectionString: string }).connectionString;
    database = await createDatabase({ databaseUrl: url });
    app = await buildApp({ config: testConfig({ jobsWorkers: false }), database });
    await app.ready();
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await app.close();
    await database.close();
    await shared.dispose();
  });

  it(
    'SIGKILL mid-run, then a fresh runner: every due gift charged exactly once, at the gateway and in pagamento',
    { timeout: 300_000 },
    async () => {
      await seedDueGifts(app, 'morto', 2, GIFTS);
      const started = performance.now();
      const first = startRunner({});
      let finished = false;
      void first.exited.then(() => (finished = true));

      // Wait on state: some charges approved, not all, and at least one charged at the gateway without its answer
      // recorded (a charge in flight). The child never gets to finish: that is the point. A charge's answer comes
      // back within GATEWAY_LATENCY_MS, so the state seen can be gone by the time a kill lands: the child is first
      // frozen (SIGSTOP, waited for until the kernel reports it stopped), the state read again, and only then killed;
      // otherwise it carries on (SIGCONT) and the wait goes on.
      for (;;) {
        expect(finished, `the runner finished before it could be killed:\n${first.output()}`).toBe(false);
        if (inWindow(await progress())) {
          await freeze(first.child);
          if (inWindow(await settledProgress())) break;
          first.child.kill('SIGCONT');
        }
        await pause(POLL_MS);
      }
      first.child.kill('SIGKILL');
      const [, signal] = await first.exited;
      expect(signal).toBe('SIGKILL');
      const atKill = await progress();
      // Frozen now: the dead process left work behind (mid-run) of both kinds it can leave.
      expect(atKill.approved).toBeGreaterThan(0);
      expect(atKill.approved).toBeLessThan(GIFTS);

      // A fresh runner. The dead run's recorded charges are stale at once here (the process is known dead; a real
      // restart waits STALE_MS, 2 minutes, for them).
      const restartedAt = performance.now();
      const second = startRunner({ RUNNER_STALE_MS: '0' });
      const [code] = await second.exited;
      expect(code, second.output()).toBe(0);
      const stats = JSON.parse(second.output().trim().split('\n').pop()!) as { charged: number };
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(
        `crash (process): killed after ${atKill.approved}/${GIFTS} approved, ${atKill.open} recorded but unanswered, of which ` +
          `${atKill.lost} already charged at the gateway (answer lost); restart charged ${stats.charged} in ` +
          `${((performance.now() - restartedAt) / 1000).toFixed(1)} s; whole run ${seconds.toFixed(1)} s\n`,
      );
      expect(atKill.lost).toBeGreaterThan(0);
      expect(atKill.approved + stats.charged).toBe(GIFTS);

      const result = (await app.database.db.execute(sql`select
      (select count(*)::int from doacao_recorrente) as gifts,
      (select count(*)::int from doacao_recorrente where ciclo = 3 and tentativas = 0 and status = 'ativa') as advanced,
      (select count(*)::int from pagamento where doacao_recorrente_id is not null) as payments,
      (select count(*)::int from pagamento where doacao_recorrente_id is not null and status = 'aprovado') as approved,
      (select count(distinct doacao_recorrente_id)::int from pagamento where status = 'aprovado') as gifts_approved,
      (select count(*)::int from sandbox_cobranca) as gateway_charges,
      (select count(distinct split_part(chave, '_', 3))::int from sandbox_cobranca
        where resultado->>'outcome' = 'created') as gifts_charged,
      (select count(*)::int from pagamento p join sandbox_cobranca c on c.igreja_id = p.igreja_id
        and c.chave = 'recurring_' || p.igreja_id || '_' || p.doacao_recorrente_id || '_' || p.recorrencia_ciclo
          || '_' || p.recorrencia_tentativa
        where p.status = 'aprovado' and p.gateway_referencia = c.resultado->>'reference') as matching`)) as unknown as {
        rows: Record<string, number>[];
      };
      // One charge per gift at the gateway, one approved payment per gift carrying that very charge's reference.
      expect(result.rows[0]).toEqual({
        gifts: GIFTS,
        advanced: GIFTS,
        payments: GIFTS,
        approved: GIFTS,
        gifts_approved: GIFTS,
        gateway_charges: GIFTS,
        gifts_charged: GIFTS,
        matching: GIFTS,
      });
    },
  );

  /** Checkout charges (donations): recorded, settled, and charged at the gateway with their answer not recorded. */
  async function checkoutProgress() {
    const result = (await app.database.db.execute(sql`select
      (select count(*)::int from pagamento where destino_tipo = 'doacao' and doacao_recorrente_id is null) as recorded,
      (select count(*)::int from pagamento where destino_tipo = 'doacao' and status = 'aprovado' and doacao_recorrente_id is null) as approved,
      (select count(*)::int from sandbox_cobranca c join pagamento p on c.chave = 'payment_' || p.igreja_id || '_' || p.id
        where p.status = 'em_aberto') as lost`)) as unknown as { rows: { recorded: number; approved: number; lost: number }[] };
    return result.rows[0]!;
  }

  it('SIGKILL between record and settle of checkout charges: the resend job settles each exactly once', { timeout: 300_000 }, async () => {
    const church = await createPayingChurch(app, 'checkout-morto');
    const members = await Promise.all(Array.from({ length: 4 }, () => createPayer(app, church, 'BR')));
    const plan = { churchId: church.id, reasonId: church.reasons.oferta, members: members.map((m) => m.headers), gifts: 15 };
    const child = startRunner({ CRASH_MODE: 'checkout', CHECKOUT: JSON.stringify(plan) });
    let finished = false;
    void child.exited.then(() => (finished = true));
    const inWindow = (p: Awaited<ReturnType<typeof checkoutProgress>>) => p.approved >= 5 && p.lost > 0;
    for (;;) {
      expect(finished, `the checkouts finished before they could be killed:\n${child.output()}`).toBe(false);
      if (inWindow(await checkoutProgress())) {
        await freeze(child.child);
        if (inWindow(await settledProgress(checkoutProgress))) break;
        child.child.kill('SIGCONT');
      }
      await pause(POLL_MS);
    }
    child.child.kill('SIGKILL');
    expect((await child.exited)[1]).toBe('SIGKILL');
    const atKill = await checkoutProgress();
    expect(atKill.lost).toBeGreaterThan(0);
    expect(atKill.approved).toBeLessThan(atKill.recorded);

    // Any copy's resend job (stale at once here: the process is known dead). A second round finds nothing to do.
    const resent = await resendStaleCharges(app, { staleMs: 0 });
    expect(resent).toBe(atKill.recorded - atKill.approved);
    expect(await resendStaleCharges(app, { staleMs: 0 })).toBe(0);
    process.stdout.write(
      `crash (checkout): killed with ${atKill.approved}/${atKill.recorded} recorded donations settled, ${atKill.lost} charged at the ` +
        `gateway with the answer lost; the resend job settled ${resent}\n`,
    );
    const result = (await app.database.db.execute(sql`select
        (select count(*)::int from pagamento where igreja_id = ${church.id}) as payments,
        (select count(*)::int from pagamento where igreja_id = ${church.id} and status = 'aprovado') as approved,
        (select count(*)::int from sandbox_cobranca where igreja_id = ${church.id}) as gateway_charges,
        (select count(*)::int from pagamento p join sandbox_cobranca c on c.igreja_id = p.igreja_id
          and c.chave = 'payment_' || p.igreja_id || '_' || p.id
          where p.igreja_id = ${church.id} and p.gateway_referencia = c.resultado->>'reference') as matching,
        (select count(*)::int from pagamento_envio where igreja_id = ${church.id}) as unsent`)) as unknown as {
      rows: Record<string, number>[];
    };
    // Every recorded donation charged once at the gateway and approved with that very charge's reference.
    const n = atKill.recorded;
    expect(result.rows[0]).toEqual({ payments: n, approved: n, gateway_charges: n, matching: n, unsent: 0 });
  });
});
