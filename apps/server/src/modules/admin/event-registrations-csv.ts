import type { TEventRegistrationSummary, ZEventRegistrationFilters } from '@congrega/contract/admin/event-registrations';
import type { THolderAnswer } from '@congrega/contract/events';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { eventRegistrationExportPage } from '../events/events.public.ts';
import { adminRead, type AdminContext } from './admin-tx.ts';
import { CSV_BOM, csvRow } from './csv.ts';
import { filterOf } from './event-registrations.service.ts';

/**
 * An event's registrations as CSV, one row per ticket (its holder, type, answers, admission) with its registration's
 * buyer, state and payment: paged by keyset in short transactions of EXPORT_PAGE registrations and streamed page by
 * page, as the payments export is, so memory stays constant whatever the event's size. Answers are one cell,
 * "question: answer" joined by " | " (each type asks its own questions).
 */
const EXPORT_PAGE = 500;
const HEADER = [
  'inscricao',
  'criada_em',
  'status',
  'comprador',
  'email',
  'membro',
  'pedido',
  'metodo',
  'pago',
  'moeda',
  'valor',
  'bilhete',
  'tipo',
  'titular',
  'respostas',
  'checkin_em',
];
const cents = (n: number) => (n / 100).toFixed(2);
/** A yes/no answer as the sheet's other yes/no cells say it ("sim", "não"); any other answer as given. */
const answerText = (a: THolderAnswer) => (a.tipo === 'simNao' ? (a.resposta === 'sim' ? 'sim' : 'não') : a.resposta);

export function eventRegistrationsExport(ctx: AdminContext, eventId: number, q: z.output<typeof ZEventRegistrationFilters>): Readable {
  const filter = filterOf(q);
  async function* rows() {
    let before: number | null = null;
    let first = true;
    for (;;) {
      const from: number | null = before;
      const page: TEventRegistrationSummary[] = await adminRead(ctx, (tx, church) =>
        eventRegistrationExportPage(tx, church.id, eventId, filter, from, EXPORT_PAGE),
      );
      if (first) yield CSV_BOM + csvRow(HEADER);
      first = false;
      if (!page.length) return;
      yield page
        .flatMap((r) =>
          r.bilhetes.map((b) =>
            csvRow([
              r.id,
              r.criadoEm,
              r.status,
              r.comprador.nome,
              r.comprador.email,
              r.comprador.usuarioId === null ? 'não' : 'sim',
              r.pagamento?.codigo,
              r.pagamento?.metodo,
              r.pago ? 'sim' : 'não',
              r.moeda,
              cents(r.valor),
              b.id,
              b.tipo.nome,
              b.titular,
              b.respostas.map((a) => `${a.pergunta}: ${answerText(a)}`).join(' | '),
              b.checkinEm,
            ]),
          ),
        )
        .join('');
      before = page[page.length - 1]!.id;
      if (page.length < EXPORT_PAGE) return;
    }
  }
  return Readable.from(rows());
}
