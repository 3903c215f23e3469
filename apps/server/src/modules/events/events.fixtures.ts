import type { THolderQuestionType } from '@congrega/contract/events';
import { randomUUID } from 'node:crypto';
import type { App } from '../../app.ts';
import type { TestChurch, TestMember } from '../../test/fixtures.ts';
import { SIGNATURE_HEADER, signWebhook } from '../payments/gateways/sandbox/webhook-signature.ts';
import { evento, eventoConteudo, eventoIngresso, eventoPergunta } from './events.schema.ts';

/** Test-only world builders for events: an event with ticket types, holder questions and content. */

export const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

export interface TicketSpec {
  nome?: string;
  valor?: number;
  taxa?: number;
  quantidade?: number;
  vendidos?: number;
  inicioVendas?: Date | null;
  fimVendas?: Date | null;
  limitePorUsuario?: number | null;
  flagConteudoOnline?: boolean;
  perguntas?: { texto: string; tipo?: THolderQuestionType; opcoes?: string[]; obrigatoria?: boolean }[];
}

export interface TestEvent {
  id: number;
  versao: number;
  tickets: { id: number; perguntas: number[] }[];
}

export async function createEvent(
  app: App,
  church: TestChurch,
  options: Partial<typeof evento.$inferInsert> & { tickets?: TicketSpec[]; conteudos?: { titulo: string; ticket?: number }[] } = {},
): Promise<TestEvent> {
  const db = app.database.db;
  const { tickets: ticketSpecs = [{}], conteudos = [], ...values } = options;
  const [row] = await db
    .insert(evento)
    .values({
      igrejaId: church.id,
      titulo: 'Conferência',
      dataInicio: daysFromNow(10),
      dataFim: daysFromNow(11),
      metodosPagamento: ['cartao_credito', 'pix', 'boleto', 'dinheiro', 'carteira_digital', 'ach'],
      maxParcelas: 6,
      ...values,
    })
    .returning();
  const tickets: TestEvent['tickets'] = [];
  for (const [i, spec] of ticketSpecs.entries()) {
    const [type] = await db
      .insert(eventoIngresso)
      .values({
        igrejaId: church.id,
        eventoId: row!.id,
        nome: spec.nome ?? `Ingresso ${i + 1}`,
        valor: spec.valor ?? 10_000,
        taxa: spec.taxa ?? 0,
        quantidade: spec.quantidade ?? 100,
        vendidos: spec.vendidos ?? 0,
        inicioVendas: spec.inicioVendas ?? null,
        fimVendas: spec.fimVendas ?? null,
        limitePorUsuario: spec.limitePorUsuario === undefined ? null : spec.limitePorUsuario,
        flagConteudoOnline: spec.flagConteudoOnline ?? false,
        ordem: i,
      })
      .returning({ id: eventoIngresso.id });
    const perguntas: number[] = [];
    for (const [j, q] of (spec.perguntas ?? []).entries()) {
      const [qr] = await db
        .insert(eventoPergunta)
        .values({
          igrejaId: church.id,
          ingressoId: type!.id,
          texto: q.texto,
          tipo: q.tipo ?? 'texto',
          opcoes: q.opcoes ?? [],
          obrigatoria: q.obrigatoria ?? false,
          ordem: j,
        })
        .returning({ id: eventoPergunta.id });
      perguntas.push(qr!.id);
    }
    tickets.push({ id: type!.id, perguntas });
  }
  for (const c of conteudos) {
    await db.insert(eventoConteudo).values({
      igrejaId: church.id,
      eventoId: row!.id,
      ingressoId: c.ticket === undefined ? null : tickets[c.ticket]!.id,
      titulo: c.titulo,
      tipo: 'video',
      url: 'https://video.example/live',
    });
  }
  return { id: row!.id, versao: row!.versao, tickets };
}

/** POST of a purchase as `member` (or a guest with null), with a fresh Idempotency-Key unless given. */
export function buy(
  app: App,
  church: TestChurch,
  event: TestEvent,
  member: TestMember | null,
  payload: Record<string, unknown>,
  key: string | null = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/usuario/${member?.usuarioId ?? 0}/evento/${event.id}/inscricao/`,
    headers: {
      ...(member ? member.headers : { host: church.host }),
      'accept-language': 'en',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: { versaoEvento: event.versao, aceiteTermos: true, ...payload },
  });
}

/** `quantidade` holders named "Holder n" with the given answers each. */
export function holders(quantidade: number, respostas: { pergunta: number; resposta: string }[] = []) {
  return Array.from({ length: quantidade }, (_, i) => ({ nome: `Holder ${i + 1}`, respostas }));
}

/** A signed status event of the sandbox gateway for one of its charges (the webhook route moves the payment). */
export function gatewayWebhook(app: App, churchId: number, reference: string, status: string) {
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    tipo: 'pagamento.status',
    criadoEm: new Date().toISOString(),
    dados: { igreja: churchId, referencia: reference, status },
  });
  return app.inject({
    method: 'POST',
    url: '/webhooks/pagamento/sandbox',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(app.paymentGateways.sandboxSecret, body, new Date()) },
    payload: body,
  });
}
