import { formatCalendarDate, formatMoment } from '@congrega/contract/datetime';
import type { TLocale } from '@congrega/contract/locale';
import { A4, formatCnpj, formatCpf, MARGIN, PdfWriter } from '../../lib/pdf-writer.ts';
import { formatMoney } from '../payments/payments.public.ts';
import type { ReceiptLine, ReceiptOrigin } from './receipt-rules.ts';

/**
 * A giver's yearly donation receipt ("informe de doações") as a PDF, drawn with the server's PDF kit
 * (lib/pdf-writer.ts, the giver's own statement's: embedded fonts, any name prints): the church's legal name, CNPJ
 * and address, the giver's name and CPF, the gifts by month and reason (online or envelope), the totals per reason
 * and the year's total, and the church's declaration. A4, in the giver's language.
 */
export interface YearlyReceipt {
  ano: number;
  moeda: string;
  /** The church's IANA zone: the issue date is its calendar day. */
  fusoHorario: string;
  igreja: { nome: string; cnpj: string | null; endereco: string | null };
  doador: { nome: string; cpf: string | null };
  linhas: ReceiptLine[];
}

type Copy = {
  title: (ano: number) => string;
  cnpj: string;
  giver: string;
  cpf: string;
  cpfMissing: string;
  period: (ano: number) => string;
  columns: [string, string, string, string];
  origins: Record<ReceiptOrigin, string>;
  perReason: string;
  grandTotal: string;
  empty: (ano: number) => string;
  declaration: (igreja: string, doador: string, total: string, ano: number) => string;
  issued: (date: string) => string;
  page: (n: number, of: number) => string;
};

const COPY: Record<TLocale, Copy> = {
  'pt-BR': {
    title: (ano) => `Informe de doações ${ano}`,
    cnpj: 'CNPJ',
    giver: 'Doador',
    cpf: 'CPF',
    cpfMissing: 'não informado',
    period: (ano) => `Doações recebidas de 1º de janeiro a 31 de dezembro de ${ano}.`,
    columns: ['Mês', 'Motivo', 'Forma', 'Valor'],
    origins: { online: 'On-line', envelope: 'Envelope (oferta no culto)' },
    perReason: 'Total por motivo',
    grandTotal: 'Total doado no ano',
    empty: (ano) => `Nenhuma doação registrada em ${ano}.`,
    declaration: (i, d, t, ano) => `${i} declara ter recebido de ${d} doações no total de ${t} no ano de ${ano}.`,
    issued: (d) => `Emitido em ${d}`,
    page: (n, of) => `Página ${n} de ${of}`,
  },
  en: {
    title: (ano) => `Donation receipt ${ano}`,
    cnpj: 'CNPJ',
    giver: 'Giver',
    cpf: 'CPF',
    cpfMissing: 'not informed',
    period: (ano) => `Donations received from January 1 to December 31, ${ano}.`,
    columns: ['Month', 'Reason', 'Given by', 'Amount'],
    origins: { online: 'Online', envelope: 'Envelope (service offering)' },
    perReason: 'Total per reason',
    grandTotal: 'Total given in the year',
    empty: (ano) => `No donations recorded in ${ano}.`,
    declaration: (i, d, t, ano) => `${i} declares it received from ${d} donations totalling ${t} in the year ${ano}.`,
    issued: (d) => `Issued on ${d}`,
    page: (n, of) => `Page ${n} of ${of}`,
  },
  es: {
    title: (ano) => `Informe de donaciones ${ano}`,
    cnpj: 'CNPJ',
    giver: 'Donante',
    cpf: 'CPF',
    cpfMissing: 'no informado',
    period: (ano) => `Donaciones recibidas del 1 de enero al 31 de diciembre de ${ano}.`,
    columns: ['Mes', 'Motivo', 'Forma', 'Monto'],
    origins: { online: 'En línea', envelope: 'Sobre (ofrenda en el culto)' },
    perReason: 'Total por motivo',
    grandTotal: 'Total donado en el año',
    empty: (ano) => `Ninguna donación registrada en ${ano}.`,
    declaration: (i, d, t, ano) => `${i} declara haber recibido de ${d} donaciones por un total de ${t} en el año ${ano}.`,
    issued: (d) => `Emitido el ${d}`,
    page: (n, of) => `Página ${n} de ${of}`,
  },
};

const COLUMN_X = [MARGIN, 140, 330, A4[0] - MARGIN];

/** The receipt's file name in the ZIP and on the e-mail: year, a slug of the giver's name, their receipt id. */
export function receiptFileName(ano: number, nome: string, id: number): string {
  const slug = nome
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐ]/g, 'd')
    .replace(/[øØ]/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `informe-${ano}-${slug || 'doador'}-${id}.pdf`;
}

/** renderYearlyReceipt with one argument: what the receipts job's worker thread calls (receipts.jobs.ts). */
export function drawReceiptPdf(input: ReceiptPdfInput): Promise<Uint8Array> {
  return renderYearlyReceipt(input.receipt, input.locale);
}
export interface ReceiptPdfInput {
  receipt: YearlyReceipt;
  locale: TLocale;
}

export async function renderYearlyReceipt(r: YearlyReceipt, locale: TLocale, now = new Date()): Promise<Uint8Array> {
  const copy = COPY[locale];
  const money = (cents: number) => formatMoney(cents, r.moeda, locale);
  const monthName = (m: number) => {
    const s = formatCalendarDate(`${r.ano}-${String(m).padStart(2, '0')}-15`, 'month', locale);
    return s.charAt(0).toUpperCase() + s.slice(1);
  };
  const texts = [r.igreja.nome, r.igreja.endereco ?? '', r.doador.nome, ...r.linhas.map((l) => l.motivo)];
  const w = await PdfWriter.open({ title: `${copy.title(r.ano)} - ${r.doador.nome}`, language: locale }, texts);

  w.text(r.igreja.nome, MARGIN, 15, { bold: true });
  if (r.igreja.cnpj) {
    w.line(16);
    w.text(`${copy.cnpj}: ${formatCnpj(r.igreja.cnpj)}`, MARGIN, 10);
  }
  if (r.igreja.endereco) {
    w.line(14);
    w.text(r.igreja.endereco, MARGIN, 10);
  }
  w.line(28);
  w.text(copy.title(r.ano), MARGIN, 13, { bold: true });
  w.line(20);
  w.text(`${copy.giver}: ${r.doador.nome}`, MARGIN);
  w.line(14);
  w.text(`${copy.cpf}: ${r.doador.cpf ? formatCpf(r.doador.cpf) : copy.cpfMissing}`, MARGIN);
  w.line(14);
  w.text(copy.period(r.ano), MARGIN, 10);
  w.line(26);

  const grand = r.linhas.reduce((sum, l) => sum + l.valor, 0);
  if (r.linhas.length === 0) {
    w.text(copy.empty(r.ano), MARGIN, 11);
  } else {
    const columns = copy.columns.map((label, i) => ({ label, x: COLUMN_X[i]!, width: [85, 185, 150, 100][i]!, right: i === 3 }));
    w.table(
      columns,
      r.linhas.map((l) => ({ cells: [monthName(l.mes), l.motivo, copy.origins[l.origem], money(l.valor)] })),
    );
    const perReason = new Map<string, number>();
    for (const l of r.linhas) perReason.set(l.motivo, (perReason.get(l.motivo) ?? 0) + l.valor);
    w.line(30);
    w.table(
      [
        { label: copy.perReason, x: MARGIN, width: 300 },
        { label: '', x: COLUMN_X[3]!, width: 150, right: true },
      ],
      [...perReason.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([nome, valor]) => ({ cells: [nome, money(valor)] })),
    );
    w.line(24);
    w.text(copy.grandTotal, MARGIN, 12, { bold: true });
    w.text(money(grand), COLUMN_X[3]!, 12, { bold: true, right: true, width: 200 });
  }
  w.line(34);
  w.paragraph(copy.declaration(r.igreja.nome, r.doador.nome, money(grand), r.ano), MARGIN, 10, 14);
  w.footer(copy.issued(formatMoment(now, 'dateLong', { locale, timeZone: r.fusoHorario })), copy.page);
  return w.save();
}
