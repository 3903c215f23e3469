import type { TDoorManifest, TDoorSyncItem } from '@congrega/contract/admin/door';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createHash, webcrypto } from 'node:crypto';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { cardCodeOf } from './door-card.ts';
import { DoorEventScreen } from './door-event-screen.tsx';
import { decideOffline, doorStore, manifestHash, scanOffline, syncQueue, type QueuedAdmission } from './door-offline.ts';
import { DoorVerdict, type ShownVerdict } from './door-verdict.tsx';

/**
 * The door screen (issue 32): the verdict seen, heard by screen readers and felt; the offline decision on the
 * manifest's salted hashes; the queue synced in batches, kept when a batch fails; a scan offline queued, kept over
 * a reload, and synced once the browser is back online.
 */
const SALT = 'sal-do-evento';
const nodeHash = (codigo: string) => createHash('sha256').update(`${codigo}${SALT}`).digest('hex');
const manifest: TDoorManifest = {
  evento: { id: 5, titulo: 'Conferência', dataInicio: '2026-12-10T22:00:00.000Z', dataFim: '2026-12-11T02:00:00.000Z', localNome: null },
  salt: SALT,
  geradoEm: '2026-12-03T07:00:00.000Z',
  bilhetes: [
    { hash: nodeHash('ANA'), titular: 'Ana', tipo: 'Geral', status: 'confirmada', admitidoEm: null },
    { hash: nodeHash('BIA'), titular: 'Bia', tipo: 'VIP', status: 'confirmada', admitidoEm: '2026-12-03T06:00:00.000Z' },
    { hash: nodeHash('CAIO'), titular: 'Caio', tipo: 'Geral', status: 'pendente', admitidoEm: null },
    { hash: nodeHash('DANI'), titular: 'Dani', tipo: 'Geral', status: 'cancelada', admitidoEm: null },
  ],
};
const card = {
  nomeCompleto: 'Maria Souza',
  imagem: null,
  numeroMembro: '000123',
  cargo: null,
  igreja: 'Igreja Videira',
  validade: '2999-12-31',
  verificadoEm: '2026-12-03T10:00:00.000Z',
};
const context = () => consoleContext([{ ...heldGrant('door', 'edit'), scopeKind: 'event', scopeId: 5 }]);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// jsdom's window has no SubtleCrypto: the browser's (a secure context) is Node's same Web Crypto API.
beforeEach(() => {
  if (!globalThis.crypto?.subtle) vi.stubGlobal('crypto', webcrypto);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderVerdict(verdict: ShownVerdict | null) {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/:church',
        element: <Outlet context={context()} />,
        children: [{ index: true, element: <DoorVerdict verdict={verdict} scanId={1} /> }],
      },
    ],
    { initialEntries: ['/en/videira'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('status');
}

describe('the verdict', () => {
  it('shows an admission big, in words and colour, announced and felt', () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { vibrate }));
    const status = renderVerdict({ veredito: 'admitido', titular: 'Ana Souza', tipo: 'Geral', reentrada: false });
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.className).toContain('door-verdict-ok');
    expect(status.textContent).toContain('door.verdicts.admitido');
    expect(status.textContent).toContain('Ana Souza · Geral');
    expect(vibrate).toHaveBeenCalledWith(80);
  });

  it('says who let an already admitted ticket in, and marks every refusal as a stop', () => {
    const status = renderVerdict({
      veredito: 'ja_admitido',
      titular: 'Ana',
      tipo: 'Geral',
      admissao: { em: '2026-12-03T10:00:00.000Z', por: { contaId: 1, nome: 'Pedro' }, dispositivo: 'web-1', porta: 'Portão 2' },
    });
    expect(status.className).toContain('door-verdict-warn');
    expect(status.textContent).toContain('door.admittedBy');
    cleanup();
    for (const veredito of ['nao_pago', 'cancelado'] as const) {
      const s = renderVerdict({ veredito, titular: 'Caio', tipo: 'Geral' });
      expect(s.className).toContain('door-verdict-stop');
      expect(s.textContent).toContain(`door.verdicts.${veredito}`);
      cleanup();
    }
    const other = renderVerdict({ veredito: 'outro_evento', evento: { id: 2, titulo: 'Jantar' } });
    expect(other.textContent).toContain('door.otherEvent');
    cleanup();
    const offline = renderVerdict({ veredito: 'desconhecido', offline: true });
    expect(offline.textContent).toContain('door.decidedOffline');
  });
});

describe('offline decision', () => {
  it("hashes as the server does (SHA-256 hex of code + salt) and decides on the manifest's state", async () => {
    expect(await manifestHash('ANA', SALT)).toBe(nodeHash('ANA'));
    const decide = async (code: string, queue: QueuedAdmission[] = []) => decideOffline(manifest, await manifestHash(code, SALT), queue);
    expect(await decide('ANA')).toEqual({ veredito: 'admitido', titular: 'Ana', tipo: 'Geral' });
    expect(await decide('BIA')).toEqual({ veredito: 'ja_admitido', titular: 'Bia', tipo: 'VIP', em: '2026-12-03T06:00:00.000Z' });
    expect(await decide('CAIO')).toMatchObject({ veredito: 'nao_pago' });
    expect(await decide('DANI')).toMatchObject({ veredito: 'cancelado' });
    expect(await decide('ZÉ')).toEqual({ veredito: 'desconhecido' });
  });

  it('queues an admission once: the second scan of the same code is already admitted', async () => {
    const now = new Date('2026-12-03T08:00:00.000Z');
    const first = await scanOffline(manifest, 'ANA', [], 'Portão 1', now);
    expect(first.verdict.veredito).toBe('admitido');
    expect(first.queue).toEqual([
      { localId: expect.any(String), codigo: 'ANA', em: now.toISOString(), hash: nodeHash('ANA'), porta: 'Portão 1' },
    ]);
    const second = await scanOffline(manifest, 'ANA', first.queue, undefined);
    expect(second.verdict).toEqual({ veredito: 'ja_admitido', titular: 'Ana', tipo: 'Geral', em: now.toISOString() });
    expect(second.queue).toHaveLength(1);
    const refused = await scanOffline(manifest, 'DANI', first.queue, undefined);
    expect(refused.queue).toHaveLength(1);
  });
});

describe('queue sync', () => {
  const queue = (n: number): QueuedAdmission[] =>
    Array.from({ length: n }, (_, i) => ({ localId: `l${i}`, codigo: `C${i}`, em: '2026-12-03T08:00:00.000Z', hash: `h${i}` }));
  const answer = (itens: TDoorSyncItem[]) => ({
    itens: itens.map((i) => ({ localId: i.localId, resultado: 'admitido' as const, repetido: false })),
    contagem: { admitidos: itens.length, esperados: 2000, conflitos: 0 },
  });

  it('sends batches of at most 500 without the local hash, and empties the queue', async () => {
    const sizes: number[] = [];
    const result = await syncQueue(queue(1200), async (itens) => {
      sizes.push(itens.length);
      expect(Object.keys(itens[0]!).sort()).toEqual(['codigo', 'em', 'localId']);
      return answer(itens);
    });
    expect(sizes).toEqual([500, 500, 200]);
    expect(result.left).toEqual([]);
    expect(result.answered).toHaveLength(1200);
    expect(result.error).toBeNull();
  });

  it('keeps what a failed batch did not send, for the next try', async () => {
    let calls = 0;
    const result = await syncQueue(queue(700), async (itens) => {
      if (++calls === 2) throw new Error('offline');
      return answer(itens);
    });
    expect(result.left.map((q) => q.localId)).toEqual(
      queue(700)
        .slice(500)
        .map((q) => q.localId),
    );
    expect(result.error).toBeInstanceOf(Error);
  });
});

describe('the door screen', () => {
  let online = true;
  let conflitos = 0;
  let posted: { path: string; body: { itens?: TDoorSyncItem[]; codigo?: string } }[];

  beforeEach(() => {
    online = true;
    conflitos = 0;
    posted = [];
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (raw: string, init?: RequestInit) => {
        if (!online) throw new TypeError('Failed to fetch');
        const url = new URL(raw, 'http://admin.localhost');
        if (init?.method === 'POST') {
          const body = JSON.parse(String(init.body));
          posted.push({ path: url.pathname, body });
          if (url.pathname.endsWith('/member-cards'))
            return body.codigo === 'SIGNED'
              ? json(200, { ...card, valida: true })
              : json(404, { code: 'MEMBER_CARD_LINK_INVALID', message: 'Not valid.' });
          if (url.pathname.endsWith('/sync'))
            return json(200, {
              itens: body.itens.map((i: TDoorSyncItem) => ({ localId: i.localId, resultado: 'admitido', repetido: false })),
              contagem: { admitidos: 1, esperados: 3, conflitos: 0 },
            });
          return json(200, { veredito: 'admitido', titular: 'Ana', tipo: 'Geral', reentrada: false });
        }
        if (url.pathname === '/api/v1/admin/videira/door/events/5')
          return json(200, { evento: manifest.evento, contagem: { admitidos: 0, esperados: 3, conflitos } });
        if (url.pathname === '/api/v1/admin/videira/door/events/5/conflicts')
          return json(200, {
            itens: [
              {
                id: 1,
                titular: 'Bia',
                tipo: 'VIP',
                resultado: 'conflito',
                esta: { em: '2026-12-03T08:10:00.000Z', por: { contaId: 2, nome: 'Pedro' }, dispositivo: 'web-2', porta: null },
                outra: { em: '2026-12-03T08:00:00.000Z', por: { contaId: 3, nome: 'Rita' }, dispositivo: 'web-3', porta: 'Portão 1' },
                venceu: false,
                recebidoEm: '2026-12-03T09:00:00.000Z',
              },
            ],
          });
        return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
      }),
    );
  });

  const goOnline = (value: boolean) =>
    act(() => {
      online = value;
      window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    });
  const renderDoor = () => renderConsole('/en/videira/door/5', [{ path: 'door/:eventId', element: <DoorEventScreen /> }], context());
  const typeCode = async (code: string) => {
    fireEvent.change(screen.getByRole('textbox', { name: 'door.manualCode' }), { target: { value: code } });
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'door.check' })[0]!));
  };

  it('checks a typed code in with the server while online', async () => {
    renderDoor();
    expect(await screen.findByText(/door\.counts/)).toBeTruthy();
    await typeCode(' ANA ');
    await waitFor(() => expect(screen.getAllByRole('status')[0]!.textContent).toContain('door.verdicts.admitido'));
    expect(posted).toEqual([
      { path: '/api/v1/admin/videira/door/events/5/check-ins', body: { codigo: 'ANA', dispositivo: expect.stringMatching(/^web-/) } },
    ]);
  });

  it("checks a member card's QR (its verification link) with the server, never offline", async () => {
    expect(cardCodeOf('ANA')).toBeNull();
    expect(cardCodeOf('https://videira.example.app/event/3?code=X')).toBeNull();
    renderDoor();
    await typeCode('https://videira.example.app/member-card/verify?code=SIGNED');
    await waitFor(() => expect(screen.getAllByRole('status')[0]!.textContent).toContain('door.verdicts.carteirinha'));
    expect(screen.getAllByRole('status')[0]!.textContent).toContain('Maria Souza');
    expect(posted.at(-1)).toEqual({ path: '/api/v1/admin/videira/door/events/5/member-cards', body: { codigo: 'SIGNED' } });
    await typeCode('https://videira.example.app/member-card/verify?code=FORGED');
    await waitFor(() => expect(screen.getAllByRole('status')[0]!.textContent).toContain('door.verdicts.carteirinha_desconhecida'));
    goOnline(false);
    await typeCode('https://videira.example.app/member-card/verify?code=SIGNED');
    expect(await screen.findByText('door.cardOffline')).toBeTruthy();
    expect(posted).toHaveLength(2);
    goOnline(true);
  });

  it('lists the offline conflicts on demand when the counts have some', async () => {
    conflitos = 1;
    renderDoor();
    const toggle = await screen.findByRole('button', { name: 'door.conflicts' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByText('Bia')).toBeTruthy();
    expect(screen.getByText(/door\.syncResults\.conflito/)).toBeTruthy();
    expect(screen.getByText(/door\.conflictFirst/)).toBeTruthy();
  });

  it('offline: decides on the stored list, queues, keeps the queue over a reload and syncs once back online', async () => {
    doorStore.saveManifest('videira', 5, manifest);
    online = false;
    renderDoor();
    await typeCode('ANA');
    await waitFor(() => expect(screen.getAllByRole('status')[0]!.textContent).toContain('door.decidedOffline'));
    expect(screen.getByText('door.queued')).toBeTruthy();
    expect(posted).toEqual([]);
    // A reload while still offline keeps the queue (and the list).
    cleanup();
    renderDoor();
    expect(await screen.findByText('door.queued')).toBeTruthy();
    await typeCode('ANA');
    await waitFor(() => expect(screen.getAllByRole('status')[0]!.textContent).toContain('door.verdicts.ja_admitido'));
    goOnline(true);
    await waitFor(() => expect(posted.filter((p) => p.path.endsWith('/check-ins/sync'))).toHaveLength(1));
    expect(posted[0]!.body.itens).toEqual([{ localId: expect.any(String), codigo: 'ANA', em: expect.any(String) }]);
    expect(await screen.findByText('door.queueEmpty')).toBeTruthy();
    expect(doorStore.queue('videira', 5)).toEqual([]);
  });
});
