import { useSearchParams } from 'react-router';

export type SortDir = 'asc' | 'desc';
export type ListSort = { key: string; dir: SortDir };

/**
 * A list's state in the address (`?page=2&sort=nome&dir=desc&area=settings`), so back/forward, reload and a shared
 * link keep the page, the order and the filters. A filter change goes back to page 1.
 */
export function useListParams(filterNames: readonly string[], defaultSort?: ListSort) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sortKey = params.get('sort');
  const sort: ListSort | undefined = sortKey ? { key: sortKey, dir: params.get('dir') === 'desc' ? 'desc' : 'asc' } : defaultSort;
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { preventScrollReset: true },
    );
  return {
    page,
    sort,
    filters,
    setPage: (value: number) => update((next) => (value > 1 ? next.set('page', String(value)) : next.delete('page'))),
    /** Sorting by a column: ascending first, then descending on the same column. */
    toggleSort: (key: string) =>
      update((next) => {
        const dir: SortDir = sort?.key === key && sort.dir === 'asc' ? 'desc' : 'asc';
        next.set('sort', key);
        next.set('dir', dir);
        next.delete('page');
      }),
    setFilters: (values: Record<string, string>) =>
      update((next) => {
        for (const name of filterNames) {
          const value = values[name]?.trim();
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('page');
      }),
  };
}

/** Rows sorted on the client by a column's value (lists the server answers whole, like the grants). */
export function sortRows<T>(rows: readonly T[], sort: ListSort | undefined, value: (row: T, key: string) => string | number | null): T[] {
  if (!sort) return [...rows];
  const factor = sort.dir === 'asc' ? 1 : -1;
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return [...rows].sort((a, b) => {
    const x = value(a, sort.key);
    const y = value(b, sort.key);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return factor * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)));
  });
}

/** RFC 4180 CSV (quotes doubled, every field quoted, CRLF), with a BOM so spreadsheet apps read UTF-8. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  const field = (value: string | number | null) => `"${String(value ?? '').replaceAll('"', '""')}"`;
  return `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
