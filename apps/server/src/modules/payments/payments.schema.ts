import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuario } from '../accounts/accounts.schema.ts';
import { churchId } from '../../db/church-table.ts';

/**
 * Payments tables. Money is integer cents of the church's currency. Card data kept here is the gateway's token,
 * brand, last four digits, expiry and holder: never the number or the CVV.
 */

/** Global: the spec's gateway ids (1, 4 = wallet app, 5, 8) and the implementation behind each. */
export const gatewayPagamento = pgTable('gateway_pagamento', {
  id: integer('id').primaryKey(),
  nome: text('nome').notNull(),
  /** Key of the implementation in modules/payments/gateways/registry.ts ('sandbox' today). */
  implementacao: text('implementacao').notNull(),
  flagPadrao: boolean('flag_padrao').notNull().default(false),
});

/** The church's payment settings: its Pix key and how its name appears on Pix codes and boletos. */
export const igrejaPagamentoConfig = pgTable('igreja_pagamento_config', {
  igrejaId: churchId().primaryKey(),
  pixChave: text('pix_chave'),
  /** Spec "Pix manual key types": cnpj | cpf | email | telefone | aleatoria. */
  pixTipoChave: text('pix_tipo_chave'),
  nomeRecebedor: text('nome_recebedor').notNull(),
  cidadeRecebedor: text('cidade_recebedor').notNull(),
  /** Link of the wallet app (gateway 4) that finishes a payment: {codigo} is replaced by the order code. */
  carteiraDigitalLink: text('carteira_digital_link'),
  /** Visitors may give without an account (one-off gifts, spec "unregisteredUserData"); off unless the church says so. */
  flagDoacaoConvidado: boolean('flag_doacao_convidado').notNull().default(false),
});

/** Reasons a payment can be for (tithe, offering, missions...); donations name one or more. */
export const pagamentoMotivo = pgTable(
  'pagamento_motivo',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    flagDoacao: boolean('flag_doacao').notNull().default(true),
    flagRecorrencia: boolean('flag_recorrencia').notNull().default(false),
    valorMinimo: integer('valor_minimo').notNull().default(100),
    ordem: integer('ordem').notNull().default(0),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
  },
  (t) => [index('pagamento_motivo_igreja_idx').on(t.igrejaId)],
);

/** The payment columns the console's list index carries after its order (its filters and totals). */
const CONSOLE_COVERED = ['status', 'metodo', 'destinoTipo', 'idUsuario', 'total', 'taxas', 'valorEstornado', 'pagoEm'] as const;

export const pagamento = pgTable(
  'pagamento',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    /** Order code (`pedido`): random, unguessable, shown to the payer. */
    codigo: text('codigo').notNull(),
    idUsuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'set null' }),
    destinoTipo: text('destino_tipo').notNull(),
    destinoId: integer('destino_id'),
    descricao: text('descricao').notNull(),
    metodo: text('metodo'),
    idGatewayPagamento: integer('id_gateway_pagamento'),
    moeda: text('moeda').notNull(),
    valor: integer('valor').notNull(),
    taxas: integer('taxas').notNull().default(0),
    total: integer('total').notNull(),
    /** Refunded of `total` (refunds processing or concluded, refunds.schema.ts), kept with the payment locked. */
    valorEstornado: integer('valor_estornado').notNull().default(0),
    parcelas: integer('parcelas').notNull().default(1),
    valorParcela: integer('valor_parcela').notNull(),
    status: text('status').notNull(),
    gatewayReferencia: text('gateway_referencia'),
    /** The method's part: Pix code, boleto line, wallet link, cash deadline, card brand and last four, ACH last four. */
    detalhes: jsonb('detalhes').$type<Record<string, unknown>>().notNull().default({}),
    /** Pix/boleto/cash/wallet: after this an unpaid payment is cancelled by a job. */
    expiraEm: timestamp('expira_em', { withTimezone: true }),
    pagoEm: timestamp('pago_em', { withTimezone: true }),
    /** Time of the last gateway event applied: older events never move the payment. */
    ultimoEventoEm: timestamp('ultimo_evento_em', { withTimezone: true }),
    /** The payer's language for receipts. */
    idioma: text('idioma').notNull(),
    /** When the receipt e-mail went out (the receipt job sends it once). */
    reciboEnviadoEm: timestamp('recibo_enviado_em', { withTimezone: true }),
    /**
     * A charge of a recurring gift (giving.schema.ts doacao_recorrente; no foreign key to keep the schemas acyclic):
     * its cycle (1 = the checkout) and attempt (0 = first try of the cycle, then one per declined retry).
     */
    doacaoRecorrenteId: integer('doacao_recorrente_id'),
    recorrenciaCiclo: integer('recorrencia_ciclo'),
    recorrenciaTentativa: integer('recorrencia_tentativa'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pagamento_codigo_uq').on(t.codigo),
    uniqueIndex('pagamento_gateway_ref_uq')
      .on(t.idGatewayPagamento, t.gatewayReferencia)
      .where(sql`${t.gatewayReferencia} is not null`),
    index('pagamento_usuario_idx').on(t.igrejaId, t.idUsuario, t.criadoEm),
    // The money console's list and totals (migrations 0028, 0034): church first, newest first, then what its filters
    // and sums read (CONSOLE_COVERED), so the totals of a filtered set are an index-only scan of the church's entries.
    index('pagamento_console_idx').on(t.igrejaId, t.criadoEm.desc(), t.id.desc(), ...CONSOLE_COVERED.map((c) => t[c])),
    // The money console's yearly reports (migrations 0031, 0038): payments of a church by the time their money came.
    index('pagamento_pago_idx')
      .on(t.igrejaId, t.pagoEm)
      .where(sql`${t.pagoEm} is not null`),
    index('pagamento_expira_idx')
      .on(t.igrejaId, t.expiraEm)
      .where(sql`${t.expiraEm} is not null`),
    // Exactly once: one row per (gift, cycle, attempt), and at most one that is not cancelled (declined) per cycle,
    // so neither a second runner copy nor a re-run after a crash can charge a cycle twice.
    uniqueIndex('pagamento_recorrencia_tentativa_uq')
      .on(t.doacaoRecorrenteId, t.recorrenciaCiclo, t.recorrenciaTentativa)
      .where(sql`${t.doacaoRecorrenteId} is not null`),
    uniqueIndex('pagamento_recorrencia_ciclo_uq')
      .on(t.doacaoRecorrenteId, t.recorrenciaCiclo)
      .where(sql`${t.doacaoRecorrenteId} is not null and ${t.status} <> 'cancelado'`),
    // The runner's recovery scan: recurring charges recorded but not yet answered (a run that died mid-charge).
    index('pagamento_recorrencia_em_aberto_idx')
      .on(t.igrejaId, t.criadoEm)
      .where(sql`${t.doacaoRecorrenteId} is not null and ${t.status} = 'em_aberto'`),
  ],
);

/**
 * Money received, the one rule every list, total, report and receipt counts by (finance-view.ts moneyReceived): paid
 * (approved, or refunded after: the refunds are counted apart), or paid after its order was cancelled (a late Pix,
 * PAID_AFTER_CANCEL: refunded or kept by staff).
 */
export const PAID_AFTER_CANCEL = sql`(${pagamento.status} = 'cancelado' and ${pagamento.pagoEm} is not null)`;
export const MONEY_RECEIVED = sql`(${pagamento.status} in ('aprovado', 'estornado') or ${PAID_AFTER_CANCEL})`;

/** The reasons (and values) one payment covers. */
export const pagamentoItem = pgTable(
  'pagamento_item',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    idPagamento: integer('id_pagamento')
      .notNull()
      .references(() => pagamento.id, { onDelete: 'cascade' }),
    idPagamentoMotivo: integer('id_pagamento_motivo').references(() => pagamentoMotivo.id, { onDelete: 'set null' }),
    valor: integer('valor').notNull(),
  },
  (t) => [
    index('pagamento_item_pagamento_idx').on(t.igrejaId, t.idPagamento),
    index('pagamento_item_motivo_idx').on(t.igrejaId, t.idPagamentoMotivo, t.idPagamento),
  ],
);

/**
 * Idempotency-Key of paying POSTs, per church and member, or per church alone for a guest (`id_usuario` null: the
 * key is a client-made random value, and a replay needs the same body, guest data included, or answers 409): the
 * first answer is kept and replayed.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    igrejaId: churchId(),
    idUsuario: integer('id_usuario').references(() => usuario.id, { onDelete: 'cascade' }),
    operacao: text('operacao').notNull(),
    chave: text('chave').notNull(),
    /** SHA-256 of the canonical request: the same key with another body is refused. */
    corpoHash: text('corpo_hash').notNull(),
    respostaStatus: integer('resposta_status').notNull(),
    resposta: jsonb('resposta').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotencia_usuario_uq')
      .on(t.igrejaId, t.idUsuario, t.operacao, t.chave)
      .where(sql`${t.idUsuario} is not null`),
    uniqueIndex('idempotencia_convidado_uq')
      .on(t.igrejaId, t.operacao, t.chave)
      .where(sql`${t.idUsuario} is null`),
  ],
);

/**
 * A checkout's charge recorded and not yet answered by its gateway: the request as it goes out (its idempotency key
 * is derived from the payment), kept from the record step until the settle step deletes it. A process that dies in
 * between leaves the row: the resend job (payments.jobs.ts) sends it again with the same key after ENVIO_STALE_MS
 * and settles it once. `enviado_em` is the lease of the copy sending it. Holds a card token or an ACH account and a
 * guest's name and e-mail for minutes at most.
 */
export const pagamentoEnvio = pgTable(
  'pagamento_envio',
  {
    igrejaId: churchId(),
    idPagamento: integer('id_pagamento')
      .primaryKey()
      .references(() => pagamento.id, { onDelete: 'cascade' }),
    pedido: jsonb('pedido').$type<Record<string, unknown>>().notNull(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pagamento_envio_enviado_idx').on(t.igrejaId, t.enviadoEm)],
);

/** A member's saved card: the gateway token and what identifies the card to its owner. */
export const cartaoSalvo = pgTable(
  'cartao_salvo',
  {
    id: serial('id').primaryKey(),
    igrejaId: churchId(),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    idGatewayPagamento: integer('id_gateway_pagamento').notNull(),
    token: text('token').notNull(),
    /** The gateway's fingerprint of the card number: the same card is saved once. */
    impressao: text('impressao').notNull(),
    bandeira: text('bandeira').notNull(),
    ultimosDigitos: text('ultimos_digitos').notNull(),
    mesValidade: integer('mes_validade').notNull(),
    anoValidade: integer('ano_validade').notNull(),
    titular: text('titular').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cartao_salvo_impressao_uq').on(t.igrejaId, t.idUsuario, t.idGatewayPagamento, t.impressao),
    uniqueIndex('cartao_salvo_token_uq').on(t.token),
  ],
);

/**
 * The sandbox gateway's card vault (a real gateway keeps this on its side): the outcome its test number selects,
 * never the number. Church-scoped like the token endpoint.
 */
export const sandboxCartaoToken = pgTable(
  'sandbox_cartao_token',
  {
    token: text('token').primaryKey(),
    igrejaId: churchId(),
    resultado: text('resultado').notNull(),
    impressao: text('impressao').notNull(),
    bandeira: text('bandeira').notNull(),
    ultimosDigitos: text('ultimos_digitos').notNull(),
    mesValidade: integer('mes_validade').notNull(),
    anoValidade: integer('ano_validade').notNull(),
    titular: text('titular').notNull(),
    /** A token not saved serves one payment before this time. */
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    flagSalvo: boolean('flag_salvo').notNull().default(false),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_cartao_token_igreja_idx').on(t.igrejaId)],
);

/**
 * The sandbox gateway's record of charges by idempotency key (real providers keep this on their side): a charge
 * sent again with the same key answers the first result instead of charging twice. `valor` and `pago_em` (set at an
 * approved charge or when the sandbox bank pays it) bound its refunds.
 */
export const sandboxCobranca = pgTable(
  'sandbox_cobranca',
  {
    igrejaId: churchId(),
    chave: text('chave').notNull(),
    resultado: jsonb('resultado').$type<Record<string, unknown>>().notNull(),
    referencia: text('referencia'),
    valor: integer('valor'),
    pagoEm: timestamp('pago_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.igrejaId, t.chave] }), index('sandbox_cobranca_referencia_idx').on(t.igrejaId, t.referencia)],
);

/** The sandbox gateway's refunds (a real provider keeps them): one per idempotency key, of one charge's reference. */
export const sandboxEstorno = pgTable(
  'sandbox_estorno',
  {
    igrejaId: churchId(),
    chave: text('chave').notNull(),
    referencia: text('referencia').notNull(),
    valor: integer('valor').notNull(),
    resultado: jsonb('resultado').$type<Record<string, unknown>>().notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.igrejaId, t.chave] }), index('sandbox_estorno_referencia_idx').on(t.igrejaId, t.referencia)],
);
