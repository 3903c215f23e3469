import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, holders, type TestEvent } from '../events/events.fixtures.ts';
import { createRegistrationsWorld, type RegistrationsWorld } from './event-registrations.test-helpers.ts';
import { asTestEvent, eventBody, eventsApi } from './events-admin.test-helpers.ts';

/**
 * The yes/no holder question (`simNao`, contract HOLDER_QUESTION_TYPES): authored without options, answered only
 * `sim` or `nao` at purchase (anything else EVT_REG_004, left out when required EVT_REG_003), stored marked as a
 * yes/no so the console, the member's tickets and the CSV say it translated ("sim" / "não" in the sheet).
 */
let w: RegistrationsWorld;
let api: ReturnType<typeof eventsApi>;
let event: TestEvent;
const QUESTION = 'Precisa de transporte?';

const yesNoBody = (opcoes: string[] = []) =>
  eventBody({
    metodosPagamento: [],
    ingressos: [
      {
        nome: 'Gratuito',
        valor: 0,
        quantidade: 10,
        perguntas: [
          { texto: QUESTION, tipo: 'simNao', opcoes, obrigatoria: true },
          { texto: 'Igreja', tipo: 'texto', obrigatoria: false },
        ],
      },
    ],
  });
const purchase = (respostas: { pergunta: number; resposta: string }[]) =>
  buy(w.t.app, w.videira, event, w.payer, {
    ingressos: [{ id: event.tickets[0]!.id, quantidade: 1, titulares: holders(1, respostas) }],
    valorTotal: 0,
  });

beforeAll(async () => {
  w = await createRegistrationsWorld();
  api = eventsApi(w);
  const created = await api.create(w.admin, yesNoBody());
  expect(created.statusCode).toBe(201);
  expect(created.json().ingressos[0].perguntas[0]).toMatchObject({ texto: QUESTION, tipo: 'simNao', opcoes: [], obrigatoria: true });
  event = asTestEvent(created.json());
});
afterAll(() => w.t.close());

describe('yes/no holder questions', () => {
  it('are authored without options (options given: a translated 400 on the field)', async () => {
    const res = await api.create(w.admin, yesNoBody(['Sim', 'Não']));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['ingressos.0.perguntas.0.opcoes']);
  });

  it('the member page asks them as yes/no', async () => {
    const page = await w.t.app.inject({ method: 'GET', url: `/api/v1/igreja/videira/evento/${event.id}/`, headers: w.payer.headers });
    expect(page.json().ingressos[0].perguntas[0]).toMatchObject({ tipo: 'simNao', opcoes: [] });
  });

  it('refuse an answer other than sim or nao (004) and a required one left out (003)', async () => {
    const [yesNo, church] = event.tickets[0]!.perguntas as [number, number];
    for (const resposta of ['talvez', 'Sim', 'true']) {
      const res = await purchase([{ pergunta: yesNo, resposta }]);
      expect([res.statusCode, res.json().code]).toEqual([422, 'EVT_REG_004']);
    }
    const missing = await purchase([{ pergunta: church, resposta: 'Videira' }]);
    expect([missing.statusCode, missing.json().code]).toEqual([422, 'EVT_REG_003']);
  });

  it('keep sim or nao marked as yes/no: the console, the member’s tickets and the CSV show it', async () => {
    const [yesNo, church] = event.tickets[0]!.perguntas as [number, number];
    const yes = await purchase([
      { pergunta: yesNo, resposta: 'sim' },
      { pergunta: church, resposta: 'Videira' },
    ]);
    expect(yes.statusCode).toBe(201);
    const no = await purchase([{ pergunta: yesNo, resposta: 'nao' }]);
    expect(no.statusCode).toBe(201);

    const list = await w.call(w.admin, 'GET', `videira/events/${event.id}/registrations`);
    const answers = list.json().itens.map((r: { bilhetes: { respostas: unknown[] }[] }) => r.bilhetes[0]!.respostas);
    expect(answers).toEqual([
      [{ pergunta: QUESTION, resposta: 'nao', tipo: 'simNao' }],
      [
        { pergunta: QUESTION, resposta: 'sim', tipo: 'simNao' },
        { pergunta: 'Igreja', resposta: 'Videira' },
      ],
    ]);

    const mine = await w.t.app.inject({
      method: 'GET',
      url: `/api/v1/usuario/${w.payer.usuarioId}/evento/${event.id}/inscricao/`,
      headers: w.payer.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().ingressos.flatMap((t: { respostas: unknown[] }) => t.respostas)).toContainEqual({
      pergunta: QUESTION,
      resposta: 'sim',
      tipo: 'simNao',
    });

    const csv = await w.call(w.admin, 'GET', `videira/events/${event.id}/registrations/export`);
    expect(csv.body).toContain(`${QUESTION}: sim | Igreja: Videira`);
    expect(csv.body).toContain(`${QUESTION}: não`);
  });
});
