import { useId, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';
import type { ListSort } from './list-params.ts';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Offered as a sort (the list's `onSort` decides how). */
  sortable?: boolean;
}

export interface DataListProps<T> {
  /** Names the table for assistive technology (the screen's title, usually). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => number | string;
  sort?: ListSort;
  onSort?: (key: string) => void;
  /** Server (or client) paging: `total` rows in pages of `pageSize`. */
  paging?: { page: number; pageSize: number; total: number; onPage: (page: number) => void };
  /** Bulk select: the chosen keys and the actions offered for them. */
  selection?: {
    selected: ReadonlySet<number | string>;
    onChange: (next: Set<number | string>) => void;
    actions: ReactNode;
    /** Names the row in its checkbox's label ("Select Ana Lima"). */
    rowLabel: (row: T) => string;
  };
  /** Beside the paging: the CSV download, extra buttons. */
  tools?: ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
}

/**
 * The console's list: a real table (caption, column headers, sort buttons announcing aria-sort) that becomes one
 * card per row on a phone (each cell labelled by its column, admin.css), optional bulk select with its actions,
 * and paging ("21-40 of 95", previous/next). State lives with the caller (useListParams keeps it in the URL).
 */
export function DataList<T>({ caption, columns, rows, rowKey, sort, onSort, paging, selection, tools, empty }: DataListProps<T>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const statusId = useId();
  const keys = rows.map(rowKey);
  const allSelected = !!selection && keys.length > 0 && keys.every((k) => selection.selected.has(k));
  const toggle = (key: number | string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  const first = paging ? (paging.page - 1) * paging.pageSize + 1 : 1;
  const last = paging ? Math.min(paging.total, first + rows.length - 1) : rows.length;
  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  return (
    <div className="data-list">
      {selection && selection.selected.size > 0 ? (
        <div className="data-list-bulk" role="region" aria-label={t('kit.bulkActions')}>
          <span>{t('kit.selected', { count: selection.selected.size })}</span>
          {selection.actions}
        </div>
      ) : null}
      {rows.length === 0 ? (
        <div className="empty-state">{empty}</div>
      ) : (
        <table className="data-table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {selection ? (
                <th scope="col" className="data-select">
                  <input
                    type="checkbox"
                    checked={allSelected}
                    aria-label={t('kit.selectPage')}
                    onChange={() => selection.onChange(allSelected ? new Set() : new Set(keys))}
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const active = sort?.key === column.key;
                return (
                  <th key={column.key} scope="col" aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                    {column.sortable && onSort ? (
                      <button type="button" className="sort-button" onClick={() => onSort(column.key)}>
                        {column.header}
                        <span aria-hidden="true">{active ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              return (
                <tr key={key}>
                  {selection ? (
                    <td className="data-select">
                      <input
                        type="checkbox"
                        checked={selection.selected.has(key)}
                        aria-label={t('kit.selectRow', { row: selection.rowLabel(row) })}
                        onChange={() => toggle(key)}
                      />
                    </td>
                  ) : null}
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.header}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {paging || tools ? (
        <div className="data-list-footer">
          {paging && paging.total > 0 ? (
            <nav className="pager" aria-label={t('kit.pages')}>
              <p id={statusId} className="muted" aria-live="polite">
                {t('kit.range', { first, last, total: paging.total })}
              </p>
              <Button variant="secondary" className="btn-sm" disabled={paging.page <= 1} onClick={() => paging.onPage(paging.page - 1)}>
                {t('kit.previous')}
              </Button>
              <Button variant="secondary" className="btn-sm" disabled={paging.page >= pages} onClick={() => paging.onPage(paging.page + 1)}>
                {t('kit.next')}
              </Button>
            </nav>
          ) : null}
          {tools}
        </div>
      ) : null}
    </div>
  );
}
