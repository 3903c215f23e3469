import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { usuario } from '../accounts/accounts.schema.ts';
import { jpegWithGps, uploadedFile } from '../prayer/prayer.fixtures.ts';
import { describeIsolation } from '../../test/isolation.ts';
import { codeOf, issueCard } from './member-card.fixtures.ts';
import { usuarioCarteirinha } from './member-card.schema.ts';
import { igrejaAppExterno } from '../external-apps/external-apps.schema.ts';

type Seed = { code: string; picture: string };

/** Church B's member card and profile picture named on church A's host: nothing of B ever comes back or changes. */
describeIsolation<Seed>(
  'member card and profile picture',
  {
    async seed({ app, a, b, memberA, memberB }) {
      await issueCard(app, a, memberA, { numeroMembro: 'NORTE-1' });
      await app.database.db.insert(igrejaAppExterno).values({
        igrejaId: b.id,
        codigo: 'MOD_MYKIDS',
        url: 'https://sul-kids.example.org/',
        segredo: 'segredo-da-sul-0123456789-abcdefghij',
      });
      await issueCard(app, b, memberB, { numeroMembro: 'SUL-777', cargo: 'Tesoureiro da sul' });
      const form = new FormData();
      form.append('imagem', new Blob([await jpegWithGps()], { type: 'image/jpeg' }), 'b.jpg');
      const pic = await app.inject({
        method: 'POST',
        url: `/api/v1/usuario/${memberB.usuarioId}/perfil/imagem`,
        headers: memberB.headers,
        payload: form,
      });
      const card = await app.inject({
        url: `/api/v1/usuario-carteirinha/?usuario=${memberB.usuarioId}&igreja=${b.id}`,
        headers: memberB.headers,
      });
      return { code: codeOf(card.json().carteirinha.verificacaoUrl), picture: pic.json().imagem };
    },
    probes: [
      { url: (_, { a, memberB }) => `/api/v1/usuario-carteirinha/?usuario=${memberB.usuarioId}&igreja=${a.id}`, code: null },
      { url: (_, { b, memberB }) => `/api/v1/usuario-carteirinha/?usuario=${memberB.usuarioId}&igreja=${b.id}`, code: null },
      { method: 'DELETE', url: (_, { memberB }) => `/api/v1/usuario/${memberB.usuarioId}/perfil/imagem`, code: 'NOT_FOUND' },
      // A's staff holding B's card code: a code of another church checks as nothing.
      {
        method: 'POST',
        url: () => '/api/v1/usuario-carteirinha/verificacao',
        body: (s) => ({ codigo: s.code }),
        as: ['staffA', 'memberBOnA'],
        code: 'MEMBER_CARD_LINK_INVALID',
      },
      // B's external app set-up is not A's.
      {
        method: 'POST',
        url: () => '/api/v1/app-externo/mykids/acesso',
        as: ['memberA', 'memberBOnA'],
        status: 200,
        code: null,
        check: (res) => res.statusCode === 401 || expect(res.json()).toEqual({ configurado: false }),
      },
    ],
    secrets: () => ['SUL-777', 'Tesoureiro da sul', 'sul-kids', 'segredo-da-sul-0123456789-abcdefghij'],
    lists: [
      {
        url: (_, { a, memberA }) => `/api/v1/usuario-carteirinha/?usuario=${memberA.usuarioId}&igreja=${a.id}`,
        check: (res) => expect(res.json().carteirinha.numeroMembro).toBe('NORTE-1'),
      },
    ],
    unchanged: async (s, { app, b, memberB }) => {
      const cards = await app.database.db.select().from(usuarioCarteirinha).where(eq(usuarioCarteirinha.igrejaId, b.id));
      const [client] = await app.database.db.select({ imagem: usuario.imagem }).from(usuario).where(eq(usuario.id, memberB.usuarioId));
      expect(cards).toMatchObject([{ numeroMembro: 'SUL-777' }]);
      expect(client?.imagem).toBe(s.picture);
      expect(fs.existsSync(uploadedFile(app.config.dataDir, s.picture))).toBe(true);
      return [cards, client];
    },
    tables: [usuarioCarteirinha, igrejaAppExterno],
  },
  (ctx) => {
    it("refuses an upload over B's picture from A's host", async () => {
      const form = new FormData();
      form.append('imagem', new Blob([await jpegWithGps()], { type: 'image/jpeg' }), 'a.jpg');
      const { memberA, memberB } = ctx.world;
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/usuario/${memberB.usuarioId}/perfil/imagem`,
        headers: memberA.headers,
        payload: form,
      });
      expect(res.statusCode).toBe(404);
    });
  },
);
