import type { TEventsReport, TFeesReport, TGivingReport, TRecurringReport, TRefundsReport } from '@congrega/contract/admin/finance-reports';
import { CSV_BOM, csvRow } from './csv.ts';

/**
 * The money console's reports as CSV (csv.ts: quoted, formula-safe cells, CRLF, BOM): one row per row of the report,
 * months as YYYY-MM, amounts in units of the currency with two decimals, method codes as the API names them.
 */
const cents = (n: number) => (n / 100).toFixed(2);
const month = (ano: number, mes: number) => `${ano}-${String(mes).padStart(2, '0')}`;
const csv = (header: string[], rows: unknown[][]) => CSV_BOM + csvRow(header) + rows.map(csvRow).join('');

export const reportCsv = {
  giving: (r: TGivingReport) =>
    csv(
      [
        'mes',
        'motivo_id',
        'motivo',
        'moeda',
        'online',
        'dinheiro',
        'total',
        'ano_anterior_online',
        'ano_anterior_dinheiro',
        'ano_anterior_total',
      ],
      r.linhas.map((l) => [
        month(r.ano, l.mes),
        l.motivoId,
        l.motivo,
        r.moeda,
        cents(l.online),
        cents(l.dinheiro),
        cents(l.online + l.dinheiro),
        cents(l.anteriorOnline),
        cents(l.anteriorDinheiro),
        cents(l.anteriorOnline + l.anteriorDinheiro),
      ]),
    ),
  events: (r: TEventsReport) =>
    csv(
      ['evento_id', 'evento', 'ingresso_id', 'ingresso', 'bilhetes', 'moeda', 'bruto', 'taxas', 'estornado', 'liquido'],
      r.linhas.map((l) => [
        l.eventoId,
        l.evento,
        l.ingressoId,
        l.ingresso,
        l.bilhetes,
        r.moeda,
        cents(l.bruto),
        cents(l.taxas),
        cents(l.estornado),
        cents(l.bruto - l.taxas - l.estornado),
      ]),
    ),
  fees: (r: TFeesReport) =>
    csv(
      ['mes', 'metodo', 'pagamentos', 'moeda', 'bruto', 'taxas'],
      r.linhas.map((l) => [month(r.ano, l.mes), l.metodo, l.pagamentos, r.moeda, cents(l.bruto), cents(l.taxas)]),
    ),
  refunds: (r: TRefundsReport) =>
    csv(
      ['mes', 'metodo', 'quantidade', 'moeda', 'valor'],
      r.linhas.map((l) => [month(r.ano, l.mes), l.metodo, l.quantidade, r.moeda, cents(l.valor)]),
    ),
  recurring: (r: TRecurringReport) =>
    csv(
      ['mes', 'iniciadas', 'canceladas', 'ativas_fim_mes'],
      r.linhas.map((l) => [month(r.ano, l.mes), l.iniciadas, l.canceladas, l.ativasFimMes]),
    ),
};
