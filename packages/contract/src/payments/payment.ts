import { z } from 'zod';
import { ZId } from '../common.ts';
import { blankToUndefined, zCpf, zEmail, zRequiredText } from '../validators.ts';
import { abaRoutingValid, achAccountNumberValid } from './ach.ts';
import {
  DEFAULT_RECURRENCE_DAYS,
  IDEMPOTENCY_KEY_PATTERN,
  MAX_RECURRENCE_DAYS,
  MIN_RECURRENCE_DAYS,
  MAX_INSTALLMENTS,
  MAX_PAYMENT_CENTS,
  MAX_PAYMENT_REASONS,
  PAYMENT_DESTINATIONS,
  PAYMENT_METHOD_CODES,
  PAYMENT_STATUSES,
} from './constants.ts';

/** Integer cents, 1 cent up to MAX_PAYMENT_CENTS. Query strings arrive as text and are coerced. */
export const zCents = z.coerce
  .number({ error: 'validation.integer' })
  .int('validation.integer')
  .min(1, 'validation.minValue')
  .max(MAX_PAYMENT_CENTS, 'validation.maxValue');

export const ZPaymentMethodCode = z.enum(PAYMENT_METHOD_CODES, { error: 'validation.paymentMethod' });
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);

/** The `Idempotency-Key` header every paying POST requires. */
export const ZIdempotencyKey = z.string({ error: 'validation.idempotencyKey' }).regex(IDEMPOTENCY_KEY_PATTERN, 'validation.idempotencyKey');

/** Installment count, 1 to MAX_INSTALLMENTS (events reuse it). */
export const zInstallments = z.coerce
  .number({ error: 'validation.integer' })
  .int('validation.integer')
  .min(1, 'validation.minValue')
  .max(MAX_INSTALLMENTS, 'validation.maxValue');

/** Card of a payment: a fresh token from the token endpoint, or one of the member's saved cards. */
export const ZPaymentCard = z.union([z.strictObject({ token: z.string().trim().min(1).max(200) }), z.strictObject({ idCartao: ZId })], {
  error: 'validation.card',
});

/** Spec "Bank transfer (ACH) form": account number, routing number, account type. */
export const ZAchAccount = z
  .strictObject({
    titular: zRequiredText(80),
    numeroConta: z.string({ error: 'validation.required' }).trim().refine(achAccountNumberValid, 'validation.achAccount'),
    numeroRoteamento: z.string({ error: 'validation.required' }).trim().refine(abaRoutingValid, 'validation.achRouting'),
    tipoConta: z.enum(['corrente', 'poupanca'], { error: 'validation.required' }),
  })
  .meta({ id: 'AchAccount' });
export type TAchAccount = z.input<typeof ZAchAccount>;

/**
 * A guest giver's data (spec "unregisteredUserData": not logged in, at a church that takes guest gifts): the
 * receipt goes to `email`; `pais` is the address country (Pix and boleto: BR only), and Pix and boleto ask the CPF.
 */
export const ZGuestGiver = z
  .strictObject({
    nome: zRequiredText(80),
    sobrenome: zRequiredText(80),
    email: zEmail,
    cpf: blankToUndefined(zCpf),
    pais: z
      .string({ error: 'validation.required' })
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'validation.invalid')
      .transform((v) => v.toUpperCase()),
  })
  .meta({ id: 'GuestGiver' });
export type TGuestGiver = z.input<typeof ZGuestGiver>;

/**
 * POST /pagamento/ (donations; Play and event registrations pay through their own endpoints with the same
 * payment part). The server recomputes fees and totals: the body never says what to charge beyond the values.
 */
export const ZPaymentCreateBody = z
  .strictObject({
    igreja: ZId,
    metodoPagamento: ZPaymentMethodCode,
    motivos: z
      .array(z.strictObject({ id: ZId, valor: zCents }), { error: 'validation.required' })
      .min(1, 'validation.required')
      .max(MAX_PAYMENT_REASONS, 'validation.invalid'),
    /** The giver covers the fees (spec default false). */
    flagUsuarioTaxa: z.boolean().default(false),
    parcelas: zInstallments.default(1),
    cartao: ZPaymentCard.optional(),
    /** Keep the card for next time (spec default true). */
    salvarCartao: z.boolean().default(true),
    ach: ZAchAccount.optional(),
    /**
     * The recurrence switch (spec default on): a card gift to one reason the church opens to recurrence becomes a
     * recurring gift, charged again every `recorrenciaDias`. Ignored otherwise (several reasons, another method,
     * a reason without recurrence): the answer's `recorrencia` says whether one was set up.
     */
    allowRecurrency: z.boolean().default(true),
    recorrenciaDias: z.coerce
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(MIN_RECURRENCE_DAYS, 'validation.minValue')
      .max(MAX_RECURRENCE_DAYS, 'validation.maxValue')
      .default(DEFAULT_RECURRENCE_DAYS),
    /**
     * A guest gift (no bearer; only where the church takes guest gifts, else 401): the giver's data. One-off only
     * (a recurring gift needs an account: GUEST_RECURRENCE_NOT_ALLOWED) and never a saved card. Ignored for members.
     */
    dadosUsuarioNaoCadastrado: ZGuestGiver.optional(),
  })
  .superRefine((v, ctx) => {
    const guest = v.dadosUsuarioNaoCadastrado;
    if (guest && !guest.cpf && (v.metodoPagamento === 'pix' || v.metodoPagamento === 'boleto'))
      ctx.addIssue({ code: 'custom', path: ['dadosUsuarioNaoCadastrado', 'cpf'], message: 'validation.required' });
    if (v.metodoPagamento === 'cartao_credito' && !v.cartao)
      ctx.addIssue({ code: 'custom', path: ['cartao'], message: 'validation.required' });
    if (v.metodoPagamento === 'ach' && !v.ach) ctx.addIssue({ code: 'custom', path: ['ach'], message: 'validation.required' });
    if (v.metodoPagamento !== 'cartao_credito' && v.parcelas > 1)
      ctx.addIssue({ code: 'custom', path: ['parcelas'], message: 'validation.installments' });
    const ids = new Set(v.motivos.map((m) => m.id));
    if (ids.size !== v.motivos.length) ctx.addIssue({ code: 'custom', path: ['motivos'], message: 'validation.invalid' });
  })
  .meta({ id: 'PaymentCreateBody' });
export type TPaymentCreateBody = z.input<typeof ZPaymentCreateBody>;

/** A payment as its payer sees it; the method's part says how to finish it. */
export const ZPayment = z
  .object({
    id: z.number().int(),
    /** The order code (`pedido`) of the status page and e-mails. */
    codigo: z.string(),
    status: ZPaymentStatus,
    metodoPagamento: ZPaymentMethodCode.nullable(),
    idGatewayPagamento: z.number().int().nullable(),
    /** What was paid for; `idEvento`: the event of a registration's payment ('inscricao_evento'), else null. */
    destino: z.object({ tipo: z.enum(PAYMENT_DESTINATIONS), descricao: z.string(), idEvento: z.number().int().nullable() }),
    moeda: z.string(),
    valor: z.number().int(),
    taxas: z.number().int(),
    total: z.number().int(),
    parcelas: z.number().int(),
    valorParcela: z.number().int(),
    dataCadastro: z.string(),
    dataPagamento: z.string().nullable(),
    cartao: z.object({ bandeira: z.string(), ultimosDigitos: z.string() }).nullable(),
    pix: z.object({ copiaECola: z.string(), qrCode: z.string(), expiraEm: z.string() }).nullable(),
    boleto: z
      .object({ linhaDigitavel: z.string(), codigoBarras: z.string(), imagemCodigoBarras: z.string(), vencimento: z.string() })
      .nullable(),
    carteiraDigital: z.object({ link: z.string(), expiraEm: z.string() }).nullable(),
    dinheiro: z.object({ prazo: z.string() }).nullable(),
    ach: z.object({ ultimosDigitos: z.string(), tipoConta: z.string() }).nullable(),
    /** The recurring gift this donation set up or belongs to (giving.ts); null for one-off payments. */
    recorrencia: z.object({ id: z.number().int(), recorrenciaDias: z.number().int(), proximaData: z.string().nullable() }).nullable(),
    /**
     * True when the payer asked for this charge to recur (a recurring gift, a Play subscription's renewals) and it
     * could not be set up (the card gave no reusable token, the first charge is still under review...): it is a
     * one-off payment, and the thank-you page says so.
     */
    recorrenciaFalhou: z.boolean(),
  })
  .meta({ id: 'Payment' });
export type TPayment = z.infer<typeof ZPayment>;

/** GET /usuario/{userId}/pagamento/?pedido={code} */
export const ZPaymentByCodeParams = z.strictObject({ userId: ZId });
export const ZPaymentByCodeQuery = z.strictObject({
  pedido: z.string().trim().min(1, 'validation.required').max(40, 'validation.invalid'),
});

/** One installment count a payer may choose and what it charges, cents. */
export const ZInstallmentOption = z.object({
  parcelas: z.number().int(),
  /** The first (largest) installment; `valores` lists each. */
  valorParcela: z.number().int(),
  valores: z.array(z.number().int()),
  total: z.number().int(),
  juros: z.number().int(),
});
export type TInstallmentOption = z.infer<typeof ZInstallmentOption>;

/** GET /pagamento/calcular-taxas?igreja&metodoPagamento&valor[&flagUsuarioTaxa] */
export const ZFeeQuery = z.strictObject({
  igreja: ZId,
  metodoPagamento: ZPaymentMethodCode,
  valor: zCents,
  flagUsuarioTaxa: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** A cap on the installment options (a recurring gift: 1); the church's and the gateway's maximum apply too. */
  maxParcelas: zInstallments.optional(),
});
export const ZFeeQuote = z
  .object({
    metodoPagamento: ZPaymentMethodCode,
    moeda: z.string(),
    valor: z.number().int(),
    /** The method's fees the payer covers (0 when `flagUsuarioTaxa` is off: the church bears them). */
    taxas: z.number().int(),
    /** One charge's total: `valor` + `taxas`. */
    total: z.number().int(),
    flagUsuarioTaxa: z.boolean(),
    /**
     * Every installment count the payer may choose (1 first; only 1 for methods other than the card), each priced
     * as the charge prices it (pricing.ts): its `total` and `valorParcela` are what POST /pagamento/ charges.
     */
    parcelas: z.array(ZInstallmentOption),
  })
  .meta({ id: 'FeeQuote' });
export type TFeeQuote = z.infer<typeof ZFeeQuote>;

/** GET /igreja/{slug}/calcula-taxas-parcelamento-juros (result in data.data). */
export const ZInstallmentQuery = z.strictObject({
  valor: zCents,
  flagJuros: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  flagTaxasAdministrativas: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  valorTaxas: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(0, 'validation.minValue')
    .max(MAX_PAYMENT_CENTS, 'validation.maxValue')
    .default(0),
  maxParcelas: zInstallments.default(MAX_INSTALLMENTS),
});
export const ZInstallmentTable = z.object({ data: z.object({ data: z.array(ZInstallmentOption) }) }).meta({ id: 'InstallmentTable' });
export type TInstallmentTable = z.infer<typeof ZInstallmentTable>;

/** GET /global-settings/default-payment-gateway */
export const ZGatewayCapabilities = z.object({
  metodos: z.array(ZPaymentMethodCode),
  moedas: z.array(z.string()),
  parcelamento: z.object({ semJuros: z.boolean(), comJuros: z.boolean(), maxParcelas: z.number().int() }),
  limites: z.record(z.string(), z.object({ minimo: z.number().int(), maximo: z.number().int() })),
  webhooks: z.boolean(),
  tokenizacaoCartao: z.boolean(),
});
export const ZDefaultGateway = z
  .object({ idGatewayPagamento: z.number().int(), nome: z.string(), sandbox: z.boolean(), capacidades: ZGatewayCapabilities })
  .meta({ id: 'DefaultGateway' });
export type TDefaultGateway = z.infer<typeof ZDefaultGateway>;

/** GET /igreja/{slug}/pagamento-motivo/?doacao=true: the church's active reasons (giving: `doacao=true`). */
export const ZPaymentReasonQuery = z.strictObject({ doacao: z.enum(['true', 'false']).optional() });
export const ZPaymentReason = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    descricao: z.string().nullable(),
    /** Recurring gifts are offered for this reason (spec: only reasons the church authorises). */
    flagRecorrencia: z.boolean(),
    /** Smallest value, cents: a gift must be at least this (spec: "greater than {minValue}"). */
    valorMinimo: z.number().int(),
  })
  .meta({ id: 'PaymentReason' });
export type TPaymentReason = z.infer<typeof ZPaymentReason>;
export const ZPaymentReasonList = z.array(ZPaymentReason).meta({ id: 'PaymentReasonList' });
