import { and, eq, isNull } from 'drizzle-orm';
import { notificacao } from '../notifications/notifications.schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindsCalls, kindsWorld, text, uniq, type KindsWorld, type Method } from './content-kinds.test-helpers.ts';

/** Authoring Sunday school in the staff console (quarters, classes, lessons published with an EBD notice); isolation of every part endpoint. */
let w: KindsWorld;
beforeAll(async () => {
  w = await kindsWorld();
});
afterAll(() => w.t.close());
const { call, ok, memberGet: member$ } = kindsCalls(() => w);

describe('Sunday school', () => {
  const quarter = (over: object = {}) => ({
    titulo: 'Cartas de Paulo',
    ...text,
    slug: `cartas-${uniq()}`,
    trimestre: '1º trimestre de 2027',
    dataInicio: '2027-01-03',
    dataFim: '2027-03-28',
    ...over,
  });
  const lesson = (over: object = {}) => ({ numero: 1, data: '2027-01-03', titulo: 'A graça', textoBiblico: 'Ef 2:8-9', ...text, ...over });
  const notices = (quarterId: number) =>
    w.t.app.database.db
      .select()
      .from(notificacao)
      .where(
        and(
          eq(notificacao.igrejaId, w.videira.id),
          eq(notificacao.tipo, 'EBD'),
          eq(notificacao.idEntidadeRelacionada, quarterId),
          isNull(notificacao.usuarioId),
        ),
      );

  it('refuses a quarter ending before it starts, an all-digit slug and a slug in use', async () => {
    const reversed = await call('POST', '/ebd', quarter({ dataFim: '2026-12-01' }));
    expect(reversed.json()).toMatchObject({ code: 'EBD_DATES_REVERSED', fields: { dataFim: expect.any(String) } });
    expect((await call('POST', '/ebd', quarter({ slug: '2027' }))).json().fields.slug).toMatch(/letter/);
    const q = quarter();
    await ok('POST', '/ebd', q, 201);
    expect((await call('POST', '/ebd', quarter({ slug: q.slug }))).statusCode).toBe(409);
  });

  it('builds a quarter with a class and lessons; a lesson shows when published and notifies members once', async () => {
    const q = await ok('POST', '/ebd', quarter(), 201);
    const cls = await ok('POST', `/ebd/${q.id}/classes`, { nome: 'Adultos', professor: 'Pr. Marcos', horario: '09:00' }, 201);
    expect((await ok('PUT', `/ebd/${q.id}/classes/${cls.id}`, { nome: 'Adultos', sala: 'Templo' })).sala).toBe('Templo');
    const l1 = await ok('POST', `/ebd/${q.id}/lessons`, lesson(), 201);
    expect(l1).toMatchObject({ estado: 'draft', textoBiblico: 'Ef 2:8-9', notificadoEm: null });
    const notYet = await call('POST', `/ebd/${q.id}/lessons/${l1.id}/publish`, {});
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json().code).toBe('EBD_QUARTER_NOT_SHOWING');
    await ok('POST', `/ebd/${q.id}/publish`, {});
    const detail = async () => (await member$(`/ebd/${q.id}`)).json() as { turmas: Array<{ nome: string }>; licoes: Array<{ id: number }> };
    expect((await detail()).turmas.map((c) => c.nome)).toEqual(['Adultos']);
    expect((await detail()).licoes).toEqual([]);
    const published = await ok('POST', `/ebd/${q.id}/lessons/${l1.id}/publish`, {});
    expect(published).toMatchObject({ estado: 'published', notificadoEm: expect.any(String) });
    expect((await detail()).licoes.map((l) => l.id)).toEqual([l1.id]);
    expect(await notices(q.id)).toMatchObject([{ tipo: 'EBD', titulo: 'A graça', corpo: 'Cartas de Paulo' }]);
    const feed = await w.t.app.inject({ method: 'GET', url: `/api/v1/igreja/${w.videira.id}/notificacao/`, headers: w.member.headers });
    expect(feed.json().notificacoes.map((n: { titulo: string }) => n.titulo)).toContain('A graça');
    // Unpublished and published again: off the page, back, and no second notice.
    expect((await ok('POST', `/ebd/${q.id}/lessons/${l1.id}/unpublish`)).estado).toBe('draft');
    expect((await detail()).licoes).toEqual([]);
    await ok('POST', `/ebd/${q.id}/lessons/${l1.id}/publish`, {});
    expect(await notices(q.id)).toHaveLength(1);
    // Two publishes at once of a new lesson notify once.
    const l2 = await ok('POST', `/ebd/${q.id}/lessons`, lesson({ numero: 2, titulo: 'A fé' }), 201);
    await Promise.all([
      call('POST', `/ebd/${q.id}/lessons/${l2.id}/publish`, {}),
      call('POST', `/ebd/${q.id}/lessons/${l2.id}/publish`, {}),
    ]);
    expect((await notices(q.id)).filter((n) => n.titulo === 'A fé')).toHaveLength(1);
    expect((await ok('GET', `/ebd/${q.id}/lessons`)).itens).toMatchObject([{ id: l1.id }, { id: l2.id }]);
    expect((await call('DELETE', `/ebd/${q.id}/classes/${cls.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/ebd/${q.id}/lessons/${l2.id}`)).statusCode).toBe(204);
    expect((await call('PUT', `/ebd/${q.id}/lessons/${l2.id}`, lesson())).statusCode).toBe(404);
  });

  it.each([
    ['a book that does not exist', { textoBiblico: 'Hezequias 3:1' }, 'textoBiblico', /Bible reference/],
    ['a chapter past the book', { textoBiblico: 'Jo 99:1' }, 'textoBiblico', /Bible reference/],
    ['a number that is no number', { numero: 'um' }, 'numero', /whole number/],
    ['a date that does not exist', { data: '2027-02-30' }, 'data', /date/],
    ['a script only', { conteudo: '<script>x</script>' }, 'conteudo', /Write the text/],
  ])('refuses a lesson with %s on its field', async (_name, over, field, message) => {
    const q = await ok('POST', '/ebd', quarter(), 201);
    const res = await call('POST', `/ebd/${q.id}/lessons`, lesson(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toMatch(message);
  });

  it('takes references in every form staff type them, and sanitises the lesson text', async () => {
    const q = await ok('POST', '/ebd', quarter(), 201);
    for (const ref of ['Gl 5:22-23', 'Jo 15:1-8; Sl 1', 'Gn 1-3', '1 Co 13', 'John 3:16'])
      expect((await call('POST', `/ebd/${q.id}/lessons`, lesson({ textoBiblico: ref }))).statusCode, ref).toBe(201);
    const l = await ok('POST', `/ebd/${q.id}/lessons`, lesson({ conteudo: '<p>Oi<img src=x onerror=alert(1)></p>' }), 201);
    expect(l.conteudo).toBe('<p>Oi</p>');
  });

  it("another church's staff cannot reach videira's quarter parts", async () => {
    const q = await ok('POST', '/ebd', quarter(), 201);
    expect((await call('GET', `/ebd/${q.id}/classes`, undefined, w.graceAdmin, 'grace')).statusCode).toBe(404);
    expect((await call('POST', `/ebd/${q.id}/lessons`, lesson(), w.graceAdmin, 'grace')).statusCode).toBe(404);
    expect((await call('GET', `/ebd/${q.id}/lessons`, undefined, w.graceAdmin)).statusCode).toBe(404);
  });
});

describe('isolation', () => {
  it("every part endpoint at grace, naming videira's rows, answers 404 and changes nothing", async () => {
    const q = await ok(
      'POST',
      '/ebd',
      { titulo: 'Q', ...text, slug: `iso-${uniq()}`, trimestre: 'T', dataInicio: '2027-01-03', dataFim: '2027-01-31' },
      201,
    );
    const cls = await ok('POST', `/ebd/${q.id}/classes`, { nome: 'Adultos' }, 201);
    const les = await ok('POST', `/ebd/${q.id}/lessons`, { numero: 1, data: '2027-01-03', titulo: 'L', textoBiblico: null, ...text }, 201);
    const m = await ok('POST', '/ministries', { titulo: 'M', ...text }, 201);
    const p = await ok('POST', '/projects', { titulo: 'P', ...text, ministerioId: m.id }, 201);
    const { adminPublicationFileUpload: _upload, ...endpoints } = await import('@congrega/contract/endpoints/admin-content-parts');
    const bodies: Record<string, object> = {
      '/publish': {},
      '/publication-types': { nome: 'x' },
      '/classes': { nome: 'x' },
      '/lessons': { numero: 1, data: '2027-01-03', titulo: 'x', ...text },
      '/order': { ids: [p.id] },
    };
    for (const e of Object.values(endpoints)) {
      const path = e.path
        .replace('/admin/:church/content', '')
        .replace(':id', String(e.path.includes('publication-types') ? w.tipoId : e.path.includes('ministries') ? m.id : q.id))
        .replace(':partId', String(e.path.includes('classes') ? cls.id : les.id));
      if (path === '/publication-types') continue; // the church's own list and a new type of its own
      const body = Object.entries(bodies).find(([end]) => path.endsWith(end) || path.includes(`${end}/`))?.[1];
      const res = await call(
        e.method as Method,
        path,
        e.method === 'GET' || e.method === 'DELETE' ? undefined : (body ?? {}),
        w.graceAdmin,
        'grace',
      );
      expect(res.statusCode, `${e.method} ${path}`).toBe(404);
    }
    expect((await ok('GET', `/ebd/${q.id}/classes`)).itens).toHaveLength(1);
    expect((await ok('GET', `/ebd/${q.id}/lessons`)).itens).toMatchObject([{ id: les.id, estado: 'draft' }]);
    expect((await ok('GET', `/ministries/${m.id}/projects`)).itens).toMatchObject([{ id: p.id }]);
    expect((await call('PUT', `/publication-types/${w.tipoId}`, { nome: 'Boletim' })).statusCode).toBe(200);
  });
});
