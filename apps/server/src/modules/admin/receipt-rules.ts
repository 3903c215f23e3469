/**
 * What a giver's yearly receipt adds up (rules in packages/contract/src/admin/receipts.ts), pure: the year's online
 * donations net of refunds and the envelopes counted in committed batches, summed per month, reason and origin.
 * A payment's refunded part comes off its reasons in proportion to their values (largest remainder, so the cents
 * add up); the fees a giver paid on top of the reasons went to the gateway and are not a donation.
 */
export type ReceiptOrigin = 'online' | 'envelope';

export interface ReceiptPayment {
  /** Month of the church's calendar (1-12) it was paid in. */
  mes: number;
  /** Sum of its reasons (the donation), its total (reasons + fees) and how much of the total was refunded. */
  valor: number;
  total: number;
  estornado: number;
  motivos: { nome: string; valor: number }[];
}

export interface ReceiptEnvelope {
  mes: number;
  motivo: string;
  valor: number;
}

export interface ReceiptLine {
  mes: number;
  motivo: string;
  origem: ReceiptOrigin;
  valor: number;
}

/** `amount` spread over `weights` in proportion, in whole cents that add up to it (largest remainder). */
export function spread(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const out = exact.map(Math.floor);
  let left = amount - out.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

/** The donated part of a payment after refunds, per reason: refunds take the fees' share of the total too. */
export function netReasons(p: ReceiptPayment): { nome: string; valor: number }[] {
  if (p.total <= 0) return [];
  const donated = Math.max(0, Math.round((p.valor * Math.max(0, p.total - p.estornado)) / p.total));
  const shares = spread(
    donated,
    p.motivos.map((m) => m.valor),
  );
  return p.motivos.map((m, i) => ({ nome: m.nome, valor: shares[i]! })).filter((m) => m.valor > 0);
}

/** The receipt's lines: one per month, reason and origin with a positive sum, by month then reason. */
export function receiptLines(payments: ReceiptPayment[], envelopes: ReceiptEnvelope[]): ReceiptLine[] {
  const sums = new Map<string, ReceiptLine>();
  const add = (mes: number, motivo: string, origem: ReceiptOrigin, valor: number) => {
    const key = JSON.stringify([mes, motivo, origem]);
    const line = sums.get(key) ?? { mes, motivo, origem, valor: 0 };
    line.valor += valor;
    sums.set(key, line);
  };
  for (const p of payments) for (const m of netReasons(p)) add(p.mes, m.nome, 'online', m.valor);
  for (const e of envelopes) add(e.mes, e.motivo, 'envelope', e.valor);
  return [...sums.values()]
    .filter((l) => l.valor > 0)
    .sort((a, b) => a.mes - b.mes || a.motivo.localeCompare(b.motivo) || a.origem.localeCompare(b.origem));
}
