import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createMember } from '../../test/fixtures.ts';
import { describeIsolation, type IsolationWorld, type Probe } from '../../test/isolation.ts';
import { signMediaToken } from './play-media.ts';
import { cardToken, createPlayChurch, subscribeRequest, type PlayChurch } from './play.fixtures.ts';
import {
  planoAssinatura,
  planoAssinaturaCobranca,
  planoAssinaturaColetanea,
  planoAssinaturaConfiguracao,
  planoAssinaturaConteudo,
  usuarioPlanoAssinatura,
  usuarioPlanoAssinaturaConteudo,
} from './play.schema.ts';

type World = IsolationWorld & { a: PlayChurch; b: PlayChurch };
type Seed = { contentId: number; collectionId: number; itemId: number; subId: number; planId: number; codigo: string };
const url = (f: (s: Seed, w: World) => string): Probe<Seed, World>['url'] => f;

/** Church B's Play ids probed on church A's host: nothing of B ever comes back, plays or changes. */
describeIsolation<Seed, World>('play', {
  async world(app) {
    const a = await createPlayChurch(app, 'iso-a');
    const b = await createPlayChurch(app, 'iso-b');
    return {
      app,
      a,
      b,
      memberA: await createMember(app, a),
      staffA: await createMember(app, a, { roles: ['ROLE_ADMIN'] }),
      memberB: await createMember(app, b),
    };
  },
  async seed({ app, b, memberB }) {
    const sub = await subscribeRequest(app, b, memberB, { cartao: { token: await cardToken(app, b, memberB) } });
    const item = await app.inject({
      method: 'POST',
      url: `/api/v1/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${b.contents[0]}&igreja=${b.id}&usuario=${memberB.usuarioId}`,
      headers: memberB.headers,
    });
    const { assinatura } = sub.json();
    return {
      contentId: b.contents[0]!,
      collectionId: b.collections[0]!,
      itemId: item.json().id,
      subId: assinatura.id,
      planId: b.plans.monthly,
      codigo: assinatura.codigo,
    };
  },
  probes: [
    { url: url((s) => `/api/v1/plano-assinatura-conteudo/${s.contentId}/`), code: 'PLAY_CONTENT_NOT_FOUND' },
    {
      url: url((s) => `/api/v1/plano-assinatura-conteudo/${s.contentId}/reproducao/`),
      code: 'PLAY_CONTENT_NOT_FOUND',
      as: ['memberA', 'memberBOnA'],
    },
    {
      url: url((s, w) => `/api/v1/plano-assinatura-conteudo/?igreja=${w.a.id}&coletanea=${s.collectionId}`),
      code: 'PLAY_COLLECTION_NOT_FOUND',
    },
    { url: url((_, w) => `/api/v1/plano-assinatura-conteudo/?igreja=${w.b.id}`), code: 'CHURCH_NOT_FOUND' },
    {
      method: 'POST',
      url: url(
        (s, w) =>
          `/api/v1/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${s.contentId}&igreja=${w.a.id}&usuario=${w.memberA.usuarioId}`,
      ),
      as: ['memberA', 'memberBOnA'],
      code: 'PLAY_CONTENT_NOT_FOUND',
    },
    { method: 'DELETE', url: url((s) => `/api/v1/usuario-plano-assinatura-conteudo/${s.itemId}/`), code: 'PLAY_LIST_ITEM_NOT_FOUND' },
    { method: 'DELETE', url: url((s) => `/api/v1/usuario-plano-assinatura/${s.subId}/`), code: 'PLAY_SUBSCRIPTION_NOT_FOUND' },
    { url: url((_, w) => `/api/v1/usuario/${w.memberB.usuarioId}/usuario-plano-assinatura/?igreja=${w.a.id}`), code: null },
    { url: url((_, w) => `/api/v1/usuario-plano-assinatura-conteudo/?usuario=${w.memberB.usuarioId}&igreja=${w.a.id}`), code: null },
    {
      method: 'POST',
      url: url(() => '/api/v1/usuario-plano-assinatura/'),
      body: (s, w) => ({
        igreja: w.a.id,
        planoAssinatura: s.planId,
        valor: 2_000,
        metodoPagamento: 'cartao_credito',
        cartao: { idCartao: 1 },
      }),
      headers: () => ({ 'idempotency-key': `iso-${Math.random().toString(36).slice(2, 12)}` }),
      as: ['memberA', 'memberBOnA'],
      code: 'PLAY_PLAN_NOT_FOUND',
    },
    // Public endpoints naming B's slug, and a media link B's content would have: nothing.
    { url: url((_, w) => `/api/v1/igreja/${w.b.slug}/plano-assinatura/`), as: ['memberA'], code: 'CHURCH_NOT_FOUND' },
    { url: url((_, w) => `/api/v1/igreja/${w.b.slug}/plano-assinatura-home/`), as: ['memberA'], code: 'CHURCH_NOT_FOUND' },
    {
      url: url(
        (s, w) =>
          `/api/v1/plano-assinatura-midia/${signMediaToken(w.app.playMediaSecret, w.a.id, s.contentId, 'v', Math.floor(Date.now() / 1000) + 600)}`,
      ),
      as: ['memberA'],
      code: 'NOT_FOUND',
    },
  ],
  secrets: (s) => ['iso-b fundamentos', 'iso-b louvor', s.codigo],
  lists: [
    { url: url((_, w) => `/api/v1/plano-assinatura-conteudo/?igreja=${w.a.id}`), check: (res) => expect(res.json().total).toBe(3) },
    { url: url((_, w) => `/api/v1/igreja/${w.a.slug}/plano-assinatura-home/`) },
    {
      url: url((_, w) => `/api/v1/usuario/${w.memberA.usuarioId}/usuario-plano-assinatura/?igreja=${w.a.id}`),
      check: (res) => expect(res.json()).toEqual({ assinaturas: [] }),
    },
    {
      url: url((_, w) => `/api/v1/usuario-plano-assinatura-conteudo/?usuario=${w.memberA.usuarioId}&igreja=${w.a.id}`),
      check: (res) => expect(res.json()).toEqual({ itens: [] }),
    },
  ],
  unchanged: async (_, { app, b }) => {
    const db = app.database.db;
    return {
      subs: await db.select().from(usuarioPlanoAssinatura).where(eq(usuarioPlanoAssinatura.igrejaId, b.id)),
      list: await db.select().from(usuarioPlanoAssinaturaConteudo).where(eq(usuarioPlanoAssinaturaConteudo.igrejaId, b.id)),
    };
  },
  tables: [
    planoAssinaturaConfiguracao,
    planoAssinatura,
    planoAssinaturaColetanea,
    planoAssinaturaConteudo,
    usuarioPlanoAssinaturaConteudo,
    usuarioPlanoAssinatura,
    planoAssinaturaCobranca,
  ],
});
