import { z } from 'zod';
import { zText } from '../validators.ts';
import { ZPaymentStatus } from './payment.ts';

/**
 * The signed event a gateway posts to POST /webhooks/pagamento/{gateway} when a payment changes ('pagamento.status')
 * or a refund of it was made ('pagamento.estorno': its id and cents). Header
 * `x-congrega-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
const ZWebhookBase = { id: z.string().min(1).max(100), criadoEm: z.string().max(40) };
const ZWebhookReference = { igreja: z.number().int().positive(), referencia: z.string().min(1).max(100) };
export const ZGatewayWebhookEvent = z
  .discriminatedUnion('tipo', [
    z.strictObject({
      ...ZWebhookBase,
      tipo: z.literal('pagamento.status'),
      dados: z.strictObject({ ...ZWebhookReference, status: ZPaymentStatus }),
    }),
    z.strictObject({
      ...ZWebhookBase,
      tipo: z.literal('pagamento.estorno'),
      dados: z.strictObject({
        ...ZWebhookReference,
        estorno: z.string().min(1).max(100),
        valor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      }),
    }),
  ])
  .meta({ id: 'GatewayWebhookEvent' });
export type TGatewayWebhookEvent = z.infer<typeof ZGatewayWebhookEvent>;

/**
 * The sandbox bank (development and demos; off in production unless SANDBOX_BANK=on): pays a Pix code or a
 * boleto line, or settles a card in review / ACH transfer, by sending the gateway's signed webhook.
 */
export const ZSandboxPayPix = z
  .strictObject({ copiaECola: zText().trim().min(1, 'validation.required').max(512, 'validation.invalid') })
  .meta({ id: 'SandboxPayPix' });
export const ZSandboxPayBoleto = z
  .strictObject({ linhaDigitavel: zText().trim().min(1, 'validation.required').max(80, 'validation.invalid') })
  .meta({ id: 'SandboxPayBoleto' });
export const ZSandboxSettle = z
  .strictObject({
    pedido: zText().trim().min(1, 'validation.required').max(40, 'validation.invalid'),
    resultado: z.enum(['aprovado', 'cancelado'], { error: 'validation.invalid' }),
  })
  .meta({ id: 'SandboxSettle' });
export const ZSandboxResult = z.object({ pedido: z.string(), status: ZPaymentStatus }).meta({ id: 'SandboxResult' });
