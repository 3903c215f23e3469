import type { TAdminEvent, TAdminEventInput } from '@congrega/contract/admin/events';
import { EVENT_COPY_SUFFIX, EVENT_TITLE_MAX } from '@congrega/contract/admin/events';
import { holderQuestionType } from '@congrega/contract/events';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { eventMapLink, purchaseRules } from './event-authoring-rules.ts';
import {
  authoringQuestions,
  authoringTypes,
  deleteQuestionsExcept,
  deleteTypes,
  findAuthoringEvent,
  insertEvent,
  insertQuestion,
  insertType,
  openRegistrationIds,
  typesWithTickets,
  updateEvent,
  updateQuestion,
  updateType,
  type AuthoringEventRow,
  type EventValues,
} from './event-authoring.repository.ts';

/**
 * Authoring events in the staff console (exported through the door for admin/, which audits each change in the
 * same transaction; rules in packages/contract/src/admin/events.ts). A change locks the event row, then its ticket
 * types in id order (the order a purchase takes them in), so a quantity is compared with stock no purchase can move
 * meanwhile; the table's check constraint is the backstop.
 */

export type AuthoredEvent = Omit<TAdminEvent, 'moeda'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The event as the console edits it (switched-off types included); 404 ADMIN_EVENT_NOT_FOUND when not the church's. */
export async function authoredEvent(tx: Tx, churchId: number, id: number): Promise<AuthoredEvent> {
  const row = await findAuthoringEvent(tx, churchId, id);
  if (!row) throw new AppError('ADMIN_EVENT_NOT_FOUND');
  return viewOf(tx, churchId, row);
}

async function viewOf(tx: Tx, churchId: number, e: AuthoringEventRow): Promise<AuthoredEvent> {
  const types = await authoringTypes(tx, churchId, e.id);
  const ids = types.map((t) => t.id);
  const [questions, sold] = await Promise.all([authoringQuestions(tx, churchId, ids), typesWithTickets(tx, churchId, ids)]);
  return {
    id: e.id,
    titulo: e.titulo,
    resumo: e.resumo,
    descricao: e.descricao,
    imagem: e.imagem,
    dataInicio: e.dataInicio.toISOString(),
    dataFim: e.dataFim.toISOString(),
    horario: e.horario,
    localNome: e.localNome,
    localCidade: e.localCidade,
    localEndereco: e.localEndereco,
    localLinkMapa: e.localLinkMapa,
    contatoNome: e.contatoNome,
    contatoEmail: e.contatoEmail,
    contatoTelefone: e.contatoTelefone,
    termos: e.termos,
    metodosPagamento: e.metodosPagamento as AuthoredEvent['metodosPagamento'],
    maxParcelas: e.maxParcelas,
    diasPrazoDinheiro: e.diasPrazoDinheiro,
    flagRepassarTaxas: e.flagRepassarTaxas,
    flagConvidado: e.flagConvidado,
    dadosObrigatorios: e.dadosObrigatorios as AuthoredEvent['dadosObrigatorios'],
    versao: e.versao,
    flagAtivo: e.flagAtivo,
    criadoEm: e.criadoEm.toISOString(),
    ingressos: types.map((t) => ({
      id: t.id,
      nome: t.nome,
      descricao: t.descricao,
      valor: t.valor,
      taxa: t.taxa,
      quantidade: t.quantidade,
      vendidos: t.vendidos,
      reservados: t.reservados,
      comVendas: sold.has(t.id),
      inicioVendas: iso(t.inicioVendas),
      fimVendas: iso(t.fimVendas),
      limitePorUsuario: t.limitePorUsuario,
      flagConteudoOnline: t.flagConteudoOnline,
      flagAtivo: t.flagAtivo,
      perguntas: questions
        .filter((q) => q.ingressoId === t.id)
        .map((q) => ({ id: q.id, texto: q.texto, tipo: holderQuestionType(q.tipo), opcoes: q.opcoes, obrigatoria: q.obrigatoria })),
    })),
  };
}

function eventValues(input: TAdminEventInput): Omit<EventValues, 'versao' | 'flagAtivo'> {
  const { ingressos: _types, ...fields } = input;
  return {
    ...fields,
    dataInicio: new Date(input.dataInicio),
    dataFim: new Date(input.dataFim),
    localLinkMapa: eventMapLink(input.localEndereco),
  };
}

type TypeInput = TAdminEventInput['ingressos'][number];
const typeValues = (t: TypeInput, ordem: number) => ({
  nome: t.nome,
  descricao: t.descricao,
  valor: t.valor,
  taxa: t.taxa,
  quantidade: t.quantidade,
  inicioVendas: t.inicioVendas ? new Date(t.inicioVendas) : null,
  fimVendas: t.fimVendas ? new Date(t.fimVendas) : null,
  limitePorUsuario: t.limitePorUsuario,
  flagConteudoOnline: t.flagConteudoOnline,
  flagAtivo: t.flagAtivo,
  ordem,
});
const questionValues = (q: TypeInput['perguntas'][number], ordem: number) => ({
  texto: q.texto,
  tipo: q.tipo,
  opcoes: q.tipo === 'escolha' ? q.opcoes : [],
  obrigatoria: q.obrigatoria,
  ordem,
});

async function insertTypeWithQuestions(tx: Tx, churchId: number, eventId: number, t: TypeInput, ordem: number) {
  const id = await insertType(tx, churchId, eventId, typeValues(t, ordem));
  for (const [j, q] of t.perguntas.entries()) await insertQuestion(tx, churchId, id, questionValues(q, j));
  return id;
}

/** Creates the event with its types and questions: its id. */
export async function createAuthoredEvent(tx: Tx, churchId: number, input: TAdminEventInput): Promise<number> {
  // Not told yet: the console's create notifies the members (event-notice.ts).
  const row = await insertEvent(tx, churchId, { ...eventValues(input), notificadoEm: null });
  for (const [i, t] of input.ingressos.entries()) await insertTypeWithQuestions(tx, churchId, row.id, t, i);
  return row.id;
}

const notOfEvent = () => new AppError('EVENT_TICKET_TYPE_NOT_FOUND', {}, { fields: { ingressos: 'error.EVENT_TICKET_TYPE_NOT_FOUND' } });

/**
 * Replaces the event and its types (rules in admin/events.ts). Answers `stockUp`: the types whose free seats grew
 * (a quantity raised, a type switched back on), for the caller's ticketStockChanged; `antes`/`depois` for the audit.
 */
export async function updateAuthoredEvent(tx: Tx, churchId: number, id: number, input: TAdminEventInput) {
  const row = await findAuthoringEvent(tx, churchId, id, { lock: true });
  if (!row) throw new AppError('ADMIN_EVENT_NOT_FOUND');
  if (!row.flagAtivo) throw new AppError('ADMIN_EVENT_CANCELLED');
  const antes = await viewOf(tx, churchId, row);
  const types = await authoringTypes(tx, churchId, id, { lock: true });
  const byId = new Map(types.map((t) => [t.id, t]));
  const questionsBefore = await authoringQuestions(
    tx,
    churchId,
    types.map((t) => t.id),
  );
  const named = input.ingressos.flatMap((t) => (t.id === undefined ? [] : [t.id]));
  if (new Set(named).size !== named.length || named.some((n) => !byId.has(n))) throw notOfEvent();
  for (const [i, t] of input.ingressos.entries()) {
    const known = new Set(questionsBefore.filter((q) => q.ingressoId === t.id).map((q) => q.id));
    const ids = t.perguntas.flatMap((q) => (q.id === undefined ? [] : [q.id]));
    if (new Set(ids).size !== ids.length || ids.some((q) => !known.has(q))) throw notOfEvent();
    const current = t.id === undefined ? undefined : byId.get(t.id);
    if (current && t.quantidade < current.vendidos + current.reservados)
      throw new AppError(
        'EVENT_TICKET_QUANTITY_BELOW_SOLD',
        {},
        { fields: { [`ingressos.${i}.quantidade`]: 'error.EVENT_TICKET_QUANTITY_BELOW_SOLD' } },
      );
  }
  const removed = types.filter((t) => !named.includes(t.id)).map((t) => t.id);
  if ((await typesWithTickets(tx, churchId, removed)).size)
    throw new AppError('EVENT_TICKET_TYPE_HAS_SALES', {}, { fields: { ingressos: 'error.EVENT_TICKET_TYPE_HAS_SALES' } });

  await deleteTypes(tx, churchId, removed);
  const stockUp: number[] = [];
  for (const [i, t] of input.ingressos.entries()) {
    const current = t.id === undefined ? undefined : byId.get(t.id);
    if (!current) {
      await insertTypeWithQuestions(tx, churchId, id, t, i);
      continue;
    }
    await updateType(tx, churchId, current.id, typeValues(t, i));
    if (t.flagAtivo && (t.quantidade > current.quantidade || !current.flagAtivo)) stockUp.push(current.id);
    await deleteQuestionsExcept(
      tx,
      churchId,
      current.id,
      t.perguntas.flatMap((q) => (q.id === undefined ? [] : [q.id])),
    );
    for (const [j, q] of t.perguntas.entries()) {
      if (q.id === undefined) await insertQuestion(tx, churchId, current.id, questionValues(q, j));
      else await updateQuestion(tx, churchId, q.id, questionValues(q, j));
    }
  }
  const values = eventValues(input);
  const typesAfter = await authoringTypes(tx, churchId, id);
  const questionsAfter = await authoringQuestions(
    tx,
    churchId,
    typesAfter.map((t) => t.id),
  );
  const changedRules = purchaseRules(row, types, questionsBefore) !== purchaseRules({ ...row, ...values }, typesAfter, questionsAfter);
  await updateEvent(tx, churchId, id, { ...values, ...(changedRules ? { versao: row.versao + 1 } : {}) });
  const depois = await authoredEvent(tx, churchId, id);
  return { antes, depois, stockUp };
}

/**
 * Copies the event and its types (and questions) as a new event: nothing sold, title suffixed, the same dates, or
 * moved to `dataInicio` (the end and every sales window shifted by as much). Its id.
 */
export async function duplicateAuthoredEvent(tx: Tx, churchId: number, id: number, dataInicio?: string): Promise<number> {
  const row = await findAuthoringEvent(tx, churchId, id);
  if (!row) throw new AppError('ADMIN_EVENT_NOT_FOUND');
  const shift = dataInicio ? Date.parse(dataInicio) - row.dataInicio.getTime() : 0;
  const moved = (d: Date | null) => (d ? new Date(d.getTime() + shift) : null);
  const { id: _id, igrejaId: _church, criadoEm: _created, versao: _versao, ...fields } = row;
  const copy = await insertEvent(tx, churchId, {
    ...fields,
    titulo: (row.titulo.slice(0, EVENT_TITLE_MAX - EVENT_COPY_SUFFIX.length) + EVENT_COPY_SUFFIX).trim(),
    dataInicio: moved(row.dataInicio)!,
    dataFim: moved(row.dataFim)!,
    flagAtivo: true,
    // A copy is told at its first save (titled as staff rename it), not as "(cópia)".
    notificadoEm: null,
  });
  const types = await authoringTypes(tx, churchId, id);
  const questions = await authoringQuestions(
    tx,
    churchId,
    types.map((t) => t.id),
  );
  for (const t of types) {
    const { id: typeId, igrejaId: _c, eventoId: _e, vendidos: _v, reservados: _r, ...typeFields } = t;
    const newId = await insertType(tx, churchId, copy.id, {
      ...typeFields,
      inicioVendas: moved(t.inicioVendas),
      fimVendas: moved(t.fimVendas),
    });
    for (const q of questions.filter((q) => q.ingressoId === typeId))
      await insertQuestion(tx, churchId, newId, {
        texto: q.texto,
        tipo: q.tipo,
        opcoes: q.opcoes,
        obrigatoria: q.obrigatoria,
        ordem: q.ordem,
      });
  }
  return copy.id;
}

/**
 * Marks the event cancelled (`flag_ativo` false: the member pages stop showing it, nothing more is sold) and answers
 * its open registrations (at most `limit`, oldest first) for the caller to cancel one by one. Already cancelled:
 * nothing changes but the open registrations left by an earlier cancel are answered again (a repeat finishes it).
 */
export async function cancelAuthoredEvent(tx: Tx, churchId: number, id: number, limit: number) {
  const row = await findAuthoringEvent(tx, churchId, id, { lock: true });
  if (!row) throw new AppError('ADMIN_EVENT_NOT_FOUND');
  const wasActive = row.flagAtivo;
  if (wasActive) await updateEvent(tx, churchId, id, { flagAtivo: false, versao: row.versao + 1 });
  return { wasActive, registrations: await openRegistrationIds(tx, churchId, id, limit) };
}

/** Whether the event still has registrations not cancelled. */
export async function hasOpenRegistrations(tx: Tx, churchId: number, id: number): Promise<boolean> {
  return (await openRegistrationIds(tx, churchId, id, 1)).length > 0;
}
