// A throw-away PgBouncer (Debian's `pgbouncer` package) in transaction pooling mode in front of one PostgreSQL, for the
// pooling tests (apps/server/src/db/pgbouncer.pg.test.ts) and the scale tier (scripts/scale-tier.mjs). Its config,
// auth file and log live in a temp dir removed on stop; the machine's PostgreSQL is not touched.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from './ports.mjs';

/** The pgbouncer binary (PGBOUNCER_PATH, else the Debian package's), or undefined when not installed. */
export function pgbouncerPath() {
  const candidates = [process.env.PGBOUNCER_PATH, '/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].filter(Boolean);
  return candidates.find((file) => fs.existsSync(file));
}

/**
 * Starts PgBouncer on a free loopback port, pool_mode = transaction, forwarding every database name to the server of
 * `targetUrl` (host, port, user of a postgres:// URL; trust authentication, as the test clusters use).
 * `poolSize`: server connections per database and user. Resolves to { url(database), port, stop(), log() }.
 */
export async function startPgBouncer({ targetUrl, poolSize = 2, maxClients = 500, port } = {}) {
  const binary = pgbouncerPath();
  if (!binary) throw new Error('pgbouncer is not installed (apt-get install -y pgbouncer)');
  const target = new URL(targetUrl);
  const user = decodeURIComponent(target.username || 'postgres');
  const listenPort = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-pgbouncer-'));
  fs.chmodSync(dir, 0o755);
  const config = path.join(dir, 'pgbouncer.ini');
  const users = path.join(dir, 'userlist.txt');
  fs.writeFileSync(users, `"${user}" ""\n`, { mode: 0o644 });
  fs.writeFileSync(
    config,
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${listenPort}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'min_pool_size = 0',
      'reserve_pool_size = 0',
      `max_client_conn = ${maxClients}`,
      // Server connections are closed soon after use, so a test's `drop database` is not refused for long.
      'server_idle_timeout = 5',
      'log_connections = 0',
      'log_disconnections = 0',
      'log_pooler_errors = 1',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  // PgBouncer refuses to run as root: as root, it runs as `nobody` (reads the world-readable config, logs to stderr).
  const args = process.getuid?.() === 0 ? ['-u', 'nobody', config] : [config];
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  const log = () => output;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(listenPort, child, log);
  } catch (err) {
    await stop();
    throw err;
  }
  const url = (database) => {
    const pooled = new URL(targetUrl);
    pooled.hostname = '127.0.0.1';
    pooled.port = String(listenPort);
    pooled.pathname = `/${database}`;
    return pooled.toString();
  };
  return { url, port: listenPort, pid: child.pid, stop, log };
}
