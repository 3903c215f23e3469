import { formatMoment } from '@congrega/contract/datetime';
import type { TLocale } from '@congrega/contract/locale';
import { A4, formatCpf, MARGIN, PdfWriter, type TableRow } from '../../lib/pdf-writer.ts';
import { formatMoney } from '../payments/payments.public.ts';

/**
 * The yearly giving statement (for tax returns) as a PDF, drawn with the server's PDF kit (lib/pdf-writer.ts: embedded
 * fonts, any name prints). A4, one line per reason of each gift, then the total per reason and the grand total. A year without gifts still gives a valid one-page PDF.
 */

export interface GivingStatement {
  ano: number;
  igreja: string;
  moeda: string;
  /** The church's IANA zone: the year, each gift's day and the issue date are its calendar days. */
  fusoHorario: string;
  doador: { nome: string; cpf: string | null };
  doacoes: {
    data: Date;
    metodo: string | null;
    /** Fees and interest the giver paid on top of the reasons (total - reasons). */
    acrescimos: number;
    total: number;
    motivos: { nome: string; valor: number }[];
  }[];
}

type Copy = {
  title: (ano: number) => string;
  giver: string;
  cpf: string;
  columns: [string, string, string, string];
  extras: string;
  perReason: string;
  grandTotal: string;
  empty: (ano: number) => string;
  issued: (date: string) => string;
  page: (n: number, of: number) => string;
  methods: Record<string, string>;
};

const COPY: Record<TLocale, Copy> = {
  'pt-BR': {
    title: (ano) => `Extrato de doações ${ano}`,
    giver: 'Doador',
    cpf: 'CPF',
    columns: ['Data', 'Motivo', 'Forma de pagamento', 'Valor'],
    extras: 'Taxas pagas pelo doador',
    perReason: 'Total por motivo',
    grandTotal: 'Total doado no ano',
    empty: (ano) => `Nenhuma doação aprovada nesta igreja em ${ano}.`,
    issued: (d) => `Emitido em ${d}`,
    page: (n, of) => `Página ${n} de ${of}`,
    methods: {
      cartao_credito: 'Cartão de crédito',
      pix: 'Pix',
      boleto: 'Boleto',
      dinheiro: 'Dinheiro',
      carteira_digital: 'Carteira digital',
      ach: 'ACH',
    },
  },
  en: {
    title: (ano) => `Giving statement ${ano}`,
    giver: 'Giver',
    cpf: 'CPF',
    columns: ['Date', 'Reason', 'Payment method', 'Amount'],
    extras: 'Fees paid by the giver',
    perReason: 'Total per reason',
    grandTotal: 'Total given in the year',
    empty: (ano) => `No approved donations at this church in ${ano}.`,
    issued: (d) => `Issued on ${d}`,
    page: (n, of) => `Page ${n} of ${of}`,
    methods: { cartao_credito: 'Credit card', pix: 'Pix', boleto: 'Boleto', dinheiro: 'Cash', carteira_digital: 'Wallet app', ach: 'ACH' },
  },
  es: {
    title: (ano) => `Extracto de donaciones ${ano}`,
    giver: 'Donante',
    cpf: 'CPF',
    columns: ['Fecha', 'Motivo', 'Forma de pago', 'Monto'],
    extras: 'Tasas pagadas por el donante',
    perReason: 'Total por motivo',
    grandTotal: 'Total donado en el año',
    empty: (ano) => `Ninguna donación aprobada en esta iglesia en ${ano}.`,
    issued: (d) => `Emitido el ${d}`,
    page: (n, of) => `Página ${n} de ${of}`,
    methods: {
      cartao_credito: 'Tarjeta de crédito',
      pix: 'Pix',
      boleto: 'Boleto',
      dinheiro: 'Efectivo',
      carteira_digital: 'Billetera digital',
      ach: 'ACH',
    },
  },
};

const COLUMN_X = [MARGIN, 130, 330, A4[0] - MARGIN];

export async function renderGivingStatement(s: GivingStatement, locale: TLocale, now = new Date()): Promise<Uint8Array> {
  const copy = COPY[locale];
  const money = (cents: number) => formatMoney(cents, s.moeda, locale);
  const place = { locale, timeZone: s.fusoHorario };
  const date = (d: Date) => formatMoment(d, 'dateShort', place);
  const texts = [s.igreja, s.doador.nome, ...s.doacoes.flatMap((g) => g.motivos.map((m) => m.nome))];
  const w = await PdfWriter.open({ title: `${copy.title(s.ano)} - ${s.igreja}`, language: locale }, texts);

  w.text(s.igreja, MARGIN, 16, { bold: true });
  w.line(24);
  w.text(copy.title(s.ano), MARGIN, 13, { bold: true });
  w.line(20);
  w.text(`${copy.giver}: ${s.doador.nome}`, MARGIN);
  if (s.doador.cpf) {
    w.line(14);
    w.text(`${copy.cpf}: ${formatCpf(s.doador.cpf)}`, MARGIN);
  }
  w.line(28);

  if (s.doacoes.length === 0) {
    w.text(copy.empty(s.ano), MARGIN, 11);
  } else {
    const columns = copy.columns.map((label, i) => ({ label, x: COLUMN_X[i]!, width: [75, 190, 120, 100][i]!, right: i === 3 }));
    const rows: TableRow[] = [];
    const perReason = new Map<string, number>();
    let extras = 0;
    let grand = 0;
    for (const gift of s.doacoes) {
      const parts = gift.motivos.map((m) => ({ nome: m.nome, valor: m.valor }));
      if (gift.acrescimos > 0) parts.push({ nome: copy.extras, valor: gift.acrescimos });
      const method = gift.metodo ? (copy.methods[gift.metodo] ?? gift.metodo) : '-';
      for (const part of parts) rows.push({ cells: [date(gift.data), part.nome, method, money(part.valor)] });
      for (const m of gift.motivos) perReason.set(m.nome, (perReason.get(m.nome) ?? 0) + m.valor);
      extras += Math.max(0, gift.acrescimos);
      grand += gift.total;
    }
    w.table(columns, rows);
    w.line(30);
    const totals = [...perReason.entries()];
    if (extras > 0) totals.push([copy.extras, extras]);
    w.table(
      [
        { label: copy.perReason, x: MARGIN, width: 300 },
        { label: '', x: COLUMN_X[3]!, width: 150, right: true },
      ],
      totals.map(([nome, valor]) => ({ cells: [nome, money(valor)] })),
    );
    w.line(24);
    w.text(copy.grandTotal, MARGIN, 12, { bold: true });
    w.text(money(grand), COLUMN_X[3]!, 12, { bold: true, right: true, width: 200 });
  }

  w.footer(copy.issued(formatMoment(now, 'dateLong', place)), copy.page);
  return w.save();
}
