import type { TGivingReport, TRecurringReport } from '@congrega/contract/admin/finance-reports';
import { PRESET_GRANTS } from '@congrega/contract/admin/grants';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedAreas } from '../../lib/console-areas.ts';
import { consoleContext, renderConsole } from '../../test/render-console.tsx';
import { financeGrant, json } from './finance.test-helpers.tsx';
import type { ReportChartProps } from './report-frame.tsx';
import { ReportsScreen } from './reports-screen.tsx';

/** canvas is not in jsdom: the chart module is replaced, counting its loads and showing what it was given. */
const chart = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./report-chart.tsx', () => {
  chart.loads += 1;
  return {
    default: (props: ReportChartProps) => (
      <figure role="img" aria-label={props.label} data-labels={JSON.stringify(props.labels)} data-series={JSON.stringify(props.series)} />
    ),
  };
});

const BASE = '/api/v1/admin/videira/finance/reports';
const thisYear = new Date().getFullYear();
const giving = (ano: number): TGivingReport => ({
  ano,
  moeda: 'BRL',
  linhas: [
    { motivoId: 1, motivo: 'Dízimo', mes: 2, online: 0, dinheiro: 1_000, anteriorOnline: 0, anteriorDinheiro: 0 },
    { motivoId: 1, motivo: 'Dízimo', mes: 3, online: 7_105, dinheiro: 0, anteriorOnline: 2_000, anteriorDinheiro: 0 },
    { motivoId: 3, motivo: 'Missões', mes: 3, online: 7_245, dinheiro: 0, anteriorOnline: 0, anteriorDinheiro: 0 },
    { motivoId: null, motivo: '', mes: 12, online: 0, dinheiro: 0, anteriorOnline: 500, anteriorDinheiro: 0 },
  ],
});
const recurring = (ano: number): TRecurringReport => ({
  ano,
  linhas: Array.from({ length: 12 }, (_, i) => ({
    mes: i + 1,
    iniciadas: i === 1 ? 2 : 0,
    canceladas: 0,
    ativasFimMes: i < 10 ? 3 : null,
  })),
});

let fetchMock: ReturnType<typeof vi.fn>;
const requested = () => (fetchMock.mock.calls as [string][]).map(([u]) => new URL(u, 'http://admin.localhost'));

beforeEach(() => {
  fetchMock = vi.fn(async (raw: string) => {
    const url = new URL(raw, 'http://admin.localhost');
    const ano = Number(url.searchParams.get('ano'));
    if (url.pathname === `${BASE}/giving`) return json(200, giving(ano));
    if (url.pathname === `${BASE}/recurring`) return json(200, recurring(ano));
    if (url.pathname === `${BASE}/fees`)
      return json(200, { ano, moeda: 'BRL', linhas: [{ mes: 3, metodo: 'pix', pagamentos: 4, bruto: 41_400, taxas: 1_400 }] });
    if (url.pathname === `${BASE}/giving/export`)
      return new Response('\uFEFFmes\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (url = '/en/videira/reports') =>
  renderConsole(url, [{ path: 'reports', element: <ReportsScreen /> }], consoleContext([financeGrant('view')]));
const table = () => screen.getByRole('table', { name: /reports\.\w+\.caption/ });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('The Reports menu entry', () => {
  it('opens for a finance grant once the second factor is passed, not for the content editor', () => {
    expect(allowedAreas([financeGrant('view')], true).map((a) => a.id)).toContain('reports');
    expect(allowedAreas([financeGrant('view')], false).map((a) => a.id)).not.toContain('reports');
    const editor = PRESET_GRANTS.content_editor.map((g) => ({ ...g, scopeKind: g.scopeKind ?? null, scopeId: null, expiresAt: null }));
    expect(allowedAreas(editor, true).map((a) => a.id)).not.toContain('reports');
  });
});

describe('Reports', () => {
  it('loads the chart module only when a chart is drawn, named by its summary, with the same figures as the table', async () => {
    expect(chart.loads).toBe(0);
    render();
    const figure = await screen.findByRole('img', { name: 'reports.giving.summary' });
    expect(chart.loads).toBe(1);
    expect(requested().at(-1)!.pathname).toBe(`${BASE}/giving`);
    expect(requested().at(-1)!.searchParams.get('ano')).toBe(String(thisYear));
    const series = JSON.parse(figure.dataset.series!) as { label: string; values: number[]; type: string }[];
    expect(series.map((s) => [s.label, s.type])).toEqual([
      [String(thisYear), 'bars'],
      [String(thisYear - 1), 'line'],
    ]);
    expect(series[0]!.values).toEqual([0, 1_000, 14_350, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(series[1]!.values.slice(2, 3)).toEqual([2_000]);
    expect(JSON.parse(figure.dataset.labels!)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(bodyRows().map(cells)).toEqual([
      ['February', 'Dízimo', 'R$0.00', 'R$10.00', 'R$10.00', 'R$0.00'],
      ['March', 'Dízimo', 'R$71.05', 'R$0.00', 'R$71.05', 'R$20.00'],
      ['March', 'Missões', 'R$72.45', 'R$0.00', 'R$72.45', 'R$0.00'],
      ['December', 'reports.giving.deletedReason', 'R$0.00', 'R$0.00', 'R$0.00', 'R$5.00'],
    ]);
  });

  it('narrows the chart and the table to the reason picked', async () => {
    render();
    await screen.findByRole('img', { name: 'reports.giving.summary' });
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'reports.giving.reason' }), { target: { value: '3' } }));
    expect(bodyRows().map((r) => cells(r)[1])).toEqual(['Missões']);
    const series = JSON.parse(screen.getByRole('img').dataset.series!) as { values: number[] }[];
    expect(series[0]!.values[2]).toBe(7_245);
  });

  it('keeps the year and the report in the address and asks the server for them', async () => {
    const router = render();
    await screen.findByRole('img', { name: 'reports.giving.summary' });
    const year = screen.getByRole('combobox', { name: 'reports.year' });
    await act(async () => fireEvent.change(year, { target: { value: String(thisYear - 2) } }));
    await vi.waitFor(() => expect(requested().at(-1)!.searchParams.get('ano')).toBe(String(thisYear - 2)));
    const nav = screen.getByRole('navigation', { name: 'reports.choose' });
    expect(within(nav).getByRole('link', { name: 'reports.kinds.giving' }).getAttribute('aria-current')).toBe('page');
    await act(async () => fireEvent.click(within(nav).getByRole('link', { name: 'reports.kinds.fees' })));
    await screen.findByRole('img', { name: 'reports.fees.summary' });
    expect(requested().at(-1)!.pathname).toBe(`${BASE}/fees`);
    expect(requested().at(-1)!.searchParams.get('ano')).toBe(String(thisYear - 2));
    expect(new URLSearchParams(router.state.location.search).get('relatorio')).toBe('fees');
    expect(within(nav).getByRole('link', { name: 'reports.kinds.fees' }).getAttribute('aria-current')).toBe('page');
    expect(bodyRows().map(cells)).toEqual([['March', 'finance.methods.pix', '4', 'R$414.00', 'R$14.00']]);
  });

  it('shows months not ended as such in the recurring report', async () => {
    render(`/en/videira/reports?ano=${thisYear}&relatorio=recurring`);
    await screen.findByRole('img', { name: 'reports.recurring.summary' });
    const rows = bodyRows().map(cells);
    expect(rows).toHaveLength(12);
    expect(rows[1]).toEqual(['February', '2', '0', '3']);
    expect(rows[11]).toEqual(['December', '0', '0', 'reports.recurring.notEnded']);
  });

  it("downloads the server's CSV of the report shown", async () => {
    render();
    await screen.findByRole('img', { name: 'reports.giving.summary' });
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.downloadCsv' })));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const csv = requested().find((u) => u.pathname === `${BASE}/giving/export`)!;
    expect(csv.searchParams.get('ano')).toBe(String(thisYear));
    click.mockRestore();
    Object.assign(URL, saved);
  });
});

describe('The chart library', () => {
  it('is imported by the chart module alone, and that module only lazily', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        return e.isDirectory() ? files(full) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
      });
    const sources = files(root).map((f) => ({ file: path.relative(root, f), text: fs.readFileSync(f, 'utf8') }));
    expect(sources.filter((s) => /from 'uplot'|import 'uplot/.test(s.text)).map((s) => s.file)).toEqual([
      'admin/areas/finance/report-chart.tsx',
    ]);
    const chartImports = sources.filter((s) => /['"]\.\/report-chart\.tsx['"]/.test(s.text));
    expect(chartImports.map((s) => s.file)).toEqual(['admin/areas/finance/report-frame.tsx']);
    expect(chartImports[0]!.text).toMatch(/lazy\(\(\) => import\('\.\/report-chart\.tsx'\)\)/);
    expect(chartImports[0]!.text).not.toMatch(/^import [^;]*'\.\/report-chart\.tsx'/m);
  });
});
