import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createMember } from '../../test/fixtures.ts';
import { describeIsolation, type Probe } from '../../test/isolation.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import {
  celula,
  celulaLider,
  celulaConfiguracao,
  celulaMembro,
  celulaPresenca,
  celulaReuniao,
  celulaSolicitacao,
  estudo,
  estudoConfiguracao,
} from './groups.schema.ts';
import { createGroup, createMeeting, createStudy } from './groups.fixtures.ts';

type Seed = { groupId: number; meetingId: number; studyId: number; privateStudyId: number; requestId: number };
const optional = (url: Probe<Seed>['url'], code: string): Probe<Seed> => ({
  url,
  code,
  as: ['memberA', 'staffA', 'visitorA', 'memberBOnA'],
  visitorStatus: 404,
});

/** Church B's groups, meetings, requests and studies named on church A's host: nothing of B comes back or changes. */
describeIsolation<Seed>('small groups and studies', {
  async seed({ app, b, memberB }) {
    const leaderB = await createMember(app, b, { nome: 'Lider da Sul' });
    const memberOfB = await createMember(app, b);
    const groupId = await createGroup(app, b, {
      nome: 'Célula da Sul',
      bairro: 'Bairro Sul',
      liderUsuarioId: leaderB.usuarioId,
      members: [memberOfB.usuarioId],
    });
    const studyId = await createStudy(app, b, { titulo: 'Estudo da Sul', conteudo: '<p>conteúdo da sul</p>' });
    const privateStudyId = await createStudy(app, b, { titulo: 'Privado da Sul', flagConteudoPublico: false });
    const meetingId = await createMeeting(app, b, groupId, { tema: 'Tema da Sul', estudoId: studyId });
    await app.database.db.insert(estudoConfiguracao).values({ igrejaId: b.id, titulo: 'Estudos da Sul' });
    await app.database.db.insert(celulaConfiguracao).values({ igrejaId: b.id, diasLembrete: 9 });
    await app.database.db
      .insert(celulaPresenca)
      .values({ igrejaId: b.id, reuniaoId: meetingId, usuarioId: memberOfB.usuarioId, presente: true });
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/igreja/${b.slug}/solicitacao-celula/admissao`,
      headers: memberB.headers,
      payload: { idCelula: groupId, mensagem: 'pedido da sul' },
    });
    return { groupId, meetingId, studyId, privateStudyId, requestId: res.json().id };
  },
  probes: [
    optional((s) => `/api/v1/celula/${s.groupId}`, 'GROUP_NOT_FOUND'),
    optional((s) => `/api/v1/estudo/${s.studyId}`, 'STUDY_NOT_FOUND'),
    optional((s) => `/api/v1/estudo/${s.privateStudyId}`, 'STUDY_NOT_FOUND'),
    optional((_, { b }) => `/api/v1/igreja/${b.slug}/celula/`, 'CHURCH_NOT_FOUND'),
    optional((_, { b }) => `/api/v1/igreja/${b.slug}/estudo/`, 'CHURCH_NOT_FOUND'),
    { url: (s) => `/api/v1/celula/${s.groupId}/reuniao-registro/`, code: 'GROUP_NOT_FOUND' },
    { url: (s) => `/api/v1/celula/${s.groupId}/reuniao-registro/${s.meetingId}`, code: 'GROUP_NOT_FOUND' },
    { url: (s) => `/api/v1/celula/${s.groupId}/solicitacao/`, code: 'GROUP_NOT_FOUND' },
    { url: (s) => `/api/v1/celula/${s.groupId}/membros/`, code: 'GROUP_NOT_FOUND' },
    { url: (s) => `/api/v1/celula/${s.groupId}/saude/`, code: 'GROUP_NOT_FOUND' },
    {
      method: 'POST',
      url: (s) => `/api/v1/celula/${s.groupId}/reuniao-registro/`,
      body: () => ({ dataInicio: '2026-01-07T23:00:00Z', dataFim: '2026-01-08T00:30:00Z', presentes: [], visitantes: 0 }),
      code: 'GROUP_NOT_FOUND',
    },
    {
      method: 'POST',
      url: (_, { a }) => `/api/v1/igreja/${a.slug}/solicitacao-celula/admissao`,
      body: (s) => ({ idCelula: s.groupId }),
      code: 'GROUP_NOT_FOUND',
    },
    {
      method: 'POST',
      url: (_, { b }) => `/api/v1/igreja/${b.slug}/solicitacao-celula/admissao`,
      body: (s) => ({ idCelula: s.groupId }),
      code: 'CHURCH_NOT_FOUND',
    },
    {
      method: 'PUT',
      url: (s, { a }) => `/api/v1/igreja/${a.slug}/solicitacao-celula/${s.requestId}`,
      body: () => ({ status: 'aceita' }),
      code: 'GROUP_REQUEST_NOT_FOUND',
    },
  ],
  secrets: () => [
    'Célula da Sul',
    'Bairro Sul',
    'Estudo da Sul',
    'Privado da Sul',
    'Tema da Sul',
    'conteúdo da sul',
    'pedido da sul',
    'Lider da Sul',
    'Estudos da Sul',
  ],
  lists: [
    { url: (_, { a }) => `/api/v1/igreja/${a.slug}/celula/`, check: (res) => expect(res.json()).toEqual({ celulas: [], bairros: [] }) },
    { url: (_, { a }) => `/api/v1/igreja/${a.slug}/celula/?usuario=1` },
    { url: (_, { a }) => `/api/v1/igreja/${a.slug}/estudo/`, as: 'staffA', check: (res) => expect(res.json().estudos).toEqual([]) },
    { url: () => '/api/v1/configuracao-estudo', check: (res) => expect(res.json()).toEqual({ titulo: null, descricao: null }) },
  ],
  unchanged: async (_, { app, b }) => {
    const db = app.database.db;
    return {
      groups: await db.select().from(celula).where(eq(celula.igrejaId, b.id)),
      requests: await db.select().from(celulaSolicitacao).where(eq(celulaSolicitacao.igrejaId, b.id)),
      members: await db.select().from(celulaMembro).where(eq(celulaMembro.igrejaId, b.id)),
      leaders: await db.select().from(celulaLider).where(eq(celulaLider.igrejaId, b.id)),
      notices: await db.select().from(notificacao).where(eq(notificacao.igrejaId, b.id)),
      meetings: await db.select().from(celulaReuniao).where(eq(celulaReuniao.igrejaId, b.id)),
      attendance: await db.select().from(celulaPresenca).where(eq(celulaPresenca.igrejaId, b.id)),
      settings: await db.select().from(celulaConfiguracao).where(eq(celulaConfiguracao.igrejaId, b.id)),
    };
  },
  tables: [
    celula,
    celulaLider,
    celulaSolicitacao,
    celulaReuniao,
    estudo,
    estudoConfiguracao,
    celulaMembro,
    celulaPresenca,
    celulaConfiguracao,
  ],
});
