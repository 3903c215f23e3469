import { WALLET_APP_MAX_DONATION_CENTS } from '@congrega/contract/giving';
import type { TLocale } from '@congrega/contract/locale';
import type { TPaymentMethodCode } from '@congrega/contract/payments/constants';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadBootstrap } from '../church/church.public.ts';
import { formatMoney } from './payment-view.ts';
import { hasDonationReasons } from './payments.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * Donation rules (spec section 5 "Donation", "Wallet-app donation", "Pix and boleto"; section 8 "church not
 * accepting online donations"). Pix/boleto for Brazilian addresses only is checked by the payments core for every
 * destination (PIX_BOLETO_BRAZIL_ONLY).
 */

/** A church without MOD_DOACAO or without any payment method takes no online donations (422, said plainly). */
export async function assertAcceptingDonations(app: FastifyInstance, church: TenantChurch): Promise<void> {
  const { modulos, metodosPagamento } = await loadBootstrap(app, church);
  if (!modulos.some((m) => m.codigo === 'MOD_DOACAO') || metodosPagamento.length === 0) throw new AppError('DONATIONS_NOT_ACCEPTED');
}

/**
 * The reasons named must all be the church's active giving reasons; when some are missing and the church has
 * none at all, it is not accepting online donations (rather than "reason not found").
 */
export async function assertReasonsFound(tx: Tx, churchId: number, found: number, asked: number): Promise<void> {
  if (found === asked) return;
  if (!(await hasDonationReasons(tx, churchId))) throw new AppError('DONATIONS_NOT_ACCEPTED');
  throw new AppError('PAYMENT_REASON_NOT_FOUND', {}, { fields: { motivos: 'error.PAYMENT_REASON_NOT_FOUND' } });
}

/**
 * Each value must reach its reason's minimum ('Valor da doação precisa ser maior que {minValue}'; decided: the
 * minimum itself is the smallest accepted value, as the payments core does), and a wallet-app donation is at most
 * R$ 4.999,99 (the values given, before fees).
 */
export function checkDonationValues(
  motivos: { id: number; valor: number }[],
  minimumOf: (id: number) => number,
  metodo: TPaymentMethodCode,
  church: TenantChurch,
  locale: TLocale,
): void {
  motivos.forEach((m, i) => {
    const min = minimumOf(m.id);
    if (m.valor < min) {
      throw new AppError(
        'DONATION_BELOW_MINIMUM',
        { min: formatMoney(min, church.moeda, locale) },
        { fields: { [`motivos.${i}.valor`]: 'error.DONATION_BELOW_MINIMUM' } },
      );
    }
  });
  const total = motivos.reduce((sum, m) => sum + m.valor, 0);
  if (metodo === 'carteira_digital' && total > WALLET_APP_MAX_DONATION_CENTS)
    throw new AppError('AMOUNT_ABOVE_MAXIMUM', { max: formatMoney(WALLET_APP_MAX_DONATION_CENTS, church.moeda, locale) });
}
