import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from './client.ts';

type At = AnyColumn | SQL;

/**
 * SQL pieces the money console's yearly reports share (payments, events, giving and admin repositories): a year's
 * bounds and a month in the church's time zone, and a payment's amount split between its parts in whole cents.
 */

/** The first instant of `year` in `timeZone` (an IANA name, already resolved). */
export const zonedYearStart = (year: number, timeZone: string): SQL =>
  sql`(${`${String(year).padStart(4, '0')}-01-01 00:00:00`}::timestamp at time zone ${timeZone})`;

/** The instant `at` falls in [start of `from`, start of `to`) in `timeZone`. */
export const inZonedYears = (at: At, from: number, to: number, timeZone: string): SQL =>
  sql`${at} >= ${zonedYearStart(from, timeZone)} and ${at} < ${zonedYearStart(to, timeZone)}`;

/** The calendar year and month (1-12) of an instant in `timeZone`, as integers. */
export const zonedYear = (at: At, timeZone: string): SQL => sql`extract(year from (${at} at time zone ${timeZone}))::int`;
export const zonedMonth = (at: At, timeZone: string): SQL => sql`extract(month from (${at} at time zone ${timeZone}))::int`;

/**
 * A part's whole-cent share of a payment's `amount` split in proportion to the parts' weights, so that the parts of
 * one payment add up to the amount exactly: floor(amount * acc / whole) - floor(amount * (acc - w) / whole), with `w`
 * the part's weight, `acc` the running sum of weights in a fixed order (`sum(w) over (partition by payment order by
 * part rows unbounded preceding)`, one sort) and `whole` the sum of the payment's weights; all to the first part
 * (`k`, the row_number of the same window, = 1) when they are all 0. Amounts are not negative: integer division is
 * the floor.
 */
export const proportionalShare = (amount: string, whole: string): SQL =>
  sql.raw(
    `(case when ${whole} > 0 then ${amount}::bigint * acc / ${whole} - ${amount}::bigint * (acc - w) / ${whole} ` +
      `when k = 1 then ${amount}::bigint else 0 end)`,
  );

/**
 * Makes the church's report rollup (payments/report-rollup.schema.ts) count in `timeZone` before a report reads it:
 * one lookup when it already does; built (first read) or rebuilt (the church changed its zone) in this transaction
 * otherwise. Every read of relatorio_financeiro_mes calls it first, in the same transaction.
 */
export async function prepareReportRollup(tx: Tx, churchId: number, timeZone: string): Promise<void> {
  await tx.execute(sql`select congrega_relatorio_prepara(${churchId}::int, ${timeZone}::text)`);
}
