import { Readable } from 'node:stream';
import { churchDay } from '@congrega/contract/datetime';
import type { TReceiptRun, TReceiptYear } from '@congrega/contract/admin/receipts';
import yazl from 'yazl';
import { AppError } from '../../lib/app-error.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { insertAudit } from './audit.repository.ts';
import { queueReceipts } from './receipts.jobs.ts';
import { findChurchHeading } from './receipt-gifts.repository.ts';
import * as repo from './receipts.repository.ts';

/**
 * Yearly donation receipts in the money console (rules in packages/contract/src/admin/receipts.ts). Starting lists
 * the year's givers into a new generation in the same transaction as its audit row, then queues its job; a
 * generation still drawing when its year is looked at is queued again (a job lost between the commit and the queue,
 * or given up after its retries, resumes once it drew nothing for 5 minutes: receipts-runner.ts makes a doubled job
 * harmless, this keeps it rare). The ZIP is streamed: its entries
 * are listed first, each PDF read from the database when the archive reaches it, a page at a time.
 */
const ZIP_PAGE = 25;

const currentYear = (church: TenantChurch) => Number(churchDay(church.fusoHorario).slice(0, 4));

function runView(r: repo.RunRow): TReceiptRun {
  return {
    id: r.id,
    ano: r.ano,
    estado: r.estado as TReceiptRun['estado'],
    total: r.total,
    gerados: r.gerados,
    enviados: r.enviados,
    iniciadoPor: { contaId: r.iniciadoPorContaId, nome: r.iniciadoPorNome },
    iniciadoEm: r.iniciadoEm.toISOString(),
    concluidoEm: r.concluidoEm?.toISOString() ?? null,
  };
}

function checkYear(church: TenantChurch, ano: number) {
  if (ano > currentYear(church)) throw new AppError('RECEIPT_YEAR_FUTURE', {}, { fields: { ano: 'error.RECEIPT_YEAR_FUTURE' } });
}

export async function receiptYear(ctx: AdminContext, ano: number): Promise<TReceiptYear> {
  checkYear(ctx.staff.church, ano);
  const { run, legal } = await adminRead(ctx, async (tx, church) => {
    const heading = await findChurchHeading(tx, church.id);
    return { run: await repo.findLatestRun(tx, church.id, ano), legal: Boolean(heading?.razaoSocial && heading.cnpj) };
  });
  if (run?.parado) await queueReceipts(ctx.app, { churchId: ctx.staff.church.id, runId: run.id });
  return { ano, anoAtual: currentYear(ctx.staff.church), lote: run ? runView(run) : null, faltaDadosLegais: !legal };
}

export async function receiptStart(ctx: AdminContext, ano: number): Promise<TReceiptRun> {
  checkYear(ctx.staff.church, ano);
  const run = await adminWrite(ctx, { area: 'finance', entidade: 'informe_lote' }, async (tx, church) => {
    if (await repo.findBusyRun(tx, church.id)) throw new AppError('RECEIPT_RUN_BUSY');
    const id = await repo.insertRun(tx, church.id, ano, ctx.staff.contaId);
    if (id === undefined) throw new AppError('RECEIPT_RUN_BUSY');
    const doadores = await repo.insertRunGivers(tx, church.id, id, ano, church.fusoHorario);
    if (doadores === 0) await repo.finishRunIfDone(tx, church.id, id);
    return { result: (await repo.findRun(tx, church.id, id))!, audit: { entidadeId: id, acao: 'create', depois: { ano, doadores } } };
  });
  if (run.estado === 'gerando') await queueReceipts(ctx.app, { churchId: ctx.staff.church.id, runId: run.id });
  return runView(run);
}

/** The finished generation's PDFs as one ZIP (its download audited as an access: it holds every giver's CPF). */
export async function receiptZip(ctx: AdminContext, id: number): Promise<Readable> {
  const churchId = ctx.staff.church.id;
  const files = await adminRead(ctx, async (tx) => {
    const run = await repo.findRun(tx, churchId, id);
    if (!run) throw new AppError('RECEIPT_RUN_NOT_FOUND');
    if (run.estado !== 'concluido') throw new AppError('RECEIPT_RUN_UNFINISHED');
    await insertAudit(tx, churchId, {
      atorContaId: ctx.staff.contaId,
      area: 'finance',
      entidade: 'informe_lote',
      entidadeId: String(id),
      acao: 'access',
      requestId: ctx.requestId,
      ip: ctx.ip,
    });
    return repo.listRunFiles(tx, churchId, id);
  });
  const zip = new yazl.ZipFile();
  const page = new Map<number, Uint8Array>();
  files.forEach((file, i) => {
    zip.addReadStreamLazy(file.arquivo, { compress: false }, (done) => {
      const read = page.has(file.id)
        ? Promise.resolve()
        : adminRead(ctx, (tx) =>
            repo.listPdfs(
              tx,
              churchId,
              files.slice(i, i + ZIP_PAGE).map((f) => f.id),
            ),
          ).then((rows) => {
            page.clear();
            for (const r of rows) if (r.pdf) page.set(r.id, r.pdf);
          });
      read.then(
        () => {
          const pdf = page.get(file.id) ?? new Uint8Array();
          page.delete(file.id);
          done(null, Readable.from([Buffer.from(pdf)]));
        },
        (err: Error) => done(err, undefined as never),
      );
    });
  });
  zip.end();
  return zip.outputStream as Readable;
}
