import { resolveTimeZone } from '@congrega/contract/datetime';
import { matchLocale, type TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { drawReceiptPdf, receiptFileName, type ReceiptPdfInput, type YearlyReceipt } from './receipt-pdf.ts';
import { receiptLines } from './receipt-rules.ts';
import * as gifts from './receipt-gifts.repository.ts';
import * as repo from './receipts.repository.ts';

/**
 * The yearly receipts job's work (receipts.jobs.ts): draws a generation's receipts chunk by chunk until none is left,
 * then closes it. Each chunk reads its givers' gifts in one short church transaction, draws the PDFs outside it
 * (yielding to the event loop between two, so requests keep flowing), and stores each PDF only if no one stored it
 * first (`where pdf is null`): any number of copies, a retry after a crash or a re-queued job draw and e-mail each
 * receipt once. The job draws in a worker thread (receipts.jobs.ts), so the web requests of its copy never wait on
 * a PDF. `mailed` queues the e-mail of each receipt this worker stored, after its commit.
 */
export const RECEIPT_CHUNK = 20;

type Drawn = { id: number; receipt: YearlyReceipt; locale: TLocale; nome: string };

function address(h: gifts.ChurchHeadingRow): string | null {
  const street = [h.logradouro, h.numero].filter(Boolean).join(', ');
  const parts = [street + (h.complemento ? ` - ${h.complemento}` : ''), h.bairro, [h.cidade, h.estado].filter(Boolean).join('/')]
    .map((p) => p?.trim())
    .filter(Boolean);
  if (h.cep) parts.push(`CEP ${h.cep}`);
  return parts.length ? parts.join(' - ') : null;
}

/**
 * One chunk's receipts, ready to draw; or, once none is left to draw, the generation closed and its receipts drawn
 * but not yet e-mailed (a worker that died between storing a PDF and queueing its e-mail: queued again, once).
 */
async function nextChunk(
  app: FastifyInstance,
  churchId: number,
  runId: number,
  size: number,
): Promise<{ chunk: Drawn[] } | { unmailed: number[] }> {
  return app.database.withChurch(churchId, async (tx) => {
    const run = await repo.findRun(tx, churchId, runId);
    const pending = run?.estado === 'gerando' ? await repo.listPendingReceipts(tx, churchId, runId, size) : [];
    if (!run || !pending.length) {
      await repo.finishRunIfDone(tx, churchId, runId);
      return { unmailed: await repo.listUnmailed(tx, churchId, runId) };
    }
    const heading = (await gifts.findChurchHeading(tx, churchId))!;
    const timeZone = resolveTimeZone(heading.fusoHorario);
    const ids = pending.map((p) => p.usuarioId);
    const givers = new Map((await gifts.listGivers(tx, churchId, ids)).map((g) => [g.id, g]));
    const payments = await gifts.listYearPayments(tx, churchId, ids, run.ano, timeZone);
    const reasons = await gifts.listPaymentReasons(
      tx,
      churchId,
      payments.map((p) => p.id),
    );
    const envelopes = await gifts.listYearEnvelopes(tx, churchId, ids, run.ano);
    const churchLocale = matchLocale(heading.idioma) ?? 'pt-BR';
    const chunk = pending.map((p) => {
      const giver = givers.get(p.usuarioId);
      const nome = giver ? `${giver.nome} ${giver.sobrenome}`.trim() : '';
      const own = payments.filter((g) => g.usuarioId === p.usuarioId);
      const latest = own[own.length - 1];
      const receipt: YearlyReceipt = {
        ano: run.ano,
        moeda: heading.moeda,
        fusoHorario: timeZone,
        igreja: { nome: heading.razaoSocial || heading.nome, cnpj: heading.cnpj, endereco: address(heading) },
        doador: { nome, cpf: giver?.cpf ?? null },
        linhas: receiptLines(
          own.map((g) => ({ ...g, motivos: reasons.filter((r) => r.idPagamento === g.id) })),
          envelopes.filter((e) => e.usuarioId === p.usuarioId),
        ),
      };
      return { id: p.id, receipt, locale: (latest && matchLocale(latest.idioma)) || churchLocale, nome };
    });
    return { chunk };
  });
}

/** Draws one receipt's PDF: in this thread by default, in the job's worker thread when the job passes one. */
export type DrawPdf = (input: ReceiptPdfInput) => Promise<Uint8Array>;

export async function drawReceipts(
  app: FastifyInstance,
  job: { churchId: number; runId: number },
  mailed: (receiptId: number) => Promise<void>,
  size = RECEIPT_CHUNK,
  draw: DrawPdf = drawReceiptPdf,
): Promise<{ drawn: number }> {
  let drawn = 0;
  for (;;) {
    const next = await nextChunk(app, job.churchId, job.runId, size);
    if ('unmailed' in next) {
      for (const id of next.unmailed) await mailed(id);
      return { drawn };
    }
    const { chunk } = next;
    const files: { id: number; pdf: Uint8Array; idioma: string; arquivo: string }[] = [];
    for (const d of chunk) {
      files.push({
        id: d.id,
        pdf: await draw({ receipt: d.receipt, locale: d.locale }),
        idioma: d.locale,
        arquivo: receiptFileName(d.receipt.ano, d.nome, d.id),
      });
      await new Promise((resolve) => setImmediate(resolve));
    }
    const stored = await app.database.withChurch(job.churchId, async (tx) => {
      const ids: number[] = [];
      for (const { id, ...values } of files) if (await repo.saveReceiptPdf(tx, job.churchId, id, values)) ids.push(id);
      return ids;
    });
    drawn += stored.length;
    for (const id of stored) await mailed(id);
  }
}
