import { createHmac, randomBytes } from 'node:crypto';
import { cardBrand } from '@congrega/contract/payments/card';
import {
  type TPaymentStatus,
  BOLETO_DUE_DAYS,
  CARD_TOKEN_MINUTES,
  CASH_DEFAULT_DAYS,
  PIX_VALIDITY_MINUTES,
} from '@congrega/contract/payments/constants';
import { ZGatewayWebhookEvent, type TGatewayWebhookEvent } from '@congrega/contract/payments/sandbox-bank';
import type { Database, Tx } from '../../../../db/client.ts';
import { boletoBarcodeSvg } from '../../sandbox/barcode-image.ts';
import { makeBoleto } from '../../sandbox/boleto.ts';
import { buildBrCode } from '../../sandbox/br-code.ts';
import { qrCodeSvg } from '../../../../lib/qr-image.ts';
import type {
  CardInput,
  ChargeRequest,
  ChargeResult,
  GatewayCapabilities,
  GatewayContext,
  GatewayEvent,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from '../gateway.ts';
import { refundCharge } from './sandbox-refund.ts';
import { sandboxCardOutcome } from './test-cards.ts';
import {
  claimChargeKey,
  deleteVaultToken,
  findChargeByKey,
  findUsableToken,
  findVaultToken,
  insertVaultToken,
  setTokenKept,
  spendToken,
  storeCharge,
  type VaultRow,
} from './sandbox-vault.repository.ts';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './webhook-signature.ts';

const MINUTE = 60_000;

function cardOf(row: VaultRow) {
  return {
    brand: row.bandeira,
    lastFour: row.ultimosDigitos,
    month: row.mesValidade,
    year: row.anoValidade,
    holder: row.titular,
    fingerprint: row.impressao,
  };
}
const DAY = 24 * 60 * MINUTE;

/**
 * Where the sandbox keeps its side (vault, charges by key, refunds): its own church transactions on our database,
 * never the caller's (a gateway is not called inside one), and how it posts its signed webhooks.
 */
export interface SandboxBackend {
  database: Pick<Database, 'withChurch'>;
  /** Posts a signed event to the webhook route (retried by a job when not accepted). */
  deliver(event: TGatewayWebhookEvent): Promise<void>;
}

export const SANDBOX_CAPABILITIES: GatewayCapabilities = {
  methods: ['cartao_credito', 'pix', 'boleto', 'dinheiro', 'carteira_digital', 'ach'],
  currencies: ['BRL', 'USD', 'EUR'],
  installments: { withoutInterest: true, withInterest: true, max: 12 },
  limits: {
    cartao_credito: { min: 100, max: 100_000_000 },
    pix: { min: 1, max: 100_000_000 },
    boleto: { min: 500, max: 100_000_000 },
    dinheiro: { min: 1, max: 100_000_000 },
    // Spec section 5: wallet-app payments at most R$ 4.999,99.
    carteira_digital: { min: 100, max: 499_999 },
    ach: { min: 100, max: 100_000_000 },
  },
  webhooks: true,
  cardTokenization: true,
};

/** Images travel inside the payment as data URLs (no public file to guess, nothing else to fetch). */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Digits only, for the boleto's free field (25 digits) from the order code and reference. */
function digitsOf(text: string, length: number): string {
  const hex = createHmac('sha256', 'boleto').update(text).digest('hex');
  return BigInt(`0x${hex}`).toString().slice(0, length).padStart(length, '0');
}

/**
 * The built-in sandbox gateway: no network, deterministic outcomes, the same shapes a real provider gives
 * (tokens, Pix BR Codes, boletos with valid check digits, signed webhooks). Settled by the sandbox bank.
 */
export class SandboxGateway implements PaymentGateway {
  readonly key = 'sandbox';
  readonly sandbox = true;
  readonly capabilities = SANDBOX_CAPABILITIES;

  constructor(
    private readonly secret: string,
    private readonly backend: SandboxBackend,
  ) {}

  private vault<T>(ctx: GatewayContext, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.backend.database.withChurch(ctx.churchId, work);
  }

  async tokenizeCard(ctx: GatewayContext, card: CardInput) {
    const token = `tok_sbx_${randomBytes(18).toString('base64url')}`;
    const fingerprint = createHmac('sha256', this.secret).update(`card:${card.number}`).digest('base64url').slice(0, 32);
    const expiresAt = new Date(ctx.now.getTime() + CARD_TOKEN_MINUTES * MINUTE);
    const row = {
      brand: cardBrand(card.number),
      lastFour: card.number.slice(-4),
      month: card.month,
      year: card.year,
      holder: card.holder,
      fingerprint,
      expiresAt,
    };
    await this.vault(ctx, (tx) =>
      insertVaultToken(tx, ctx.churchId, {
        token,
        resultado: sandboxCardOutcome(card.number),
        impressao: fingerprint,
        bandeira: row.brand,
        ultimosDigitos: row.lastFour,
        mesValidade: card.month,
        anoValidade: card.year,
        titular: card.holder,
        expiraEm: expiresAt,
      }),
    );
    return { token, ...row };
  }

  async describeToken(ctx: GatewayContext, token: string, purpose: 'charge' | 'save') {
    const row = await this.vault(ctx, (tx) => findUsableToken(tx, ctx.churchId, token, ctx.now, purpose === 'charge'));
    return row && { ...cardOf(row), expiresAt: row.expiraEm };
  }

  keepToken(ctx: GatewayContext, token: string) {
    return this.vault(ctx, (tx) => setTokenKept(tx, ctx.churchId, token, true));
  }

  // A real gateway deletes the token and its card data: so does the sandbox (no holder name left behind).
  forgetToken(ctx: GatewayContext, token: string) {
    return this.vault(ctx, (tx) => deleteVaultToken(tx, ctx.churchId, token));
  }

  recurringToken(ctx: GatewayContext, token: string): Promise<string | undefined> {
    return this.vault(ctx, async (tx) => {
      const row = await findVaultToken(tx, ctx.churchId, token);
      if (!row) return undefined;
      const recurring = `tok_sbx_rec_${randomBytes(18).toString('base64url')}`;
      const { criadoEm: _c, usadoEm: _u, igrejaId: _i, ...card } = row;
      await insertVaultToken(tx, ctx.churchId, { ...card, token: recurring, flagSalvo: true, expiraEm: ctx.now });
      return recurring;
    });
  }

  /**
   * A charge sent again with its idempotency key answers the first result (as real providers do): the key is taken
   * first in the sandbox's transaction, so two sends at once make one charge (the second waits for the first).
   */
  charge(ctx: GatewayContext, request: ChargeRequest): Promise<ChargeResult> {
    return this.vault(ctx, async (tx) => {
      if (!(await claimChargeKey(tx, ctx.churchId, request.idempotencyKey)))
        return this.revive(tx, ctx, (await findChargeByKey(tx, ctx.churchId, request.idempotencyKey))!);
      const result = await this.chargeOnce(tx, ctx, request);
      const created = result.outcome === 'created';
      // The card charged is kept by its token only: its holder and digits stay in the vault (forgotten with it).
      const stored = created && result.card ? { ...result, card: { token: result.card.token } } : result;
      await storeCharge(tx, ctx.churchId, request.idempotencyKey, {
        resultado: JSON.parse(JSON.stringify(stored)) as Record<string, unknown>,
        referencia: created ? result.reference : null,
        valor: request.amountCents,
        pagoEm: created && result.status === 'aprovado' ? ctx.now : null,
      });
      return result;
    });
  }

  /**
   * A stored charge result back to its shape (dates were serialised as strings), the card charged read again from
   * the vault (if it is still there).
   */
  private async revive(tx: Tx, ctx: GatewayContext, stored: Record<string, unknown>): Promise<ChargeResult> {
    const r = stored as ChargeResult & { expiresAt?: string | null; paidAt?: string | null };
    if (r.outcome !== 'created') return r;
    const result = { ...r, expiresAt: r.expiresAt ? new Date(r.expiresAt) : null, paidAt: r.paidAt ? new Date(r.paidAt) : null };
    if (!result.card) return result;
    const row = await findVaultToken(tx, ctx.churchId, result.card.token);
    const { card: _card, ...rest } = result;
    return row ? { ...rest, card: { token: row.token, ...cardOf(row) } } : rest;
  }

  /** Part or all of a paid charge back to the payer (sandbox-refund.ts). */
  refund(ctx: GatewayContext, request: RefundRequest): Promise<RefundResult> {
    return refundCharge(this.backend, ctx, request);
  }

  private async chargeOnce(tx: Tx, ctx: GatewayContext, request: ChargeRequest): Promise<ChargeResult> {
    const reference = `sbx_${randomBytes(12).toString('base64url')}`;
    const created = (status: TPaymentStatus, details: Record<string, unknown>, expiresAt: Date | null = null) =>
      ({ outcome: 'created', status, reference, details, expiresAt, paidAt: status === 'aprovado' ? ctx.now : null }) as const;
    switch (request.method) {
      case 'cartao_credito':
        return this.chargeCard(tx, ctx, request, created);
      case 'pix': {
        const expiresAt = new Date(ctx.now.getTime() + PIX_VALIDITY_MINUTES * MINUTE);
        const copiaECola = buildBrCode({
          key: request.receiver.pixKey ?? '',
          merchantName: request.receiver.name,
          merchantCity: request.receiver.city,
          amountCents: request.amountCents,
          txid: request.orderCode,
        });
        return created(
          'pendente',
          { pix: { copiaECola, qrCode: svgDataUrl(await qrCodeSvg(copiaECola)), expiraEm: expiresAt.toISOString() } },
          expiresAt,
        );
      }
      case 'boleto': {
        const dueDate = new Date(ctx.now.getTime() + BOLETO_DUE_DAYS * DAY);
        const slip = makeBoleto({
          bankCode: '001',
          currencyCode: '9',
          dueDate,
          amountCents: request.amountCents,
          freeField: digitsOf(reference, 25),
        });
        const details = {
          boleto: {
            linhaDigitavel: slip.linhaDigitavel,
            codigoBarras: slip.barcode,
            imagemCodigoBarras: svgDataUrl(boletoBarcodeSvg(slip.barcode)),
            vencimento: dueDate.toISOString().slice(0, 10),
          },
        };
        // Unpaid slips are cancelled the day after their due date.
        return created('pendente', details, new Date(dueDate.getTime() + DAY));
      }
      case 'dinheiro': {
        const deadline = new Date(ctx.now.getTime() + (request.cashDays ?? CASH_DEFAULT_DAYS) * DAY);
        return created('aguardando', { dinheiro: { prazo: deadline.toISOString() } }, deadline);
      }
      case 'carteira_digital': {
        const expiresAt = new Date(ctx.now.getTime() + DAY);
        const template = request.receiver.walletLink ?? 'congrega-wallet://pagar?pedido={codigo}';
        const link = template.replace('{codigo}', encodeURIComponent(request.orderCode));
        return created('aguardando', { carteiraDigital: { link, expiraEm: expiresAt.toISOString() } }, expiresAt);
      }
      case 'ach':
        // Sent, to be confirmed by the bank (spec section 4): the sandbox bank confirms it.
        return created('nao_aprovado', { ach: { ultimosDigitos: request.ach!.numeroConta.slice(-4), tipoConta: request.ach!.tipoConta } });
    }
  }

  private async chargeCard(
    tx: Tx,
    ctx: GatewayContext,
    request: ChargeRequest,
    created: (s: 'aprovado' | 'em_analise', d: Record<string, unknown>) => ChargeResult & { outcome: 'created' },
  ): Promise<ChargeResult> {
    const token = request.card!.token;
    const row = await findUsableToken(tx, ctx.churchId, token, ctx.now, request.card!.saved);
    if (!row || !(await spendToken(tx, ctx.churchId, token))) return { outcome: 'invalid_card' } as const;
    if (row.resultado === 'recusado') return { outcome: 'declined' } as const;
    if (row.resultado === 'dados_invalidos') return { outcome: 'invalid_card' } as const;
    if (request.card!.keep) await setTokenKept(tx, ctx.churchId, token, true);
    const details = { cartao: { bandeira: row.bandeira, ultimosDigitos: row.ultimosDigitos } };
    return { ...created(row.resultado === 'em_analise' ? 'em_analise' : 'aprovado', details), card: { token, ...cardOf(row) } };
  }

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date): GatewayEvent | undefined {
    if (!verifyWebhookSignature(this.secret, rawBody, headers[SIGNATURE_HEADER], now)) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return undefined;
    }
    const parsed = ZGatewayWebhookEvent.safeParse(json);
    if (!parsed.success) return undefined;
    const createdAt = new Date(parsed.data.criadoEm);
    if (Number.isNaN(createdAt.getTime())) return undefined;
    const { id, dados } = parsed.data;
    const base = { id, churchId: dados.igreja, reference: dados.referencia, createdAt };
    return parsed.data.tipo === 'pagamento.status'
      ? { kind: 'status', ...base, status: parsed.data.dados.status }
      : { kind: 'refund', ...base, refundId: parsed.data.dados.estorno, amountCents: parsed.data.dados.valor };
  }
}
