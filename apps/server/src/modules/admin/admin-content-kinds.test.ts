import { PDFDocument } from 'pdf-lib';
import { createMinistry, createPublicationType } from '../content/content.fixtures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPublicationFile } from './publication-files.ts';
import { kindsCalls, kindsWorld, text, uniq, type KindsWorld } from './content-kinds.test-helpers.ts';

/** Authoring publications (their types and PDFs) and ministries with their projects (reordered) in the staff console. */
let w: KindsWorld;
beforeAll(async () => {
  w = await kindsWorld();
});
afterAll(() => w.t.close());
const { call, ok, memberGet: member$ } = kindsCalls(() => w);

async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}
const uploadPdf = async (bytes: Buffer, s = w.editor, slug = 'videira') => {
  const form = new FormData();
  form.append('arquivo', new Blob([bytes], { type: 'application/pdf' }), 'revista.pdf');
  return w.t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/${slug}/content/publications/files`,
    headers: { ...s.headers, 'accept-language': 'en' },
    payload: form,
  });
};

describe('publications', () => {
  it('uploads a PDF, writes a draft of a type, publishes it: members see it, its type and its file at once', async () => {
    const up = await uploadPdf(await pdf());
    expect(up.statusCode, up.body).toBe(201);
    const arquivo = up.json().arquivo as string;
    expect(arquivo).toMatch(new RegExp(`^/media/uploads/church-${w.videira.id}/publications/[0-9a-f-]{36}\\.pdf$`));
    const slug = `boletim-${uniq()}`;
    const item = await ok('POST', '/publications', { titulo: 'Boletim de dezembro', ...text, slug, tipoId: w.tipoId, arquivo }, 201);
    expect(item).toMatchObject({ estado: 'draft', slug, tipoId: w.tipoId, arquivo });
    expect((await member$(`/publicacao/${slug}`)).statusCode).toBe(404);
    await ok('POST', `/publications/${item.id}/publish`, {});
    const detail = await member$(`/publicacao/${slug}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ titulo: 'Boletim de dezembro', arquivo, tipoId: w.tipoId });
    const types = await member$(`/igreja/videira/publicacao-tipo/`);
    expect(types.headers['cache-control']).toBe('public, max-age=0');
    expect(types.json().itens).toContainEqual(expect.objectContaining({ id: w.tipoId, nome: 'Boletim', total: 1 }));
    const file = await w.t.app.inject({ method: 'GET', url: arquivo, headers: { host: w.videira.host } });
    expect(file.statusCode).toBe(200);
  });

  it('refuses a slug in use (409 on slug), an unknown type, a file not its own and a file that is not a PDF', async () => {
    const arquivo = (await uploadPdf(await pdf())).json().arquivo as string;
    const slug = `revista-${uniq()}`;
    await ok('POST', '/publications', { titulo: 'Um', ...text, slug, tipoId: w.tipoId, arquivo }, 201);
    const clash = await call('POST', '/publications', { titulo: 'Dois', ...text, slug, tipoId: w.tipoId, arquivo });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'CONTENT_SLUG_TAKEN',
      fields: { slug: expect.any(String) },
    });
    const theirType = await createPublicationType(w.t.app, w.grace, 'Deles');
    const unknown = await call('POST', '/publications', { titulo: 'Três', ...text, slug: `x-${uniq()}`, tipoId: theirType, arquivo });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.tipoId).toMatch(/publication types/);
    const theirs = (await uploadPdf(await pdf(), w.graceAdmin, 'grace')).json().arquivo as string;
    const notOwn = await call('POST', '/publications', {
      titulo: 'Quatro',
      ...text,
      slug: `y-${uniq()}`,
      tipoId: w.tipoId,
      arquivo: theirs,
    });
    expect(notOwn.statusCode).toBe(400);
    expect(notOwn.json().fields.arquivo).toMatch(/Upload the PDF here/);
    const bad = await uploadPdf(Buffer.from('%PDF-1.4 /JavaScript (alert) %%EOF'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('FILE_INVALID');
    const pt = await call(
      'POST',
      '/publications',
      { titulo: 'Cinco', ...text, slug: 'Com Espaço', tipoId: w.tipoId, arquivo },
      w.editor,
      'videira',
      'pt-BR',
    );
    expect(pt.json().fields.slug).toMatch(/minúsculas/);
  });

  it('refuses a publication without its PDF (null, missing, blank) on `arquivo`, creating or changing it: never a 5xx', async () => {
    const arquivo = (await uploadPdf(await pdf())).json().arquivo as string;
    const body = { titulo: 'Sem arquivo', ...text, tipoId: w.tipoId };
    const saved = await ok('POST', '/publications', { ...body, slug: `z-${uniq()}`, arquivo }, 201);
    for (const without of [{ arquivo: null }, {}, { arquivo: '' }, { arquivo: 7 }])
      for (const [method, path] of [
        ['POST', '/publications'],
        ['PUT', `/publications/${saved.id}`],
      ] as const) {
        const res = await call(method, path, { ...body, ...without });
        expect(res.statusCode, `${method} ${JSON.stringify(without)}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { arquivo: expect.any(String) } });
      }
    // The file check itself (behind the contract's schema) refuses no file as a field error too.
    for (const missing of [null, undefined, ' '])
      await expect(assertPublicationFile(w.t.app.config.dataDir, w.videira.id, missing, arquivo, 'arquivo')).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { arquivo: 'validation.required' },
      });
  });

  it('keeps the type list: adds, renames, refuses to delete one in use, deletes an empty one; all audited', async () => {
    const created = await ok('POST', '/publication-types', { nome: 'Revista EBD', descricao: null }, 201);
    expect(created).toMatchObject({ nome: 'Revista EBD', ordem: 0, total: 0 });
    const renamed = await ok('PUT', `/publication-types/${created.id}`, { nome: 'Revistas', ordem: 3 });
    expect(renamed).toMatchObject({ nome: 'Revistas', ordem: 3 });
    expect((await ok('GET', '/publication-types')).itens).toContainEqual(expect.objectContaining({ id: created.id, nome: 'Revistas' }));
    const inUse = await call('DELETE', `/publication-types/${w.tipoId}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('PUBLICATION_TYPE_IN_USE');
    expect((await call('DELETE', `/publication-types/${created.id}`)).statusCode).toBe(204);
    expect((await call('PUT', `/publication-types/${created.id}`, { nome: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/publication-types/${w.tipoId}`, undefined, w.graceAdmin, 'grace')).statusCode).toBe(404);
  });
});

describe('ministries and projects', () => {
  const ministry = (over: object = {}) => ({
    titulo: 'Ação Social',
    ...text,
    responsavelNome: 'Irmã Clara',
    responsavelEmail: 'Clara@Videira.Example',
    responsavelTelefone: '+55 11 98888-7777',
    redesSociais: [{ rede: 'instagram', url: 'https://instagram.com/acao' }],
    ...over,
  });

  it('writes a ministry with its responsible person and networks, its projects in the order staff set', async () => {
    const m = await ok('POST', '/ministries', ministry(), 201);
    expect(m).toMatchObject({
      responsavelNome: 'Irmã Clara',
      responsavelEmail: 'clara@videira.example',
      redesSociais: [{ rede: 'instagram' }],
    });
    await ok('POST', `/ministries/${m.id}/publish`, {});
    const a = await ok(
      'POST',
      '/projects',
      { titulo: 'Sopa solidária', ...text, ministerioId: m.id, meta: '200 pratos', metaValor: 200, metaAlcancada: 50 },
      201,
    );
    const b = await ok('POST', '/projects', { titulo: 'Agasalho', ...text, ministerioId: m.id }, 201);
    for (const p of [a, b]) await ok('POST', `/projects/${p.id}/publish`, {});
    expect((await ok('GET', `/ministries/${m.id}/projects`)).itens).toMatchObject([{ id: a.id }, { id: b.id }]);
    const shown = async () =>
      (await member$(`/igreja/videira/ministerio-projeto/?ministerio=${m.id}`)).json().itens.map((p: { id: number }) => p.id);
    expect(await shown()).toEqual([a.id, b.id]);
    const reordered = await ok('PUT', `/ministries/${m.id}/projects/order`, { ids: [b.id, a.id] });
    expect(reordered.itens).toMatchObject([
      { id: b.id, ordem: 1 },
      { id: a.id, ordem: 2 },
    ]);
    expect(await shown()).toEqual([b.id, a.id]);
    const detail = (await member$(`/ministerio/${m.id}`)).json();
    expect(detail.responsavel).toMatchObject({ nome: 'Irmã Clara', email: 'clara@videira.example' });
    const missing = await call('PUT', `/ministries/${m.id}/projects/order`, { ids: [b.id] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.ids).toMatch(/each of the ministry's projects/);
  });

  it.each([
    ['a social link that is not https', { redesSociais: [{ rede: 'site', url: 'javascript:alert(1)' }] }, 'redesSociais.0.url'],
    ['a bad e-mail', { responsavelEmail: 'not-mail' }, 'responsavelEmail'],
    ['a NUL byte', { responsavelNome: 'a\u0000b' }, 'responsavelNome'],
    ['a wrong type', { redesSociais: 'instagram' }, 'redesSociais'],
    ['a photo of no upload', { responsavelFoto: 'https://evil.example/x.png' }, 'responsavelFoto'],
  ])('refuses %s on its field', async (_name, over, field) => {
    const res = await call('POST', '/ministries', ministry(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeTruthy();
  });

  it("refuses a project of another church's ministry, a huge id and a negative goal", async () => {
    const g = { id: await createMinistry(w.t.app, w.grace) };
    const res = await call('POST', '/projects', { titulo: 'P', ...text, ministerioId: g.id });
    expect(res.json()).toMatchObject({ code: 'MINISTRY_UNKNOWN', fields: { ministerioId: expect.any(String) } });
    expect(
      (await call('POST', '/projects', { titulo: 'P', ...text, ministerioId: 99_999_999_999 })).json().fields.ministerioId,
    ).toBeTruthy();
    expect(
      (await call('POST', '/projects', { titulo: 'P', ...text, ministerioId: 1, metaValor: -1 })).json().fields.metaValor,
    ).toBeTruthy();
    expect((await call('GET', '/ministries/99999999999/projects')).statusCode).toBe(400);
    expect((await call('GET', `/ministries/${g.id}/projects`)).statusCode).toBe(404);
  });
});
