import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createPrayer,
  createPrayerTestApp,
  createPrayerWorld,
  jpegWithGps,
  postPrayer,
  uploadedFile,
  type PrayerWorld,
} from './prayer.fixtures.ts';
import { oracaoMensagem, oracaoOrar } from './prayer.schema.ts';

describe('prayer wall: messages, praying, deleting, my requests', () => {
  let t: Awaited<ReturnType<typeof createPrayerTestApp>>;
  let w: PrayerWorld;
  const en = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'en' });
  const message = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/oracao/mensagem/', headers: en(headers), payload: payload as object });
  const pray = (headers: Record<string, string>, idOracao: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/oracao/orar/', headers: en(headers), payload: { idOracao } });
  const remove = (headers: Record<string, string>, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/oracao/${id}`, headers: en(headers) });

  beforeAll(async () => {
    t = await createPrayerTestApp();
    w = await createPrayerWorld(t.app, 'acoes');
  });
  afterAll(() => t.close());

  describe('POST /oracao/mensagem/', () => {
    it('adds a supportive message (201) shown under the request', async () => {
      const id = await createPrayer(t.app, w.author);
      const res = await message(w.other.headers, { idOracao: id, mensagem: 'Deus está contigo' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ nome: 'Bruno', mensagem: 'Deus está contigo' });
      expect(res.json().dataCadastro).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('refuses bad input', async () => {
      const id = await createPrayer(t.app, w.author);
      const cases = [
        [{ idOracao: id }, 'mensagem'],
        [{ idOracao: id, mensagem: 'x'.repeat(1001) }, 'mensagem'],
        [{ idOracao: 'not-a-uuid', mensagem: 'Oi' }, 'idOracao'],
        [{ idOracao: id, mensagem: 'Oi', idUsuario: 1 }, 'idUsuario'],
      ] as const;
      for (const [payload, field] of cases) {
        const res = await message(w.other.headers, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toHaveProperty(field);
      }
    });

    it('refuses visitors (401) and hidden requests (404)', async () => {
      const hidden = await createPrayer(t.app, w.author, { flagPublicarMural: 'false' });
      expect((await message({ host: w.church.host }, { idOracao: hidden, mensagem: 'Oi' })).statusCode).toBe(401);
      expect((await message(w.other.headers, { idOracao: hidden, mensagem: 'Oi' })).json().code).toBe('PRAYER_NOT_FOUND');
      expect((await message(w.staff.headers, { idOracao: hidden, mensagem: 'Oramos' })).statusCode).toBe(201);
    });
  });

  describe('POST /oracao/orar/ (once per member per day)', () => {
    it('counts a member once per day, however often they tap', async () => {
      const id = await createPrayer(t.app, w.author);
      const first = await pray(w.other.headers, id);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ quantidadeOracoes: 1, orouHoje: true });
      const again = await pray(w.other.headers, id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ quantidadeOracoes: 1, orouHoje: true });
    });

    it('counts two members twice, and shows orouHoje to each', async () => {
      const id = await createPrayer(t.app, w.author);
      const [a, b] = await Promise.all([pray(w.other.headers, id), pray(w.staff.headers, id)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect((await pray(w.author.headers, id)).json().quantidadeOracoes).toBe(3);
      const wall = await t.app.inject({ url: `/api/v1/oracao/acoes/${id}`, headers: w.other.headers });
      expect(wall.json()).toMatchObject({ quantidadeOracoes: 3, orouHoje: true });
    });

    it('refuses visitors, bad ids and hidden requests', async () => {
      const hidden = await createPrayer(t.app, w.author, { flagPublicarMural: 'false' });
      expect((await pray({ host: w.church.host }, hidden)).statusCode).toBe(401);
      expect((await pray(w.other.headers, 'x')).json().code).toBe('VALIDATION_FAILED');
      expect((await pray(w.other.headers, hidden)).json().code).toBe('PRAYER_NOT_FOUND');
      expect((await pray(w.author.headers, hidden)).json()).toEqual({ quantidadeOracoes: 1, orouHoje: true });
    });
  });

  describe('DELETE /oracao/{id}', () => {
    it('lets only the author delete: 403 for others who can see it, 404 for those who cannot', async () => {
      const published = await createPrayer(t.app, w.author);
      const hidden = await createPrayer(t.app, w.author, { flagPublicarMural: 'false' });
      expect((await remove(w.other.headers, published)).json()).toEqual({
        code: 'FORBIDDEN',
        message: 'You are not allowed to access this resource.',
      });
      expect((await remove(w.staff.headers, published)).statusCode).toBe(403);
      expect((await remove(w.other.headers, hidden)).json().code).toBe('PRAYER_NOT_FOUND');
      expect((await remove({ host: w.church.host }, published)).statusCode).toBe(401);
      expect((await remove(w.author.headers, 'nope')).statusCode).toBe(400);
    });

    it('deletes the request with its messages, prayers and image, irreversibly', async () => {
      const created = await postPrayer(t.app, w.author.headers, { mensagem: 'Com foto' }, { data: await jpegWithGps() });
      const { id, imagem } = created.json() as { id: string; imagem: string };
      const file = uploadedFile(t.dataDir, imagem);
      expect(fs.existsSync(file)).toBe(true);
      await message(w.other.headers, { idOracao: id, mensagem: 'Força!' });
      await pray(w.other.headers, id);

      const res = await remove(w.author.headers, id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(fs.existsSync(file)).toBe(false);
      const db = t.app.database.db;
      expect(await db.select().from(oracaoMensagem).where(eq(oracaoMensagem.idOracao, id))).toEqual([]);
      expect(await db.select().from(oracaoOrar).where(eq(oracaoOrar.idOracao, id))).toEqual([]);
      expect((await t.app.inject({ url: `/api/v1/oracao/acoes/${id}`, headers: w.author.headers })).statusCode).toBe(404);
      expect((await remove(w.author.headers, id)).statusCode).toBe(404);
    });
  });

  describe('GET /user/oracao?igreja=', () => {
    it("lists the caller's own requests, published or not, newest first, with their choices", async () => {
      const { church, author: member } = await createPrayerWorld(t.app, 'meus');
      const older = await createPrayer(t.app, member, { mensagem: 'Primeiro', flagPublicarMural: 'false', flagReceberVisita: 'true' });
      const newer = await createPrayer(t.app, member, { mensagem: 'Segundo' });
      const res = await t.app.inject({ url: `/api/v1/user/oracao?igreja=${church.id}`, headers: member.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().oracoes.map((p: { id: string }) => p.id)).toEqual([newer, older]);
      expect(res.json().oracoes[1]).toMatchObject({ meu: true, flagPublicarMural: false, flagReceberVisita: true, quantidadeMensagens: 0 });
    });

    it('refuses visitors, another church id and bad queries', async () => {
      expect((await t.app.inject({ url: `/api/v1/user/oracao?igreja=${w.church.id}`, headers: { host: w.church.host } })).statusCode).toBe(
        401,
      );
      const other = await t.app.inject({ url: `/api/v1/user/oracao?igreja=${w.church.id + 1000}`, headers: w.author.headers });
      expect(other.json().code).toBe('CHURCH_NOT_FOUND');
      for (const query of ['', '?igreja=abc', `?igreja=${w.church.id}&x=1`]) {
        expect((await t.app.inject({ url: `/api/v1/user/oracao${query}`, headers: w.author.headers })).statusCode).toBe(400);
      }
    });
  });
});
