// What the PostgreSQL benches share (bench-people, bench-finance, bench-finance-reports, bench-receipts): the
// admin connection that creates and drops their throw-away databases, percentiles, rounding and the load average.
import os from 'node:os';
import pg from 'pg';

export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the server's admin database (create database, drop database ... with (force)). */
export async function admin(statement) {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/** The URL of database `name` on the same server. */
export function databaseUrl(name) {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The p-th percentile of sorted numbers. */
export const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const ms = (n) => Math.round(n * 10) / 10;
export const mb = (n) => Math.round((n / 1024 / 1024) * 10) / 10;
export const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
