import type { THeldGrant } from '@congrega/contract/admin/grants';
import type { TOfferingBatchDetail, TOfferingLine } from '@congrega/contract/admin/offerings';
import { offeringBatches } from '@congrega/contract/endpoints/admin-offerings';
import { vi } from 'vitest';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { BatchScreen } from './batch-screen.tsx';
import { OfferingsScreen } from './offerings-screen.tsx';

/** Test only: offering batches as the server answers them, a fake server over them, and the area's screens. */
export const REASONS = [
  { id: 3, nome: 'Dízimo' },
  { id: 4, nome: 'Missões' },
];
/** The console context's own account (consoleContext's contaId). */
export const ME = 9;
const someoneElse = { contaId: 21, nome: 'Célia Contagem' };

export const line = (id: number, over: Partial<TOfferingLine> = {}): TOfferingLine => ({
  id,
  motivo: REASONS[0]!,
  inscricao: null,
  metodo: 'dinheiro',
  valor: 10_000,
  envelope: null,
  membro: null,
  criadoPor: someoneElse,
  criadoEm: '2026-11-29T13:00:00.000Z',
  ...over,
});

/** A batch with its totals computed from its lines (adjustments given). */
export function batch(over: Partial<TOfferingBatchDetail> = {}): TOfferingBatchDetail {
  const linhas = over.linhas ?? [line(1)];
  const ajustes = over.ajustes ?? [];
  const contado = linhas.reduce((n, l) => n + l.valor, 0);
  const inscricoes = linhas.filter((l) => l.inscricao).reduce((n, l) => n + l.valor, 0);
  const ajuste = ajustes.reduce((n, a) => n + a.valor, 0);
  return {
    id: 12,
    data: '2026-11-29',
    congregacao: null,
    culto: 'Culto da manhã',
    observacao: null,
    estado: 'aberto',
    contadoPor: someoneElse,
    confirmadoPor: null,
    confirmadoEm: null,
    criadoEm: '2026-11-29T12:00:00.000Z',
    moeda: 'BRL',
    ...over,
    linhas,
    ajustes,
    totais: {
      contado,
      inscricoes,
      ajustes: ajuste,
      total: contado + ajuste,
      porMotivo: REASONS.filter((r) => linhas.some((l) => l.motivo?.id === r.id)).map((r) => {
        const sum = linhas.filter((l) => l.motivo?.id === r.id).reduce((n, l) => n + l.valor, 0);
        return { ...r, contado: sum, ajustes: 0, total: sum };
      }),
      porMetodo: [{ metodo: 'dinheiro', total: contado + ajuste }],
    },
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Sent = { method: string; path: string; body: unknown };

/**
 * A fake server: the options, the members search, the list (`page`), the batch (`current`), and every write recorded
 * in `sent` and answered by `answer` (default: the batch as it stands).
 */
export function serve(
  state: {
    current: TOfferingBatchDetail;
    sent: Sent[];
    answer?: (sent: Sent) => Response | undefined;
    list?: unknown;
  },
  onFetch?: (url: URL) => void,
) {
  const fetchMock = vi.fn(async (raw: string, init: RequestInit = {}) => {
    const url = new URL(raw, 'http://admin.localhost');
    onFetch?.(url);
    const method = init.method ?? 'GET';
    // Paths as the contract's descriptors write them (relative to the API's base).
    const path = url.pathname.slice(url.pathname.indexOf('/admin/'));
    const base = offeringBatches.path.replace(':church', 'videira');
    if (method === 'GET' && path === `${base}/options`) return json(200, { motivos: REASONS, congregacoes: [] });
    if (method === 'GET' && path === `${base}/members`)
      return json(200, {
        itens: [{ usuarioId: 41, nome: 'Joana Lima' }].filter((m) => m.nome.toLowerCase().includes(url.searchParams.get('q')!)),
      });
    if (method === 'GET' && path === base) return json(200, state.list);
    if (method === 'GET' && path === `${base}/${state.current.id}`) return json(200, state.current);
    if (method !== 'GET' && path.startsWith(base)) {
      const sent = { method, path: path.slice(base.length), body: init.body ? JSON.parse(String(init.body)) : undefined };
      state.sent.push(sent);
      return state.answer?.(sent) ?? json(sent.method === 'POST' && sent.path === '' ? 201 : 200, state.current);
    }
    return json(404, { code: 'OFFERING_BATCH_NOT_FOUND', message: 'Offering batch not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
}

export const counterGrants = (): THeldGrant[] => [heldGrant('offerings', 'edit')];
export const treasurerGrants = (): THeldGrant[] => [heldGrant('finance', 'admin'), heldGrant('offerings', 'admin')];

export function renderOfferings(url: string, grants: THeldGrant[]) {
  return renderConsole(
    url,
    [
      { path: 'offerings', element: <OfferingsScreen /> },
      { path: 'offerings/:id', element: <BatchScreen /> },
    ],
    consoleContext(grants),
  );
}
