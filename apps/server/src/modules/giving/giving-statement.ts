import { formatMoment } from '@congrega/contract/datetime';
import type { TLocale } from '@congrega/contract/locale';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatMoney } from '../payments/payments.public.ts';

/**
 * The yearly giving statement (for tax returns) as a PDF, drawn with pdf-lib's standard Helvetica (WinAnsi covers
 * Portuguese and Spanish accents; any character it cannot encode is drawn as '?'). A4, one line per reason of each
 * gift, then the total per reason and the grand total. A year without gifts still gives a valid one-page PDF.
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

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const COLUMN_X = [MARGIN, 130, 330, A4[0] - MARGIN];
const GREY = rgb(0.4, 0.4, 0.4);

function formatCpf(cpf: string): string {
  const d = cpf.replace(/\D/g, '');
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : cpf;
}

/** Draws lines top-down over as many pages as they need. */
class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }
  /** Text the font can encode (other characters become '?'), cut to `width` points. */
  fit(text: string, size: number, width: number, font = this.font): string {
    const charset = new Set(font.getCharacterSet());
    let s = [...text.replace(/[\u202f\u2009]/g, ' ')].map((c) => (charset.has(c.codePointAt(0)!) ? c : '?')).join('');
    while (s.length > 1 && font.widthOfTextAtSize(s, size) > width) s = s.slice(0, -2) + '…';
    return s;
  }
  line(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
    this.y -= height;
  }
  text(text: string, x: number, size = 10, opts: { bold?: boolean; right?: boolean; width?: number; color?: ReturnType<typeof rgb> } = {}) {
    const font = opts.bold ? this.bold : this.font;
    const s = this.fit(text, size, opts.width ?? A4[0] - MARGIN - x, font);
    const w = font.widthOfTextAtSize(s, size);
    this.page.drawText(s, { x: opts.right ? x - w : x, y: this.y, size, font, color: opts.color ?? rgb(0, 0, 0) });
  }
  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 4 }, end: { x: A4[0] - MARGIN, y: this.y - 4 }, thickness: 0.5, color: GREY });
  }
}

export async function renderGivingStatement(s: GivingStatement, locale: TLocale, now = new Date()): Promise<Uint8Array> {
  const copy = COPY[locale];
  const money = (cents: number) => formatMoney(cents, s.moeda, locale);
  const place = { locale, timeZone: s.fusoHorario };
  const date = (d: Date) => formatMoment(d, 'dateShort', place);
  const doc = await PDFDocument.create();
  doc.setTitle(`${copy.title(s.ano)} - ${s.igreja}`);
  doc.setLanguage(locale);
  doc.setProducer('Congrega');
  doc.setCreator('Congrega');
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

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
    const header = () => {
      copy.columns.forEach((c, i) => w.text(c, COLUMN_X[i]!, 10, { bold: true, right: i === 3, width: 190 }));
      w.rule();
    };
    header();
    const perReason = new Map<string, number>();
    let extras = 0;
    let grand = 0;
    for (const gift of s.doacoes) {
      const rows = gift.motivos.map((m) => ({ nome: m.nome, valor: m.valor }));
      if (gift.acrescimos > 0) rows.push({ nome: copy.extras, valor: gift.acrescimos });
      for (const row of rows) {
        const pages = w.pages.length;
        w.line(16);
        if (w.pages.length !== pages) {
          header();
          w.line(16);
        }
        w.text(date(gift.data), COLUMN_X[0]!, 10, { width: 75 });
        w.text(row.nome, COLUMN_X[1]!, 10, { width: 190 });
        w.text(gift.metodo ? (copy.methods[gift.metodo] ?? gift.metodo) : '-', COLUMN_X[2]!, 10, { width: 120 });
        w.text(money(row.valor), COLUMN_X[3]!, 10, { right: true, width: 100 });
      }
      for (const m of gift.motivos) perReason.set(m.nome, (perReason.get(m.nome) ?? 0) + m.valor);
      extras += Math.max(0, gift.acrescimos);
      grand += gift.total;
    }
    w.line(30);
    w.text(copy.perReason, MARGIN, 11, { bold: true });
    w.rule();
    const totals = [...perReason.entries()];
    if (extras > 0) totals.push([copy.extras, extras]);
    for (const [nome, valor] of totals) {
      w.line(16);
      w.text(nome, MARGIN, 10, { width: 300 });
      w.text(money(valor), COLUMN_X[3]!, 10, { right: true, width: 150 });
    }
    w.line(24);
    w.text(copy.grandTotal, MARGIN, 12, { bold: true });
    w.text(money(grand), COLUMN_X[3]!, 12, { bold: true, right: true, width: 200 });
  }

  const issued = copy.issued(formatMoment(now, 'dateLong', place));
  w.pages.forEach((page, i) => {
    w.page = page;
    w.y = MARGIN - 10;
    w.text(issued, MARGIN, 8, { color: GREY, width: 300 });
    w.text(copy.page(i + 1, w.pages.length), A4[0] - MARGIN, 8, { color: GREY, right: true, width: 150 });
  });
  return doc.save({ useObjectStreams: false });
}
