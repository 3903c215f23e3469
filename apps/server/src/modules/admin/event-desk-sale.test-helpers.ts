import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestEvent } from '../events/events.fixtures.ts';
import type { StaffSession } from './admin.test-helpers.ts';
import type { RegistrationsWorld } from './event-registrations.test-helpers.ts';

/** Test-only: a desk sale's body and call, and what it stored (payments, batches and their lines). */
export type DeskBuyerBody = { tipo: 'membro'; usuarioId: number } | { tipo: 'convidado'; nome: string; sobrenome: string; email: string };

/** `n` Adulto tickets (R$100 each, shirt "M") of the registrations world's event. */
export function adults(event: TestEvent, n: number, comprador: DeskBuyerBody, valorRecebido = 10_000 * n) {
  return {
    ingressos: [
      {
        id: event.tickets[0]!.id,
        quantidade: n,
        titulares: Array.from({ length: n }, (_, i) => ({
          nome: `Titular ${i + 1}`,
          respostas: [{ pergunta: event.tickets[0]!.perguntas[0]!, resposta: 'M' }],
        })),
      },
    ],
    comprador,
    valorRecebido,
  };
}

export function deskSale(w: RegistrationsWorld, s: StaffSession, event: TestEvent, body: unknown, key: string | null = randomUUID()) {
  return w.call(s, 'POST', `videira/events/${event.id}/registrations`, body as Record<string, unknown>, key);
}

export async function rows<T>(w: RegistrationsWorld, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await w.t.app.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** The church's batches with their ticket lines' count and cash (desk sales). */
export function dayBatches(w: RegistrationsWorld, churchId: number) {
  return rows<{ id: number; data: string; estado: string; linhas: number; valor: number }>(
    w,
    sql`select l.id, l.data::text as data, l.estado, count(i.id)::int as linhas, coalesce(sum(i.valor), 0)::int as valor
      from oferta_lote l left join oferta_lote_item i on i.id_lote = l.id and i.id_pagamento is not null
      where l.igreja_id = ${churchId} group by l.id order by l.id`,
  );
}
