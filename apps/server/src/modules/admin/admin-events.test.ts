import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, createEvent } from '../events/events.fixtures.ts';
import { eventoBilhete } from '../events/events.schema.ts';
import { auditoria } from './admin.schema.ts';
import { createRegistrationsWorld, type RegistrationsWorld } from './event-registrations.test-helpers.ts';
import { ADDRESS, asTestEvent, bodyOf, eventBody, eventsApi } from './events-admin.test-helpers.ts';

/**
 * Authoring events in the staff console (issue 32, "Events and tickets"): create with ticket types and questions
 * (seen on the member page), get, edit (a purchase rule changed raises `versao`: a buyer mid-purchase gets
 * EVT_REG_023), a price changed after a sale keeps the sale, a quantity below what is sold is refused, a sold type
 * cannot be removed but can be switched off, duplicate; bad bodies translated; another church's event 404 (who may:
 * admin-events-cancel.test.ts).
 */
let w: RegistrationsWorld;
let api: ReturnType<typeof eventsApi>;

beforeAll(async () => {
  w = await createRegistrationsWorld();
  api = eventsApi(w);
});
afterAll(() => w.t.close());

const memberPage = (id: number) =>
  w.t.app.inject({
    method: 'GET',
    url: `/api/v1/igreja/${w.videira.slug}/evento/${id}/`,
    headers: { ...w.payer.headers, 'accept-language': 'en' },
  });
const audits = (id: number) =>
  w.t.app.database.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.igrejaId, w.videira.id), eq(auditoria.entidade, 'evento'), eq(auditoria.entidadeId, String(id))));

describe('create and get', () => {
  it('creates an event with two ticket types and their questions, audited, and the member page shows it', async () => {
    const res = await api.create(w.admin);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      titulo: 'Retiro de casais',
      contatoEmail: 'eventos@videira.test',
      localLinkMapa: `https://www.openstreetmap.org/search?query=${encodeURIComponent(ADDRESS)}`,
      versao: 1,
      flagAtivo: true,
      moeda: 'BRL',
      metodosPagamento: ['cartao_credito', 'pix'],
      ingressos: [
        {
          nome: 'Adulto',
          valor: 10_000,
          quantidade: 50,
          vendidos: 0,
          reservados: 0,
          comVendas: false,
          limitePorUsuario: 4,
          flagAtivo: true,
        },
        { nome: 'Criança', valor: 5_000, taxa: 0, quantidade: 20 },
      ],
    });
    expect(created.ingressos[0].perguntas).toEqual([
      { id: expect.any(Number), texto: 'Camiseta', tipo: 'escolha', opcoes: ['P', 'M', 'G'], obrigatoria: true },
    ]);
    expect(await audits(created.id)).toEqual([expect.objectContaining({ area: 'events', acao: 'create' })]);

    const got = await api.get(w.admin, created.id);
    expect([got.statusCode, got.json()]).toEqual([200, created]);

    const page = await memberPage(created.id);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      titulo: 'Retiro de casais',
      local: { nome: 'Chácara Boa Vista', endereco: ADDRESS, linkMapa: created.localLinkMapa },
      versao: 1,
      maxParcelas: 3,
      ingressos: [
        { nome: 'Adulto', valor: 10_000, perguntas: [{ texto: 'Camiseta', tipo: 'escolha', obrigatoria: true }] },
        { nome: 'Criança', perguntas: [{ texto: 'Idade', tipo: 'texto', obrigatoria: false }] },
      ],
    });
  });

  it("takes a cover uploaded to the church's event folder, and refuses a path of another church's folder", async () => {
    const up = await api.uploadCover(w.admin);
    expect(up.statusCode).toBe(201);
    expect(up.json().imagem).toMatch(new RegExp(`^/media/uploads/church-${w.videira.id}/events/`));
    const ok = await api.create(w.admin, eventBody({ imagem: up.json().imagem }));
    expect([ok.statusCode, ok.json().imagem]).toEqual([201, up.json().imagem]);
    const foreign = up.json().imagem.replace(`church-${w.videira.id}`, `church-${w.grace.id}`);
    const bad = await api.create(w.admin, eventBody({ imagem: foreign }));
    expect([bad.statusCode, bad.json().code, bad.json().fields]).toEqual([400, 'SETTINGS_IMAGE_NOT_OWN', { imagem: expect.any(String) }]);
  });

  it("answers 404 for another church's event, and for no event", async () => {
    const theirs = await createEvent(w.t.app, w.grace, { titulo: 'Grace night' });
    for (const id of [theirs.id, 2_147_483_647]) {
      const res = await api.get(w.admin, id);
      expect([res.statusCode, res.json().code]).toEqual([404, 'ADMIN_EVENT_NOT_FOUND']);
      const put = await api.put(w.admin, id, eventBody());
      expect([put.statusCode, put.json().code]).toEqual([404, 'ADMIN_EVENT_NOT_FOUND']);
      const dup = await api.call(w.admin, 'POST', `videira/events/${id}/duplicate`, {});
      expect(dup.statusCode).toBe(404);
    }
  });
});

describe('bad bodies', () => {
  const type = eventBody().ingressos[0]!;
  it.each([
    ['no title', { titulo: undefined }, 'titulo', 'This field is required.'],
    ['a blank title', { titulo: '   ' }, 'titulo', 'This field is required.'],
    ['a title too long', { titulo: 'x'.repeat(201) }, 'titulo', /at most 200/],
    [
      'an end before the start',
      { dataFim: new Date(Date.now() + 86_400_000).toISOString() },
      'dataFim',
      'The end must be after the start.',
    ],
    ['a date without offset', { dataInicio: '2027-01-01T10:00:00' }, 'dataInicio', /date/i],
    ['an unknown method', { metodosPagamento: ['cheque'] }, 'metodosPagamento.0', /./],
    ['too many installments', { maxParcelas: 13 }, 'maxParcelas', /./],
    ['a bad e-mail', { contatoEmail: 'not-mail' }, 'contatoEmail', /e-mail/i],
    ['an image not of this server', { imagem: 'https://evil.example/x.png' }, 'imagem', /image/i],
    ['an unknown field', { flagCancelado: true }, 'flagCancelado', /./],
    ['a price as text', { ingressos: [{ ...type, valor: '100' }] }, 'ingressos.0.valor', /./],
    ['a negative quantity', { ingressos: [{ ...type, quantidade: -1 }] }, 'ingressos.0.quantidade', /./],
    [
      'a choice with one option',
      { ingressos: [{ ...type, perguntas: [{ texto: 'Cor', tipo: 'escolha', opcoes: ['Azul'] }] }] },
      'ingressos.0.perguntas.0.opcoes',
      /./,
    ],
    [
      'an unknown question kind',
      { ingressos: [{ ...type, perguntas: [{ texto: 'Ok?', tipo: 'sim' }] }] },
      'ingressos.0.perguntas.0.tipo',
      /./,
    ],
    [
      'a sales window ending before it starts',
      { ingressos: [{ ...type, inicioVendas: '2027-01-02T00:00:00Z', fimVendas: '2027-01-01T00:00:00Z' }] },
      'ingressos.0.fimVendas',
      'The end must be after the start.',
    ],
  ])('refuses %s on its field, translated', async (_name, extra, field, message) => {
    const res = await api.create(w.admin, { ...eventBody(), ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields[field]).toEqual(message instanceof RegExp ? expect.stringMatching(message) : message);
    expect(res.json().fields[field]).not.toMatch(/^(validation|error)\./);
  });
});

describe('edit', () => {
  it('keeps the version for a new title or quantity, raises it for a new price: a purchase with the old one gets EVT_REG_023', async () => {
    const created = (await api.create(w.admin)).json();
    const body = bodyOf(created);
    const renamed = await api.put(w.admin, created.id, {
      ...body,
      titulo: 'Retiro 2027',
      ingressos: [{ ...body.ingressos[0], quantidade: 60 }, body.ingressos[1]],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ titulo: 'Retiro 2027', versao: 1, ingressos: [{ quantidade: 60 }, { quantidade: 20 }] });

    const stale = asTestEvent(created);
    const priced = await api.put(w.admin, created.id, {
      ...bodyOf(renamed.json()),
      ingressos: [{ ...body.ingressos[0], valor: 12_000 }, body.ingressos[1]],
    });
    expect([priced.statusCode, priced.json().versao]).toEqual([200, 2]);
    const order = {
      ingressos: [{ id: stale.tickets[1]!.id, quantidade: 1, titulares: [{ nome: 'Lia', respostas: [] }] }],
      valorTotal: 5_000,
      metodoPagamento: 'pix',
    };
    const old = await buy(w.t.app, w.videira, stale, w.payer, order);
    expect([old.statusCode, old.json().code]).toEqual([409, 'EVT_REG_023']);
    const fresh = await buy(w.t.app, w.videira, { ...stale, versao: 2 }, w.payer, order);
    expect(fresh.statusCode).toBe(201);
    expect(await audits(created.id)).toHaveLength(3);
  });

  it('a price or question changed after a sale leaves the sold ticket as it was; a type added and one removed', async () => {
    const created = (await api.create(w.admin)).json();
    const event = asTestEvent(created);
    const id = await w.byCard(event, w.payer, ['Ana'], 'G');
    const body = bodyOf((await api.get(w.admin, created.id)).json());
    const [adult] = body.ingressos;
    const changed = await api.put(w.admin, created.id, {
      ...body,
      ingressos: [
        { ...adult, valor: 15_000, perguntas: [{ ...adult!.perguntas![0]!, texto: 'Tamanho da camiseta', opcoes: ['P', 'M', 'G', 'GG'] }] },
        { nome: 'Idoso', valor: 0, quantidade: 10 },
      ],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().ingressos.map((t: { nome: string }) => t.nome)).toEqual(['Adulto', 'Idoso']);
    expect(changed.json().ingressos[0]).toMatchObject({ valor: 15_000, vendidos: 1, comVendas: true });
    expect(changed.json().ingressos[0].perguntas[0]).toMatchObject({ id: adult!.perguntas![0]!.id, texto: 'Tamanho da camiseta' });
    expect((await w.registration(id)).valor).toBe(10_000);
    const [ticket] = await w.t.app.database.db.select().from(eventoBilhete).where(eq(eventoBilhete.inscricaoId, id));
    expect(ticket!.respostas).toEqual([{ pergunta: 'Camiseta', resposta: 'G' }]);
  });

  it('refuses a quantity below sold and held, and removing a sold type (409 translated); switching it off is fine', async () => {
    const created = (await api.create(w.admin)).json();
    const event = asTestEvent(created);
    await w.byCard(event, w.payer, ['Bia', 'Caio']);
    await w.byPix(event, w.payer, 'Duda');
    const body = bodyOf((await api.get(w.admin, created.id)).json());
    const [adult, child] = body.ingressos;

    const below = await api.put(w.admin, created.id, { ...body, ingressos: [{ ...adult, quantidade: 1 }, child] });
    expect([below.statusCode, below.json().code]).toEqual([409, 'EVENT_TICKET_QUANTITY_BELOW_SOLD']);
    expect(below.json().message).toMatch(/sold/);
    expect(below.json().fields).toEqual({ 'ingressos.0.quantidade': expect.stringMatching(/sold/) });
    const heldBelow = await api.put(w.admin, created.id, { ...body, ingressos: [adult, { ...child, quantidade: 0 }] });
    expect([heldBelow.statusCode, heldBelow.json().code]).toEqual([409, 'EVENT_TICKET_QUANTITY_BELOW_SOLD']);
    const exact = await api.put(w.admin, created.id, { ...body, ingressos: [{ ...adult, quantidade: 2 }, child] });
    expect([exact.statusCode, exact.json().ingressos[0].quantidade]).toEqual([200, 2]);

    const removed = await api.put(w.admin, created.id, { ...body, ingressos: [adult] });
    expect([removed.statusCode, removed.json().code]).toEqual([409, 'EVENT_TICKET_TYPE_HAS_SALES']);
    const off = await api.put(w.admin, created.id, { ...body, ingressos: [adult, { ...child, flagAtivo: false }] });
    expect(off.statusCode).toBe(200);
    expect(off.json().ingressos[1]).toMatchObject({ flagAtivo: false, reservados: 1 });
    expect((await memberPage(created.id)).json().ingressos.map((t: { nome: string }) => t.nome)).toEqual(['Adulto']);
  });

  it("refuses a type or question id that is not the event's", async () => {
    const a = (await api.create(w.admin)).json();
    const b = (await api.create(w.admin)).json();
    const body = bodyOf(a);
    const foreign = await api.put(w.admin, a.id, { ...body, ingressos: [{ ...body.ingressos[0], id: b.ingressos[0].id }] });
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'EVENT_TICKET_TYPE_NOT_FOUND']);
    const q = await api.put(w.admin, a.id, {
      ...body,
      ingressos: [{ ...body.ingressos[0], perguntas: [{ ...body.ingressos[0]!.perguntas![0]!, id: b.ingressos[0].perguntas[0].id }] }],
    });
    expect([q.statusCode, q.json().code]).toEqual([400, 'EVENT_TICKET_TYPE_NOT_FOUND']);
  });
});

describe('duplicate', () => {
  it('copies the event and its types as a new event with nothing sold, title suffixed, the same or shifted dates', async () => {
    const created = (await api.create(w.admin)).json();
    await w.byCard(asTestEvent(created), w.payer, ['Eva']);
    const res = await api.call(w.admin, 'POST', `videira/events/${created.id}/duplicate`, {});
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(created.id);
    expect(copy).toMatchObject({ titulo: 'Retiro de casais (cópia)', dataInicio: created.dataInicio, dataFim: created.dataFim, versao: 1 });
    expect(copy.ingressos).toEqual([
      expect.objectContaining({
        nome: 'Adulto',
        vendidos: 0,
        comVendas: false,
        perguntas: [expect.objectContaining({ texto: 'Camiseta' })],
      }),
      expect.objectContaining({ nome: 'Criança', vendidos: 0 }),
    ]);
    expect(copy.ingressos[0].id).not.toBe(created.ingressos[0].id);

    const start = new Date(Date.parse(created.dataInicio) + 7 * 86_400_000).toISOString();
    const shifted = (await api.call(w.admin, 'POST', `videira/events/${created.id}/duplicate`, { dataInicio: start })).json();
    expect([shifted.dataInicio, shifted.dataFim]).toEqual([start, new Date(Date.parse(created.dataFim) + 7 * 86_400_000).toISOString()]);
  });
});
