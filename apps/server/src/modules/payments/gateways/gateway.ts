import type { TPaymentMethodCode, TPaymentStatus } from '@congrega/contract/payments/constants';
import type { TAchAccount } from '@congrega/contract/payments/payment';

/**
 * What every payment gateway implements. A gateway declares what it supports; the payments service checks a
 * request against those capabilities before it charges, so adding a provider is one file here plus its entry in
 * registry.ts (and the `implementacao` of its rows in gateway_pagamento).
 */
export interface GatewayCapabilities {
  methods: readonly TPaymentMethodCode[];
  currencies: readonly string[];
  installments: { withoutInterest: boolean; withInterest: boolean; max: number };
  /** Per method, cents. */
  limits: Partial<Record<TPaymentMethodCode, { min: number; max: number }>>;
  webhooks: boolean;
  cardTokenization: boolean;
}

/**
 * Whose call it is: never a database transaction. A gateway is a remote service (0.3-3 s over HTTP): it is called
 * between the transaction that recorded the order and the one that settles it, never under a lock of ours (the
 * sandbox keeps its vault behind transactions of its own).
 */
export interface GatewayContext {
  churchId: number;
  now: Date;
}

export interface CardInput {
  number: string;
  holder: string;
  cvv: string;
  month: number;
  year: number;
}

export interface CardTokenResult {
  token: string;
  brand: string;
  lastFour: string;
  month: number;
  year: number;
  holder: string;
  /** Same card, same fingerprint (for "already saved"); reveals nothing about the number. */
  fingerprint: string;
  expiresAt: Date;
}

/** The church's receiving data a charge may need (Pix key, name on codes and slips, wallet link). */
export interface ChurchReceiver {
  name: string;
  city: string;
  pixKey: string | null;
  pixKeyType: string | null;
  walletLink: string | null;
}

export interface ChargeRequest {
  method: TPaymentMethodCode;
  amountCents: number;
  currency: string;
  installments: number;
  orderCode: string;
  description: string;
  receiver: ChurchReceiver;
  payer: { name: string; email: string };
  /** `saved`: the token of a saved card (kept); otherwise a fresh one-time token, refused if it was kept. */
  card?: { token: string; keep: boolean; saved: boolean };
  ach?: TAchAccount;
  /** Cash: days to pay at the church. */
  cashDays?: number;
  /**
   * Every charge: the same key sent again answers the first result instead of charging twice (derived from the
   * payment row for a checkout, from the cycle and attempt off-session), so a resend after a lost answer is safe.
   */
  idempotencyKey: string;
}

/** A charge's outcome. `declined` never creates a receivable; the others carry what the payer needs next. */
export type ChargeResult =
  | { outcome: 'declined' }
  | { outcome: 'invalid_card' }
  | {
      outcome: 'created';
      status: TPaymentStatus;
      reference: string;
      details: Record<string, unknown>;
      expiresAt: Date | null;
      paidAt: Date | null;
      /** Card payments: the card charged (to keep it when the payer asked to save it). */
      card?: Omit<CardTokenResult, 'expiresAt'>;
    };

/**
 * A refund of a charge (the gateway's `reference`), in full or in part: never more than was paid net of earlier
 * refunds at the gateway. The same idempotency key sent again answers the first result.
 */
export interface RefundRequest {
  reference: string;
  amountCents: number;
  idempotencyKey: string;
}

/**
 * `refunded`: the gateway's id for it and what is left to refund on the charge; `refused`: unknown or unpaid charge
 * (`not_refundable`) or more than what is left (`exceeds_refundable`, with what is left).
 */
export type RefundResult =
  | { outcome: 'refunded'; refundId: string; amountCents: number; refundableCents: number }
  | { outcome: 'refused'; reason: 'not_refundable' | 'exceeds_refundable'; refundableCents: number };

/** A verified gateway event (see webhooks): a payment's new status, or a refund the gateway made. */
export type GatewayEvent =
  | { kind: 'status'; id: string; churchId: number; reference: string; status: TPaymentStatus; createdAt: Date }
  | { kind: 'refund'; id: string; churchId: number; reference: string; refundId: string; amountCents: number; createdAt: Date };

export interface PaymentGateway {
  readonly key: string;
  readonly sandbox: boolean;
  readonly capabilities: GatewayCapabilities;
  tokenizeCard(ctx: GatewayContext, card: CardInput): Promise<CardTokenResult>;
  /**
   * Resolves a token; undefined when unknown, expired, used or of another church. 'save' accepts only a fresh
   * token (one already kept belongs to someone's saved card); 'charge' accepts fresh and kept ones.
   */
  describeToken(ctx: GatewayContext, token: string, purpose: 'charge' | 'save'): Promise<Omit<CardTokenResult, 'token'> | undefined>;
  /** Marks a token as kept (a saved card) so it outlives its first use. */
  keepToken(ctx: GatewayContext, token: string): Promise<void>;
  forgetToken(ctx: GatewayContext, token: string): Promise<void>;
  /**
   * A reusable token for off-session charges (recurring gifts) of the card behind `token` (just charged):
   * independent of the member's saved cards, never shown to anyone.
   */
  recurringToken(ctx: GatewayContext, token: string): Promise<string | undefined>;
  charge(ctx: GatewayContext, request: ChargeRequest): Promise<ChargeResult>;
  refund(ctx: GatewayContext, request: RefundRequest): Promise<RefundResult>;
  /** Checks a webhook's signature and freshness; undefined when it fails either. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date): GatewayEvent | undefined;
}
