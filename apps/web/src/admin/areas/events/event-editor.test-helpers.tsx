import type { TAdminEvent } from '@congrega/contract/admin/events';
import type { THeldGrant } from '@congrega/contract/admin/grants';
import { fireEvent, within } from '@testing-library/react';
import { vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { EventEditScreen, EventNewScreen } from './event-editor-screen.tsx';

/** Test-only world of the event editor: an event with a sold type asking a choice and a yes/no, the API, the screens. */
export const EVENT: TAdminEvent = {
  id: 7,
  titulo: 'Retiro',
  resumo: null,
  descricao: 'Palestras e louvor.',
  imagem: null,
  dataInicio: '2026-12-20T22:00:00.000Z',
  dataFim: '2026-12-21T01:00:00.000Z',
  horario: null,
  localNome: 'Chácara',
  localCidade: 'Campinas',
  localEndereco: 'Rua das Flores, 10',
  localLinkMapa: 'https://www.openstreetmap.org/search?query=Rua%20das%20Flores%2C%2010',
  contatoNome: null,
  contatoEmail: 'eventos@videira.test',
  contatoTelefone: null,
  termos: null,
  metodosPagamento: ['pix'],
  maxParcelas: 3,
  diasPrazoDinheiro: 2,
  flagRepassarTaxas: false,
  flagConvidado: false,
  dadosObrigatorios: [],
  versao: 2,
  flagAtivo: true,
  moeda: 'BRL',
  criadoEm: '2026-11-01T12:00:00.000Z',
  ingressos: [
    {
      id: 70,
      nome: 'Adulto',
      descricao: null,
      valor: 10_000,
      taxa: 0,
      quantidade: 50,
      vendidos: 3,
      reservados: 1,
      comVendas: true,
      inicioVendas: null,
      fimVendas: null,
      limitePorUsuario: 4,
      flagConteudoOnline: false,
      flagAtivo: true,
      perguntas: [
        { id: 700, texto: 'Camiseta', tipo: 'escolha', opcoes: ['P', 'M'], obrigatoria: true },
        { id: 701, texto: 'Precisa de transporte?', tipo: 'simNao', opcoes: [], obrigatoria: false },
      ],
    },
  ],
};

export type Sent = { method: string; path: string; body: Record<string, unknown> | null; key: string | null };
/** What the screens sent, and the test's own answers (undefined: the default server's). */
export const server = { sent: [] as Sent[], answer: (_s: Sent): Response | undefined => undefined };
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Test only: the console's event API over EVENT (7), a created one (8) and a copy (9); each test's answers first. */
export function serveEvents() {
  server.sent = [];
  server.answer = () => undefined;
  resetToastsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init: RequestInit = {}) => {
      const url = new URL(raw, 'http://admin.localhost');
      const headers = new Headers(init.headers);
      const s: Sent = {
        method: init.method ?? 'GET',
        path: url.pathname.slice(url.pathname.indexOf('/events')),
        body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
        key: headers.get('idempotency-key'),
      };
      server.sent.push(s);
      const given = server.answer(s);
      if (given) return given;
      if (s.path === '/events/7' && s.method === 'GET') return json(200, EVENT);
      if (s.path === '/events' && s.method === 'POST') return json(201, { ...EVENT, ...s.body, id: 8, ingressos: [] });
      if (s.path === '/events/7' && s.method === 'PUT') return json(200, { ...EVENT, titulo: s.body!.titulo });
      if (s.path === '/events/7/duplicate') return json(201, { ...EVENT, id: 9, titulo: 'Retiro (cópia)' });
      if (s.path === '/events/8' || s.path === '/events/9') return json(200, { ...EVENT, id: Number(s.path.slice(8)) });
      return json(404, { code: 'ADMIN_EVENT_NOT_FOUND', message: 'Event not found.' });
    }),
  );
}

export const edit: THeldGrant[] = [heldGrant('events', 'edit')];
export const renderAt = (url: string, grants: THeldGrant[] = edit) =>
  renderConsole(
    url,
    [
      { path: 'events/new', element: <EventNewScreen /> },
      { path: 'events/:eventId/edit', element: <EventEditScreen /> },
    ],
    consoleContext(grants),
  );
export const type = (name: string, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByRole('textbox', { name }), { target: { value } });
export const typeIn = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label, { exact: false }), { target: { value } });
export const lastWrite = () => server.sent.filter((s) => s.method !== 'GET').at(-1)!;
