import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../../components/ui/button.tsx';
import { DataList, type Column } from './data-list.tsx';
import { sortRows, toCsv, useListParams } from './list-params.ts';

type Person = { id: number; nome: string; idade: number | null };
const PEOPLE: Person[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  nome: `Pessoa ${String(i + 1).padStart(2, '0')}`,
  idade: i % 7 === 0 ? null : 20 + (i % 30),
}));
const COLUMNS: Column<Person>[] = [
  { key: 'nome', header: 'Nome', sortable: true, cell: (p) => p.nome },
  { key: 'idade', header: 'Idade', sortable: true, cell: (p) => p.idade ?? '—' },
];
const PAGE = 20;

/** A list screen as the areas build one: state in the URL (useListParams), client sort and paging, bulk select. */
function PeopleList() {
  const list = useListParams(['q'], { key: 'nome', dir: 'asc' });
  const [selected, setSelected] = useState<Set<number | string>>(new Set());
  const [removed, setRemoved] = useState<string>('');
  const sorted = sortRows(PEOPLE, list.sort, (p, key) => (key === 'nome' ? p.nome : p.idade));
  const rows = sorted.slice((list.page - 1) * PAGE, list.page * PAGE);
  const location = useLocation();
  return (
    <>
      <p data-testid="url">{location.search}</p>
      <p data-testid="removed">{removed}</p>
      <DataList
        caption="Pessoas"
        columns={COLUMNS}
        rows={rows}
        rowKey={(p) => p.id}
        sort={list.sort}
        onSort={list.toggleSort}
        paging={{ page: list.page, pageSize: PAGE, total: sorted.length, onPage: list.setPage }}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (p) => p.nome,
          actions: <Button onClick={() => setRemoved([...selected].join(','))}>Remover</Button>,
        }}
        empty="Ninguém"
      />
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <PeopleList /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('the console list (DataList + useListParams)', () => {
  afterEach(cleanup);

  it('pages through the rows, the page kept in the address', async () => {
    renderAt('/list');
    expect(screen.getAllByRole('row')).toHaveLength(PAGE + 1);
    expect(screen.getByText('kit.range')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'kit.previous' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.next' })));
    expect(screen.getByTestId('url').textContent).toBe('?page=2');
    expect(firstCells()[0]).toBe('Pessoa 21');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.next' })));
    expect(firstCells()).toHaveLength(5);
    expect((screen.getByRole('button', { name: 'kit.next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sorts by a column, ascending then descending, announcing it and going back to page 1', async () => {
    renderAt('/list?page=2');
    const nameHeader = screen.getByRole('columnheader', { name: /Nome/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await act(async () => fireEvent.click(within(nameHeader).getByRole('button')));
    expect(screen.getByTestId('url').textContent).toBe('?sort=nome&dir=desc');
    expect(screen.getByRole('columnheader', { name: /Nome/ }).getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()[0]).toBe('Pessoa 45');
    await act(async () => fireEvent.click(within(screen.getByRole('columnheader', { name: /Idade/ })).getByRole('button')));
    expect(screen.getByRole('columnheader', { name: /Nome/ }).getAttribute('aria-sort')).toBeNull();
    // Ascending by age; rows without one last.
    const ages = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    expect(ages[0]).toBe('20');
    expect(ages.includes('—')).toBe(false);
  });

  it('selects rows one by one or the whole page, and offers the bulk actions for them', async () => {
    renderAt('/list');
    expect(screen.queryByRole('region', { name: 'kit.bulkActions' })).toBeNull();
    // Before i18n starts a text is its key: every row's checkbox reads kit.selectRow.
    const rowBoxes = () => screen.getAllByRole('checkbox', { name: 'kit.selectRow' });
    await act(async () => fireEvent.click(rowBoxes()[0]!));
    await act(async () => fireEvent.click(rowBoxes()[2]!));
    const bulk = screen.getByRole('region', { name: 'kit.bulkActions' });
    await act(async () => fireEvent.click(within(bulk).getByRole('button', { name: 'Remover' })));
    expect(screen.getByTestId('removed').textContent).toBe('1,3');
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'kit.selectPage' })));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('region', { name: 'kit.bulkActions' })).getByRole('button', { name: 'Remover' })),
    );
    expect(screen.getByTestId('removed').textContent!.split(',')).toHaveLength(PAGE);
    expect(rowBoxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'kit.selectPage' })));
    expect(screen.queryByRole('region', { name: 'kit.bulkActions' })).toBeNull();
  });

  it('shows its empty state instead of a table without rows', () => {
    render(<DataList caption="Pessoas" columns={COLUMNS} rows={[]} rowKey={(p) => p.id} empty="Ninguém por aqui" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Ninguém por aqui')).toBeTruthy();
  });
});

describe('list helpers', () => {
  it('sortRows keeps the input, puts empty values last and compares numbers as numbers', () => {
    const rows = [{ v: 10 }, { v: null }, { v: 9 }];
    expect(sortRows(rows, { key: 'v', dir: 'asc' }, (r) => r.v).map((r) => r.v)).toEqual([9, 10, null]);
    expect(sortRows(rows, { key: 'v', dir: 'desc' }, (r) => r.v).map((r) => r.v)).toEqual([10, 9, null]);
    expect(rows.map((r) => r.v)).toEqual([10, null, 9]);
    expect(sortRows(rows, undefined, (r) => r.v)).toEqual(rows);
  });

  it('toCsv quotes every field, doubles quotes and starts with a BOM', () => {
    expect(
      toCsv([
        ['Nome', 'Nota'],
        ['Ana "Bia"', 'a,b'],
        ['Caio', null],
      ]),
    ).toBe('\uFEFF"Nome","Nota"\r\n"Ana ""Bia""","a,b"\r\n"Caio",""\r\n');
  });
});
