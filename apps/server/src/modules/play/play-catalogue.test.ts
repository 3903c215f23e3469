import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicReadsChanged } from '../../core/public-reads.ts';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPlayChurch, createSubscription, type PlayChurch } from './play.fixtures.ts';
import { planoAssinaturaConfiguracao } from './play.schema.ts';

const en = (h: Record<string, string>) => ({ ...h, 'accept-language': 'en' });

describe('Play catalogue: settings, plans, home, contents (filters, search), detail, visibility, my list', () => {
  let t: TestApp;
  let church: PlayChurch;
  let member: TestMember;
  let other: TestMember;
  let subscriber: TestMember;
  const get = (url: string, headers: Record<string, string> = { host: church.host }) =>
    t.app.inject({ url: `/api/v1${url}`, headers: en(headers) });
  const titles = (res: { json(): unknown }) => (res.json() as { conteudos: { titulo: string }[] }).conteudos.map((c) => c.titulo);

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPlayChurch(t.app, 'catalogo');
    member = await createMember(t.app, church);
    other = await createMember(t.app, church);
    subscriber = await createMember(t.app, church);
    await createSubscription(t.app, {
      churchId: church.id,
      usuarioId: subscriber.usuarioId,
      planoId: church.plans.monthly,
      values: { proximaCobranca: new Date(Date.now() + 86_400_000), validoAte: new Date(Date.now() + 86_400_000) },
    });
  });
  afterAll(() => t.close());

  it('answers the settings and the plans (price, fee, card fees passed on, first charge, code)', async () => {
    expect((await get(`/igreja/${church.slug}/plano-assinatura-configuracao/`)).json()).toEqual({ tipoVisibilidadeConteudo: 'publico' });
    const plans = (await get(`/igreja/${church.slug}/plano-assinatura/`)).json().planos;
    expect(plans).toMatchObject([
      { nome: 'Mensal', codigo: 'M', periodo: 'mensal', valor: 2_000, taxaAdesao: 0, taxas: 0, totalPrimeiraCobranca: 2_000 },
      { nome: 'Anual', codigo: 'A', periodo: 'anual', valor: 20_000, taxaAdesao: 500 },
    ]);
    // The yearly plan passes the card fees (3.99% + 0.39) on: the first charge is grossed up.
    expect(plans[1].taxas).toBeGreaterThan(0);
    expect(plans[1].totalPrimeiraCobranca).toBeGreaterThan(20_500);
    expect((await get(`/igreja/another/plano-assinatura/`)).statusCode).toBe(404);
  });

  it('home: tags, featured and rows by collection and tag (inactive contents never appear)', async () => {
    const home = (await get(`/igreja/${church.slug}/plano-assinatura-home/`)).json();
    expect(home.tags).toEqual(['Fé', 'Louvor', 'Oração']);
    expect(home.destaques.map((c: { titulo: string }) => c.titulo)).toEqual(['Graça 100% livre', 'Noite de louvor']);
    expect(home.coletaneas.map((c: { conteudos: unknown[] }) => c.conteudos.length)).toEqual([2, 1]);
    expect(home.porTag.find((r: { tag: string }) => r.tag === 'Fé').conteudos).toHaveLength(2);
    expect(JSON.stringify(home)).not.toContain('Fora do ar');
  });

  it('filters by featured, tag and collection, and searches title, summary and tags', async () => {
    const list = (q: string) => get(`/plano-assinatura-conteudo/?igreja=${church.id}${q}`);
    expect(titles(await list(''))).toEqual(['Graça 100% livre', 'Oração diária', 'Noite de louvor']);
    expect(titles(await list('&destaque=true'))).toEqual(['Graça 100% livre', 'Noite de louvor']);
    expect(titles(await list('&tag=louvor'))).toEqual(['Noite de louvor']);
    const byCollection = (await list(`&coletanea=${church.collections[0]}`)).json();
    expect(byCollection.coletanea).toMatchObject({ id: church.collections[0], nome: 'catalogo fundamentos' });
    expect(byCollection.total).toBe(2);
    expect(titles(await list('&busca=ORAÇÃO'))).toEqual(['Oração diária']);
    expect(titles(await list('&busca=Cantar'))).toEqual(['Noite de louvor']);
    // `%` is a literal character, not a wildcard.
    expect(titles(await list('&busca=100%25'))).toEqual(['Graça 100% livre']);
    expect(titles(await list('&busca=nada%20disso'))).toEqual([]);
    expect((await list('&coletanea=999999')).json().code).toBe('PLAY_COLLECTION_NOT_FOUND');
  });

  it.each([
    ['a one-letter search', '&busca=a', 'busca', 'Type at least 2 characters to search.'],
    ['a too long search', `&busca=${'x'.repeat(81)}`, 'busca', 'Use at most 80 characters.'],
    ['a bad featured flag', '&destaque=talvez', 'destaque', undefined],
    ['an unknown field', '&ordem=1', undefined, undefined],
  ])('refuses %s with a translated 400', async (_, q, field, message) => {
    const res = await get(`/plano-assinatura-conteudo/?igreja=${church.id}${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    if (field && message) expect(res.json().fields[field]).toBe(message);
  });

  it('detail: visitors see it without access; a subscriber may watch; an inactive content is not found', async () => {
    const [first, , , inactive] = church.contents;
    expect((await get(`/plano-assinatura-conteudo/${first}/`)).json()).toMatchObject({
      titulo: 'Graça 100% livre',
      legendas: true,
      acesso: false,
      minhaListaId: null,
    });
    expect((await get(`/plano-assinatura-conteudo/${first}/`, subscriber.headers)).json().acesso).toBe(true);
    const missing = await get(`/plano-assinatura-conteudo/${inactive}/`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Content not found or unavailable.']);
  });

  it("'assinantes' visibility: only a valid subscriber browses; everyone else gets 403 PLAY_SUBSCRIPTION_REQUIRED", async () => {
    const db = t.app.database.db;
    await db
      .update(planoAssinaturaConfiguracao)
      .set({ tipoVisibilidadeConteudo: 'assinantes' })
      .where(eq(planoAssinaturaConfiguracao.igrejaId, church.id));
    // A change made by hand ends the church's cached Play reads as the console's writes do (core/public-reads.ts).
    await publicReadsChanged(t.app, church.id, 'play');
    try {
      for (const headers of [{ host: church.host }, member.headers]) {
        const res = await get(`/plano-assinatura-conteudo/?igreja=${church.id}`, headers);
        expect([res.statusCode, res.json().code]).toEqual([403, 'PLAY_SUBSCRIPTION_REQUIRED']);
        expect((await get(`/igreja/${church.slug}/plano-assinatura-home/`, headers)).statusCode).toBe(403);
      }
      expect((await get(`/plano-assinatura-conteudo/${church.contents[0]}/`, member.headers)).statusCode).toBe(403);
      // My list must not be a side door to the titles, summaries and images of a subscribers-only catalogue.
      const myList = `/usuario-plano-assinatura-conteudo/?igreja=${church.id}&usuario=${member.usuarioId}`;
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/v1${myList}&planoAssinaturaConteudo=${church.contents[0]}`,
        headers: en(member.headers),
      });
      expect([added.statusCode, added.json().code]).toEqual([403, 'PLAY_SUBSCRIPTION_REQUIRED']);
      expect((await get(myList, member.headers)).statusCode).toBe(403);
      expect((await get(`/plano-assinatura-conteudo/?igreja=${church.id}`, subscriber.headers)).statusCode).toBe(200);
      expect((await get(`/igreja/${church.slug}/plano-assinatura/`)).statusCode).toBe(200);
    } finally {
      await db
        .update(planoAssinaturaConfiguracao)
        .set({ tipoVisibilidadeConteudo: 'publico' })
        .where(eq(planoAssinaturaConfiguracao.igrejaId, church.id));
      await publicReadsChanged(t.app, church.id, 'play');
    }
  });

  it("my list: add (twice = same item), list, remove; someone else's item or list answers 404", async () => {
    const add = (who: TestMember, usuario = who.usuarioId, content = church.contents[1]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${content}&igreja=${church.id}&usuario=${usuario}`,
        headers: en(who.headers),
      });
    const first = await add(member);
    expect(first.statusCode).toBe(201);
    const item = first.json();
    expect(item.planoAssinaturaConteudo.titulo).toBe('Oração diária');
    expect((await add(member)).json().id).toBe(item.id);
    expect((await get(`/plano-assinatura-conteudo/${church.contents[1]}/`, member.headers)).json().minhaListaId).toBe(item.id);
    expect((await add(other, member.usuarioId)).statusCode).toBe(404);
    expect((await add(member, member.usuarioId, church.contents[3])).json().code).toBe('PLAY_CONTENT_NOT_FOUND');
    const listOf = (who: TestMember, usuario = who.usuarioId) =>
      get(`/usuario-plano-assinatura-conteudo/?usuario=${usuario}&igreja=${church.id}`, who.headers);
    expect((await listOf(member)).json().itens.map((i: { id: number }) => i.id)).toEqual([item.id]);
    expect((await listOf(other, member.usuarioId)).statusCode).toBe(404);
    expect((await listOf(other)).json().itens).toEqual([]);
    const remove = (who: TestMember) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/usuario-plano-assinatura-conteudo/${item.id}/`, headers: en(who.headers) });
    const stolen = await remove(other);
    expect([stolen.statusCode, stolen.json().code]).toEqual([404, 'PLAY_LIST_ITEM_NOT_FOUND']);
    expect((await remove(member)).statusCode).toBe(204);
    expect((await remove(member)).statusCode).toBe(404);
    expect((await listOf(member)).json().itens).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=1&igreja=${church.id}&usuario=1`,
          headers: { host: church.host },
        })
      ).statusCode,
    ).toBe(401);
  });
});
