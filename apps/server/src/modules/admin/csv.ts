/** The console's CSV helpers are lib/csv.ts's (shared with the live chat's transcript). */
export { CSV_BOM, csvCell, csvRow } from '../../lib/csv.ts';
