import { matchLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { renderReceiptMail } from './receipt-mail.ts';
import { WorkerThread } from '../../lib/worker-thread.ts';
import type { ReceiptPdfInput } from './receipt-pdf.ts';
import { drawReceipts, RECEIPT_CHUNK } from './receipts-runner.ts';
import { findReceiptMail, markReceiptMailed } from './receipts.repository.ts';

/**
 * Background work of the yearly donation receipts (plugins/jobs.ts): a generation's drawing and each receipt's
 * e-mail. Both are safe to repeat: the runner stores each PDF once (receipts-runner.ts), so a retry after a crash or
 * a second job of one generation resumes where the work stopped; the e-mail job skips a receipt already e-mailed.
 */
export const RECEIPTS_JOB = 'finance.receipts';
export const RECEIPT_MAIL_JOB = 'finance.receipt-mail';

export interface ReceiptsJob {
  churchId: number;
  runId: number;
}
export interface ReceiptMailJob {
  churchId: number;
  receiptId: number;
}

export function queueReceipts(app: FastifyInstance, job: ReceiptsJob): Promise<string | null> {
  return app.jobs.send<ReceiptsJob>(RECEIPTS_JOB, job, { singletonKey: `receipts:${job.runId}` });
}

/** A drawn receipt's e-mail with its PDF, once (a receipt already e-mailed is skipped). */
export async function sendReceiptMail(app: FastifyInstance, { churchId, receiptId }: ReceiptMailJob): Promise<void> {
  const row = await app.database.withChurch(churchId, (tx) => findReceiptMail(tx, churchId, receiptId));
  if (!row || !row.pdf || row.enviadoEm) return;
  const mail = renderReceiptMail(matchLocale(row.idioma) ?? 'pt-BR', {
    churchName: row.igreja,
    giverName: row.nome,
    ano: row.ano,
    fileName: row.arquivo ?? `informe-${row.ano}.pdf`,
    pdf: row.pdf,
  });
  await app.mailer.deliver({ churchId, to: row.email, tag: 'yearly-receipt' }, mail);
  await app.database.withChurch(churchId, (tx) => markReceiptMailed(tx, churchId, receiptId));
}

export function defineReceiptJobs(app: FastifyInstance): void {
  // The PDFs are drawn off the event loop, in one thread per copy, ended with the app.
  const pdfThread = new WorkerThread<ReceiptPdfInput, Uint8Array>(new URL('./receipt-pdf.ts', import.meta.url), 'drawReceiptPdf');
  app.addHook('onClose', () => pdfThread.close());
  app.jobs.define<ReceiptsJob>({
    name: RECEIPTS_JOB,
    handler: async (job) => {
      const { drawn } = await drawReceipts(
        app,
        job,
        (receiptId) =>
          app.jobs
            .send<ReceiptMailJob>(RECEIPT_MAIL_JOB, { churchId: job.churchId, receiptId }, { singletonKey: `receipt-mail:${receiptId}` })
            .then(() => undefined),
        RECEIPT_CHUNK,
        (input) => pdfThread.run(input),
      );
      app.log.info({ receipts: { runId: job.runId, drawn } }, 'yearly receipts drawn');
    },
    retryLimit: 5,
    retryDelaySeconds: 30,
  });
  app.jobs.define<ReceiptMailJob>({
    name: RECEIPT_MAIL_JOB,
    handler: (job) => sendReceiptMail(app, job),
    retryLimit: 5,
    retryDelaySeconds: 60,
  });
}
