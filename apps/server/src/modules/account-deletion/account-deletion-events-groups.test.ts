import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { buy, createEvent } from '../events/events.fixtures.ts';
import { ERASED_HOLDER } from '../events/events.personal-data.repository.ts';
import { eventoBilhete, eventoInscricao } from '../events/events.schema.ts';
import { idempotencia } from '../payments/payments.schema.ts';
import { createGroup } from '../groups/groups.fixtures.ts';
import { celula, celulaLider, celulaMembro, celulaSolicitacao } from '../groups/groups.schema.ts';
import { createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { findEverywhere } from './account-deletion.test-helpers.ts';

const NAME = 'Eustaquia';
const SURNAME = 'Tupinambadosanjos';
const CPF = '39053344705';
const PHONE = '21976543210';

/** Deleting an account that bought event tickets (holders with answers), joined, asked to join and led groups. */
describe('account deletion: events and groups', () => {
  let t: TestApp;
  let church: PayingChurch;
  let member: TestMember;
  let friend: TestMember;
  let led: number;
  let joined: number;
  let asked: number;
  let registrationId: number;
  let code: string;
  const db = () => t.app.database.db;
  const api = (m: TestMember, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...m.headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'adeus-eventos');
    member = await createMember(t.app, church, { nome: NAME, email: `eustaquia-${randomUUID().slice(0, 6)}@test.local` });
    await db().update(usuario).set({ sobrenome: SURNAME, cpf: CPF, telefone: PHONE, pais: 'BR' }).where(eq(usuario.id, member.usuarioId));
    friend = await createMember(t.app, church);

    const event = await createEvent(t.app, church, { tickets: [{ nome: 'Geral', valor: 0, perguntas: [{ texto: 'Documento' }] }] });
    const bought = await buy(t.app, church, event, member, {
      ingressos: [
        {
          id: event.tickets[0]!.id,
          quantidade: 1,
          titulares: [
            { nome: `${NAME} ${SURNAME}`, respostas: [{ pergunta: event.tickets[0]!.perguntas[0], resposta: `${CPF} ${PHONE}` }] },
          ],
        },
      ],
      valorTotal: 0,
    });
    expect(bought.statusCode).toBe(201);
    registrationId = bought.json().inscricao.id;
    code = bought.json().inscricao.ingressos[0].codigo;

    led = await createGroup(t.app, church, { nome: 'Célula Farol', leaders: [member.usuarioId, friend.usuarioId] });
    joined = await createGroup(t.app, church, { nome: 'Célula Ponte', members: [member.usuarioId] });
    asked = await createGroup(t.app, church, { nome: 'Célula Rio', liderUsuarioId: friend.usuarioId });
    const request = await api(member, 'POST', `/igreja/${church.slug}/solicitacao-celula/admissao`, {
      idCelula: asked,
      mensagem: `Sou ${NAME}, ligue ${PHONE}`,
    });
    expect(request.statusCode).toBe(201);
    // A request the member answered as leader of their group.
    await db()
      .insert(celulaSolicitacao)
      .values({ igrejaId: church.id, celulaId: led, usuarioId: friend.usuarioId, status: 'aceita', respondidoPor: member.usuarioId });
    expect(await findEverywhere(t, [NAME, CPF])).not.toEqual([]);
  });
  afterAll(() => t.close());

  it('exports the registrations with their tickets, holders and answers, and the groups led, joined and asked', async () => {
    const res = await api(member, 'GET', `/user/${member.contaId}/meus-dados?igreja=${church.id}`);
    expect(res.statusCode).toBe(200);
    const here = res.json().igrejas.find((i: { igreja: { id: number } }) => i.igreja.id === church.id).dados;
    expect(here.inscricoesEventos).toMatchObject([
      { id: registrationId, status: 'confirmada', ingressos: [{ ingresso: 'Geral', titular: `${NAME} ${SURNAME}`, codigo: code }] },
    ]);
    expect(here.inscricoesEventos[0].ingressos[0].respostas[0].resposta).toBe(`${CPF} ${PHONE}`);
    expect(here.celulas.map((c: { tipo: string; celulaId: number }) => [c.tipo, c.celulaId])).toEqual([
      ['lider', led],
      ['membro', joined],
      ['solicitacao', asked],
    ]);
    expect(here.celulas[2].mensagem).toContain(PHONE);
  });

  it('deletes: nothing names the member; the registration and ticket stay, the led group stays with its other leader', async () => {
    expect(
      (await api(member, 'POST', `/user/${member.contaId}/pedido-exclusao?igreja=${church.id}`, { senha: member.password })).statusCode,
    ).toBe(200);
    expect(await findEverywhere(t, [member.email, NAME, SURNAME, CPF, PHONE])).toEqual([]);

    const [registration] = await db().select().from(eventoInscricao).where(eq(eventoInscricao.id, registrationId));
    expect(registration).toMatchObject({ idUsuario: member.usuarioId, status: 'confirmada', convidado: null, convidadoEmail: null });
    const tickets = await db().select().from(eventoBilhete).where(eq(eventoBilhete.inscricaoId, registrationId));
    expect(tickets).toMatchObject([{ titular: ERASED_HOLDER, respostas: [], codigo: code }]);
    expect(
      await db()
        .select()
        .from(idempotencia)
        .where(and(eq(idempotencia.operacao, 'inscricao_evento'), eq(idempotencia.idUsuario, member.usuarioId))),
    ).toEqual([]);

    const groups = await db().select({ id: celula.id }).from(celula).where(eq(celula.igrejaId, church.id));
    expect(groups.map((g) => g.id).sort((a, b) => a - b)).toEqual([led, joined, asked]);
    const leaders = await db()
      .select({ celulaId: celulaLider.celulaId, usuarioId: celulaLider.usuarioId })
      .from(celulaLider)
      .where(eq(celulaLider.igrejaId, church.id));
    expect(leaders.sort((a, b) => a.celulaId - b.celulaId)).toEqual([
      { celulaId: led, usuarioId: friend.usuarioId },
      { celulaId: asked, usuarioId: friend.usuarioId },
    ]);
    expect(await db().select().from(celulaMembro).where(eq(celulaMembro.usuarioId, member.usuarioId))).toEqual([]);
    expect(await db().select().from(celulaSolicitacao).where(eq(celulaSolicitacao.usuarioId, member.usuarioId))).toEqual([]);
    const [answered] = await db()
      .select()
      .from(celulaSolicitacao)
      .where(and(eq(celulaSolicitacao.celulaId, led), eq(celulaSolicitacao.usuarioId, friend.usuarioId)));
    expect(answered).toMatchObject({ status: 'aceita', respondidoPor: null });
  });
});
