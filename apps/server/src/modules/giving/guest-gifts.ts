import type { TGivingSettings } from '@congrega/contract/giving';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { type PaymentDestinationHooks, guestGivingAllowed } from '../payments/payments.public.ts';
import { insertGuestGiver } from './guest-gifts.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * Guest gifts on the giving side: the giving settings the give page reads, and the donation's record step that
 * keeps a guest's name and e-mail for the receipt (a member's gift may set up a recurring gift instead; a guest's
 * never does: payments refuses one first).
 */
export async function getGivingSettings(app: FastifyInstance, church: TenantChurch, slug: string): Promise<TGivingSettings> {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
  return { flagConvidado: await app.database.withChurch(church.id, (tx) => guestGivingAllowed(tx, church.id)) };
}

/** A guest's gift keeps the guest's name and e-mail for the receipt, with its recorded charge. */
export const recordGuestGiver: NonNullable<PaymentDestinationHooks['donationRecorded']> = async (ctx, payment, body) => {
  const guest = body.dadosUsuarioNaoCadastrado;
  if (payment.idUsuario !== null || !guest) return;
  await insertGuestGiver(ctx.tx, ctx.churchId, {
    pagamentoId: payment.id,
    nome: guest.nome,
    sobrenome: guest.sobrenome,
    email: guest.email,
  });
};
