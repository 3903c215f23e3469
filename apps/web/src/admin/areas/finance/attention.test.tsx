import type { TUnknownWebhook } from '@congrega/contract/admin/finance-attention';
import { PRESET_GRANTS } from '@congrega/contract/admin/grants';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedAreas } from '../../lib/console-areas.ts';
import { renderConsole } from '../../test/render-console.tsx';
import { DashboardScreen } from '../../screens/dashboard.tsx';
import { consoleContext, detail, financeGrant, json, renderFinance, summary } from './finance.test-helpers.tsx';

/**
 * What needs a person in the money area (issue 31): a cancelled order paid afterwards says so on its page, with its
 * refund and its honour (a required note); the gateway events that named no order are listed and reviewed with a
 * note; the dashboard links to both.
 */
const BASE = '/api/v1/admin/videira';
const late = detail({ status: 'cancelado', pagoAposCancelamento: { honrado: null }, metodo: 'pix' });
const honoured = {
  ...late,
  pagoAposCancelamento: {
    honrado: { observacao: 'Fica como oferta', por: { contaId: 9, nome: 'Equipe' }, em: '2026-12-02T12:00:00.000Z' },
  },
};
const event = (id: string, over: Partial<TUnknownWebhook> = {}): TUnknownWebhook => ({
  gateway: 'sandbox',
  eventoId: id,
  tipo: 'status',
  status: 'aprovado',
  valor: null,
  recebidoEm: '2026-12-01T10:00:00.000Z',
  referencia: `ref_${id}`,
  resultado: 'desconhecido',
  revisao: null,
  ...over,
});

let fetchMock: ReturnType<typeof vi.fn>;
let posted: { path: string; body: unknown }[];
let answer: { status: number; body: unknown } | null;
let events: TUnknownWebhook[];

beforeEach(() => {
  posted = [];
  answer = null;
  events = [event('evt_1'), event('evt_2', { tipo: 'estorno', status: null, valor: 2_500 })];
  fetchMock = vi.fn(async (raw: string, init?: RequestInit) => {
    const url = new URL(raw, 'http://admin.localhost');
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push({ path: url.pathname, body });
      if (answer) return json(answer.status, answer.body);
      if (url.pathname.endsWith('/honour')) return json(200, honoured);
      const [gateway, eventoId] = url.pathname.split('/').slice(-3, -1);
      events = events.map((e) =>
        e.gateway === gateway && e.eventoId === eventoId
          ? {
              ...e,
              resultado: 'desconhecido_revisto',
              revisao: { observacao: body.observacao, por: { contaId: 9, nome: 'Equipe' }, em: '2026-12-02T12:00:00.000Z' },
            }
          : e,
      );
      return json(
        200,
        events.find((e) => e.eventoId === eventoId),
      );
    }
    if (url.pathname === `${BASE}/finance/payments/7`) return json(200, late);
    if (url.pathname === `${BASE}/finance/payments`)
      return json(200, {
        itens: [summary(7, { status: 'cancelado' }), summary(8, { status: 'cancelado', pagoEm: null })],
        page: 1,
        limit: 30,
        total: 2,
        totais: { quantidade: 2, bruto: 15_000, taxas: 0, estornado: 0, liquido: 15_000 },
        moeda: 'BRL',
        pagadorFiltro: null,
      });
    if (url.pathname === `${BASE}/finance/webhooks/unknown`) {
      const revisado = url.searchParams.get('revisado');
      const itens = events.filter((e) => revisado === null || (revisado === 'true') === (e.revisao !== null));
      const pendentes = events.filter((e) => !e.revisao).length;
      return json(200, {
        itens,
        page: 1,
        limit: 30,
        total: itens.length,
        contagem: { pendentes, revisados: events.length - pendentes },
        moeda: 'BRL',
      });
    }
    if (url.pathname === `${BASE}/dashboard`)
      return json(200, {
        itens: [
          { tipo: 'paid_after_cancel', area: 'finance', quantidade: 1, link: '/payments?pagoAposCancelamento=true' },
          { tipo: 'webhooks_unknown', area: 'finance', quantidade: 2, link: '/webhooks?revisado=false' },
        ],
      });
    return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('A cancelled order paid afterwards', () => {
  it('says so with both ways out; honouring needs a note, then shows who kept it and why', async () => {
    renderFinance('/en/videira/payments/7');
    const notice = within(await screen.findByRole('region', { name: 'attention.lateTitle' }));
    expect(notice.getByRole('button', { name: 'finance.refund' })).toBeTruthy();
    fireEvent.click(notice.getByRole('button', { name: 'attention.honour' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'attention.honour' }));
    expect(await dialog.findByText('attention.noteRequired')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: /attention\.honourNote/ }), { target: { value: '  Fica como oferta ' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'attention.honour' })));
    expect(await screen.findByText('attention.honourDone')).toBeTruthy();
    expect(posted).toEqual([{ path: `${BASE}/finance/payments/7/honour`, body: { observacao: 'Fica como oferta' } }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const after = within(screen.getByRole('region', { name: 'attention.lateTitle' }));
    expect(after.getByText('attention.honoured')).toBeTruthy();
    expect(after.getByText('Fica como oferta')).toBeTruthy();
    expect(after.queryByRole('button', { name: 'attention.honour' })).toBeNull();
  });

  it('keeps the server’s refusal in the dialog, and offers no action to finance view', async () => {
    answer = { status: 409, body: { code: 'PAYMENT_ALREADY_HONOURED', message: 'Keeping this payment was already decided.' } };
    renderFinance('/en/videira/payments/7');
    fireEvent.click(await screen.findByRole('button', { name: 'attention.honour' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: /attention\.honourNote/ }), { target: { value: 'Fica' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'attention.honour' })));
    expect(await dialog.findByText('Keeping this payment was already decided.')).toBeTruthy();
    cleanup();
    renderFinance('/en/videira/payments/7', consoleContext([financeGrant('view')]));
    const notice = within(await screen.findByRole('region', { name: 'attention.lateTitle' }));
    expect(notice.queryByRole('button')).toBeNull();
  });

  it('the payments list asks for them by the filter and marks them', async () => {
    renderFinance('/en/videira/payments?pagoAposCancelamento=true');
    const late = (await screen.findByRole('link', { name: 'PED0007' })).closest('tr')!;
    expect(within(late).getByText(/finance\.paidAfterCancel/)).toBeTruthy();
    const expired = screen.getByRole('link', { name: 'PED0008' }).closest('tr')!;
    expect(within(expired).queryByText(/finance\.paidAfterCancel/)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'finance.paidAfterCancel' })).toBeTruthy();
    const lists = (fetchMock.mock.calls as [string][])
      .map(([u]) => new URL(u, 'http://admin.localhost'))
      .filter((u) => u.pathname === `${BASE}/finance/payments`);
    expect(lists.at(-1)!.searchParams.get('pagoAposCancelamento')).toBe('true');
  });
});

describe('Webhooks without an order', () => {
  it('lists what each event said and its reference; a review sends the note and the row shows it', async () => {
    renderFinance('/en/videira/webhooks');
    const row = (await screen.findByText('ref_evt_1')).closest('tr')!;
    expect(within(row).getByText('attention.saidStatus')).toBeTruthy();
    expect(screen.getByText('attention.saidRefund')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'finance.chip', pressed: true })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'attention.markReviewed' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: /attention\.reviewNote/ }), { target: { value: 'Pedido de teste' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'attention.markReviewed' })));
    expect(await screen.findByText('attention.reviewDone')).toBeTruthy();
    expect(posted).toEqual([{ path: `${BASE}/finance/webhooks/sandbox/evt_1/review`, body: { observacao: 'Pedido de teste' } }]);
    expect(await screen.findByText('Pedido de teste')).toBeTruthy();
  });

  it('filters by review state from the address, and offers no review to finance view', async () => {
    events = [
      event('evt_3', { revisao: { observacao: 'Visto', por: { contaId: 9, nome: 'Equipe' }, em: '2026-12-02T12:00:00.000Z' } }),
      event('evt_4'),
    ];
    renderFinance('/en/videira/webhooks?revisado=false', consoleContext([financeGrant('view')]));
    expect(await screen.findByText('ref_evt_4')).toBeTruthy();
    expect(screen.queryByText('ref_evt_3')).toBeNull();
    expect(screen.queryByRole('button', { name: 'attention.markReviewed' })).toBeNull();
    expect(screen.getByText('attention.waiting')).toBeTruthy();
  });

  it('is in the menu for finance, not for the church admin', () => {
    const preset = (name: 'finance' | 'church_admin') =>
      PRESET_GRANTS[name].map((g) => ({ ...g, scopeKind: g.scopeKind ?? null, scopeId: null, expiresAt: null }));
    expect(allowedAreas(preset('finance'), true).map((a) => a.id)).toContain('webhooks');
    expect(allowedAreas(preset('church_admin'), true).map((a) => a.id)).not.toContain('webhooks');
  });
});

describe('The dashboard', () => {
  it('links the two queues to their screens', async () => {
    renderConsole('/en/videira', [{ index: true, element: <DashboardScreen /> }], consoleContext([financeGrant('view')]));
    expect((await screen.findByRole('link', { name: 'dashboard.paid_after_cancel' })).getAttribute('href')).toBe(
      '/en/videira/payments?pagoAposCancelamento=true',
    );
    expect(screen.getByRole('link', { name: 'dashboard.webhooks_unknown' }).getAttribute('href')).toBe(
      '/en/videira/webhooks?revisado=false',
    );
  });
});
