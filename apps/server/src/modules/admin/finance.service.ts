import type {
  TFinancePaymentDetail,
  TFinancePaymentPage,
  TFinancePaymentSummary,
  TFinanceReasonList,
  ZFinancePaymentFilters,
  ZFinancePaymentQuery,
} from '@congrega/contract/admin/finance';
import { resolveTimeZone, zonedTime } from '@congrega/contract/datetime';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { paymentDetail, paymentsExportPage, reasonList, searchPayments, type PaymentFilter } from '../payments/payments.public.ts';
import { adminRead, type AdminContext } from './admin-tx.ts';
import { insertAudit } from './audit.repository.ts';
import { CSV_BOM, csvRow } from './csv.ts';

/**
 * The money console's payments (finance view; its grants need the second factor): the list with the filtered
 * set's totals, a payment's detail (reading it is audited: it names the payer and their CPF), the reasons for the
 * filter and the CSV export, paged by keyset in short transactions of EXPORT_PAGE rows and streamed page by page,
 * so memory stays constant whatever the church's size. `de`/`ate` are the church's calendar days.
 */
const EXPORT_PAGE = 500;

function startOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return zonedTime(y, m, d, 0, 0, timeZone);
}

function nextDay(day: string): string {
  const d = new Date(0);
  const [y, m, dd] = day.split('-').map(Number) as [number, number, number];
  d.setUTCFullYear(y, m - 1, dd + 1);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

function filterOf(ctx: AdminContext, q: z.output<typeof ZFinancePaymentFilters>): PaymentFilter {
  const zone = resolveTimeZone(ctx.staff.church.fusoHorario);
  const to = q.ate ? nextDay(q.ate) : undefined;
  return {
    from: q.de ? startOfDay(q.de, zone) : undefined,
    to: to ? startOfDay(to, zone) : undefined,
    zone,
    days: { from: q.de, to },
    metodo: q.metodo,
    status: q.status,
    destino: q.destino,
    motivo: q.motivo,
    pagador: q.pagador,
    usuarioId: q.usuarioId,
    comEstorno: q.comEstorno === undefined ? undefined : q.comEstorno === 'true',
    pagoAposCancelamento: q.pagoAposCancelamento === undefined ? undefined : q.pagoAposCancelamento === 'true',
    q: q.q,
  };
}

export function financePayments(ctx: AdminContext, q: z.output<typeof ZFinancePaymentQuery>): Promise<TFinancePaymentPage> {
  return adminRead(ctx, (tx, church) => searchPayments(tx, church, filterOf(ctx, q), { page: q.page, limit: q.limit }));
}

export function financeReasons(ctx: AdminContext): Promise<TFinanceReasonList> {
  return adminRead(ctx, (tx, church) => reasonList(tx, church.id));
}

export function financePaymentGet(ctx: AdminContext, id: number): Promise<TFinancePaymentDetail> {
  return adminRead(ctx, async (tx, church) => {
    const detail = await paymentDetail(ctx.app, tx, church.id, id);
    if (!detail) throw new AppError('PAYMENT_NOT_FOUND');
    await insertAudit(tx, church.id, {
      atorContaId: ctx.staff.contaId,
      area: 'finance',
      entidade: 'pagamento',
      entidadeId: String(id),
      acao: 'access',
      requestId: ctx.requestId,
      ip: ctx.ip,
    });
    return detail;
  });
}

const CSV_HEADER = [
  'id',
  'pedido',
  'criado_em',
  'pago_em',
  'status',
  'metodo',
  'destino',
  'descricao',
  'pagador',
  'email',
  'membro',
  'moeda',
  'valor',
  'taxas',
  'total',
  'estornado',
];
const cents = (n: number) => (n / 100).toFixed(2);

export function financePaymentsExport(ctx: AdminContext, q: z.output<typeof ZFinancePaymentFilters>): Readable {
  const filter = filterOf(ctx, q);
  async function* rows() {
    yield CSV_BOM + csvRow(CSV_HEADER);
    let after: number | null = null;
    for (;;) {
      const from = after;
      const page: TFinancePaymentSummary[] = await adminRead(ctx, (tx, church) =>
        paymentsExportPage(tx, church.id, filter, from, EXPORT_PAGE),
      );
      if (!page.length) return;
      yield page
        .map((p) =>
          csvRow([
            p.id,
            p.codigo,
            p.criadoEm,
            p.pagoEm,
            p.status,
            p.metodo,
            p.destino.tipo,
            p.destino.descricao,
            p.pagador.nome,
            p.pagador.email,
            p.pagador.usuarioId === null ? 'não' : 'sim',
            p.moeda,
            cents(p.valor),
            cents(p.taxas),
            cents(p.total),
            cents(p.estornado),
          ]),
        )
        .join('');
      after = page[page.length - 1]!.id;
      if (page.length < EXPORT_PAGE) return;
    }
  }
  return Readable.from(rows());
}
