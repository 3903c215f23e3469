import type { TAdminEventBody } from '@congrega/contract/admin/events';
import type { Response as InjectResponse } from 'light-my-request';
import type { TestEvent } from '../events/events.fixtures.ts';
import { daysFromNow } from '../events/events.fixtures.ts';
import { testPng, type StaffSession } from './admin.test-helpers.ts';
import type { RegistrationsWorld } from './event-registrations.test-helpers.ts';

/**
 * Test-only helpers of authoring events in the console: the body of an event shaped as the registrations world's
 * (Adulto R$100 asking a required "Camiseta" P/M/G, Criança R$50 asking a free text), the console's calls, and the
 * created event as the purchase fixtures take it.
 */
export const ADDRESS = 'Rua das Flores, 10 - Centro, Campinas - SP';

export const eventBody = (extra: Partial<FullEventBody> = {}): FullEventBody => ({
  titulo: 'Retiro de casais',
  resumo: 'Um fim de semana juntos.',
  descricao: 'Palestras e louvor.',
  dataInicio: daysFromNow(20).toISOString(),
  dataFim: daysFromNow(22).toISOString(),
  horario: 'Sexta 19h a domingo 12h',
  localNome: 'Chácara Boa Vista',
  localCidade: 'Campinas',
  localEndereco: ADDRESS,
  contatoNome: 'Secretaria',
  contatoEmail: 'Eventos@Videira.test',
  contatoTelefone: '+55 11 98765-4321',
  termos: 'Sem reembolso após o início.',
  metodosPagamento: ['cartao_credito', 'pix'],
  maxParcelas: 3,
  diasPrazoDinheiro: 2,
  flagConvidado: false,
  ingressos: [
    {
      nome: 'Adulto',
      valor: 10_000,
      quantidade: 50,
      limitePorUsuario: 4,
      perguntas: [{ texto: 'Camiseta', tipo: 'escolha', opcoes: ['P', 'M', 'G'], obrigatoria: true }],
    },
    { nome: 'Criança', valor: 5_000, quantidade: 20, perguntas: [{ texto: 'Idade', tipo: 'texto', obrigatoria: false }] },
  ],
  ...extra,
});

export function eventsApi(w: RegistrationsWorld) {
  const call = (s: StaffSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, key?: string): Promise<InjectResponse> =>
    w.t.app.inject({
      method,
      url: `/api/v1/admin/${url}`,
      headers: { ...s.headers, 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    call,
    create: (s: StaffSession, body: unknown = eventBody()) => call(s, 'POST', 'videira/events', body),
    get: (s: StaffSession, id: number) => call(s, 'GET', `videira/events/${id}`),
    put: (s: StaffSession, id: number, body: unknown) => call(s, 'PUT', `videira/events/${id}`, body),
    /** POST /admin/videira/events/images with a small PNG: the raw answer (its `imagem` on 201). */
    uploadCover: async (s: StaffSession) => {
      const form = new FormData();
      form.append('imagem', new Blob([await testPng()], { type: 'image/png' }), 'capa.png');
      return w.t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/videira/events/images',
        headers: { ...s.headers, 'accept-language': 'en' },
        payload: form,
      });
    },
  };
}

/** The console's answer as the purchase fixtures' event (ids of its types and their questions). */
export const asTestEvent = (e: { id: number; versao: number; ingressos: { id: number; perguntas: { id: number }[] }[] }): TestEvent => ({
  id: e.id,
  versao: e.versao,
  tickets: e.ingressos.map((t) => ({ id: t.id, perguntas: t.perguntas.map((q) => q.id) })),
});

type TypeInput = NonNullable<TAdminEventBody['ingressos']>[number];
type TypeBody = TypeInput & { perguntas: NonNullable<TypeInput['perguntas']> };
/** An event body whose types are all there (as the helpers build them). */
export type FullEventBody = Omit<TAdminEventBody, 'ingressos'> & { ingressos: TypeBody[] };

/** The console's answer turned back into a body (what the edit screen sends unchanged). */
export function bodyOf(e: Record<string, unknown>): FullEventBody {
  const { id: _id, versao: _v, flagAtivo: _a, moeda: _m, criadoEm: _c, localLinkMapa: _l, ingressos, ...fields } = e;
  return {
    ...(fields as Omit<TAdminEventBody, 'ingressos'>),
    ingressos: (ingressos as Record<string, unknown>[]).map(({ vendidos: _s, reservados: _r, comVendas: _cv, ...t }) => t) as TypeBody[],
  };
}
